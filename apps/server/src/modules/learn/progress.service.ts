import { EXPERIENCE_CATEGORIES } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { itemId, parseItemId } from '@questline/domain/ids';
import { checkpointProgress } from '@questline/domain/rules/checkpoints';
import { levelAt, levelDetail, mergePoints } from '@questline/domain/rules/levels';
import type { TBadgeOverlay, TExperience, TItemState, TRecordFlagResult } from '@questline/domain/schemas/progress';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { ignoreLearningEvents, type TLearningEvents } from '../../lib/learning-events';
import { findItem, type TContentRow } from '../content/content.repository';
import { checkpointOf } from './content.extends';
import { refuseItem, refuseOthersProgress, type TViewer } from './learn.policy';
import { presentBadgeCard, presentRecord, presentRecordMap } from './learn.presenter';
import {
  childIdsOf,
  experienceOf,
  findRecords,
  lockLearnerProgress,
  lockRecord,
  updateRecord,
} from './learn.repository';
import { openItem, parentGraph } from './learn.service';
import { checkpointOfItem, documentOf, pointsOf, versionRankOf } from './progress.checkpoint';
import { completeWhenDone, completionEvents, settleProgress, type TSettled } from './progress.completion';
import { findBadgeRewards } from './rewards.repository';

export const PROGRESS_TYPES = ['mission', 'pathway'] as const;
export type TProgressType = (typeof PROGRESS_TYPES)[number];
/**
 * The contents whose pages carry a checkpoint (§7.4): the checkpoint of the mission they are viewed in. With
 * missions and pathways, every type with a checkpoint status answers GET /api/learn/{type}/{id}/state (§7.7).
 */
export const CONTENT_CHECKPOINT_TYPES = ['tutorial', 'quiz', 'project', 'course'] as const;
export type TContentCheckpointType = (typeof CONTENT_CHECKPOINT_TYPES)[number];

/** The mission or pathway a viewer reads progress of, with the document they read (§7.7). */
const openProgressItem = async (db: TDbOrTx, input: { type: TProgressType; idOrSlug: string; viewer: TViewer }) => {
  const { row, view } = await openItem(db, input);
  return { row, document: (view === 'draft' ? row.draft : row.published) ?? {} };
};

/** What the checkpoint dialog reads, without the groups themselves: groupMap tells them. */
const presentProgress = ({ groups: _groups, ...progress }: { groups: unknown } & TItemState['progress']) => progress;

/** GET /api/learn/{mission|pathway}/{id}/state (§7.7): the checkpoint, the viewer's progress through it, and their record. */
export const itemState = async (
  db: TDbOrTx,
  input: { type: TProgressType; idOrSlug: string; viewer: TViewer },
): Promise<TItemState> => {
  const { row, document } = await openProgressItem(db, input);
  const [{ checkpoint, progress }, records] = await Promise.all([
    checkpointOfItem(db, row, document, input.viewer),
    input.viewer ? findRecords(db, input.viewer.id, [row.id]) : Promise.resolve([]),
  ]);
  const record = records[0];
  return { checkpoint, progress: presentProgress(progress), record: record ? presentRecord(record) : null };
};

/**
 * GET /api/learn/{tutorial|quiz|project|course}/{id}/state (§7.4, §7.7): the checkpoint of the mission the item is
 * viewed in, as its extends reads it (`missionId` when it is one of the item's missions, else its first), the
 * viewer's progress through it, and their record of the item. An item in no mission the viewer may reach has a
 * checkpoint without nodes (docs/decisions/0074-readings-of-the-spec-gaps.md).
 */
export const contentItemState = async (
  db: TDbOrTx,
  input: { type: TContentCheckpointType; idOrSlug: string; viewer: TViewer; missionId?: string },
): Promise<TItemState> => {
  const { row } = await openItem(db, input);
  const { ancestors } = await parentGraph(db, row, input.viewer);
  const [found, records] = await Promise.all([
    checkpointOf(db, { ancestors, missionId: input.missionId, viewer: input.viewer }),
    input.viewer ? findRecords(db, input.viewer.id, [row.id]) : Promise.resolve([]),
  ]);
  const checkpoint = found ?? { nodes: [], badgeRewards: [], assetRewards: [] };
  const record = records[0];
  return {
    checkpoint,
    progress: presentProgress(checkpointProgress(checkpoint)),
    record: record ? presentRecord(record) : null,
  };
};

/**
 * GET /api/learn/{mission|pathway}/{id}/badgeOverlay (§7.7): the item's badge, the checkpoint nodes that earn it,
 * and whether (and when) the learner earned it. Another learner's overlay is refused (403) until profiles share it.
 */
export const badgeOverlay = async (
  db: TDbOrTx,
  input: { type: TProgressType; idOrSlug: string; viewer: TViewer; userId?: string },
): Promise<TBadgeOverlay> => {
  if (input.userId !== undefined) {
    if (!input.viewer) throw new AppError('auth_required');
    refuseOthersProgress(input.viewer, input.userId);
  }
  const { row, document } = await openProgressItem(db, input);
  const [{ checkpoint }, badgeIds] = await Promise.all([
    checkpointOfItem(db, row, document, input.viewer),
    childIdsOf(db, row.id, 'badge'),
  ]);
  const badge = badgeIds[0] === undefined ? undefined : await findItem(db, badgeIds[0]);
  const [earned] = badge && input.viewer ? await findBadgeRewards(db, input.viewer.id, [badge.id]) : [];
  return {
    checkpointNodes: checkpoint.nodes,
    badge: badge ? presentBadgeCard(badge) : null,
    earned: earned !== undefined,
    earnedTime: earned?.time.toISOString() ?? null,
  };
};

/** The published item a learner's write names, by prefixed id, refused by its gates as its detail read is. */
const openForLearner = async (db: TDbOrTx, id: string, viewer: TMe) => {
  const parsed = parseItemId(id);
  const row = parsed ? await findItem(db, parsed.id) : undefined;
  if (!row || row.type !== parsed?.type || row.status !== 'published') throw new AppError('not_found');
  refuseItem(row, viewer);
  return row;
};

const NOTHING_SETTLED: TSettled = { records: [], completedIds: [], levelDetails: [] };

/**
 * A mission or pathway whose checkpoint is complete but whose record is not (it was completed before the mission
 * was published, say) is completed now, with everything that waits on it.
 */
const settleItem = async (db: TDbOrTx, viewer: TMe, row: TContentRow, events: TLearningEvents): Promise<TSettled> => {
  if (row.type !== 'mission' && row.type !== 'pathway') return NOTHING_SETTLED;
  await lockLearnerProgress(db, viewer.id);
  const now = new Date();
  const completion = await completeWhenDone(db, viewer, row, now);
  if (!completion) return NOTHING_SETTLED;
  await events(db, completionEvents(viewer, [completion], now));
  const settled = await settleProgress(db, viewer, {
    completed: [{ type: row.type, id: row.id }],
    gains: completion.points,
    events,
  });
  return {
    records: [completion.record, ...settled.records],
    completedIds: [itemId(row.type, row.id), ...settled.completedIds],
    levelDetails: settled.levelDetails,
  };
};

/** The experience an item's points gave, as the dialog shows it again: against the learner's totals now. */
const levelDetailsOfPoints = async (
  db: TDbOrTx,
  viewer: TMe,
  points: readonly { categoryId: string; point: number }[],
) => {
  const totals = await experienceOf(db, viewer.id);
  return mergePoints(points).map((gain) =>
    levelDetail(gain.categoryId, Math.max(totals.get(gain.categoryId) ?? 0, gain.point), gain.point),
  );
};

/**
 * POST /api/learn/record/flag (§4.5 resume checkpoint). A mission or pathway whose checkpoint is complete is
 * completed first. When the record then has a lastCompletedTime it is flagged and the completion transition opens,
 * with the experience the item gave (or, when it completed just now, everything this call earned); otherwise a
 * mission or pathway opens its checkpoint dialog, and any other item nothing.
 */
export const flagRecord = async (
  db: TDbOrTx,
  input: { viewer: TMe; id: string; events?: TLearningEvents },
): Promise<TRecordFlagResult> => {
  const row = await openForLearner(db, input.id, input.viewer);
  const settled = await settleItem(db, input.viewer, row, input.events ?? ignoreLearningEvents);
  const [record] = await findRecords(db, input.viewer.id, [row.id]);
  if (record?.lastCompletedTime) {
    const flagged = await updateRecord(db, { userId: input.viewer.id, itemId: row.id }, { flag: true });
    const points = record.data.experiencePoints ?? pointsOf(documentOf(row));
    return {
      recordMap: presentRecordMap([...settled.records, flagged]),
      levelDetails: settled.levelDetails.length
        ? settled.levelDetails
        : await levelDetailsOfPoints(db, input.viewer, points),
      completedIds: settled.completedIds,
      transition: 'completed',
    };
  }
  return {
    recordMap: presentRecordMap(record ? [record] : []),
    levelDetails: [],
    completedIds: [],
    transition: row.type === 'mission' || row.type === 'pathway' ? 'checkpoint' : null,
  };
};

/**
 * POST /api/learn/record/versionRank (§4.5 mission version update): moves the learner's record of the mission to
 * `missionVersionRank`, a version the mission has had (1 up to its current versionRank).
 */
export const moveToVersion = async (db: TDbOrTx, input: { viewer: TMe; id: string; missionVersionRank: number }) => {
  const row = await openForLearner(db, input.id, input.viewer);
  if (input.missionVersionRank < 1 || input.missionVersionRank > versionRankOf(documentOf(row)))
    throw new AppError('invalid_request', { fields: [{ path: 'missionVersionRank', key: 'invalid_request' }] });
  const key = { userId: input.viewer.id, itemId: row.id };
  await lockRecord(db, { ...key, type: row.type });
  const saved = await updateRecord(db, key, { versionId: input.missionVersionRank });
  return { recordMap: presentRecordMap([saved]) };
};

/**
 * GET /api/learn/record/experience: the learner's level in every category (§9), those never earned in at level 1;
 * categories outside the catalogue's list follow when the learner has points in them.
 */
export const experienceLevels = async (db: TDbOrTx, learnerId: string): Promise<TExperience> => {
  const totals = await experienceOf(db, learnerId);
  const categories = [...new Set<string>([...EXPERIENCE_CATEGORIES, ...totals.keys()])];
  return {
    categories: categories.map((categoryId) => {
      const totalPoint = totals.get(categoryId) ?? 0;
      return { categoryId, totalPoint, ...levelAt(categoryId, totalPoint) };
    }),
  };
};
