import { itemId, type TItemType } from '@questline/domain/ids';
import type { TRecord, TRecordMap } from '@questline/domain/schemas/records';
import { presentMapCard } from '../content/content.presenter';
import type { TContentRow } from '../content/content.repository';
import type { TRecordRow } from './learn.repository';

/** A progress record as §3.10 shapes it. */
export const presentRecord = (row: TRecordRow): TRecord => ({
  type: row.type,
  completed: row.completed,
  completedTime: row.completedTime?.toISOString() ?? null,
  lastCompletedTime: row.lastCompletedTime?.toISOString() ?? null,
  updatedTime: row.updatedTime.toISOString(),
  withAll: row.withAll,
  versionId: row.versionId,
  flag: row.flag,
  steps: row.data.steps ?? {},
  // The shuffle seed of an attempt stays on the server: it orders options and tells a client nothing.
  answers: (row.data.answers ?? []).map(({ seed: _seed, ...attempt }) => attempt),
  subItems: row.data.subItems ?? {},
  recordVersions: row.data.recordVersions ?? {},
  experiencePoints: row.data.experiencePoints ?? [],
  nextRecordData: row.data.nextRecordData ?? null,
});

/** Records keyed by prefixed item id (§7.8 recordMap); a later row of one item replaces an earlier one. */
export const presentRecordMap = (rows: readonly TRecordRow[]): TRecordMap =>
  Object.fromEntries(rows.map((row) => [itemId(row.type as TItemType, row.itemId), presentRecord(row)]));

/** A badge as the overlay and the rewards list show it: its published card, or for one never published, its draft's. */
export const presentBadgeCard = (badge: TContentRow) => {
  const card = presentMapCard(badge);
  return { id: card.id, title: card.title, descPlain: card.descPlain, thumbnail: card.thumbnail };
};
