import { CONTENT_SKILL_LEVELS } from '@questline/domain/constants';
import { itemId, type TItemType } from '@questline/domain/ids';
import type {
  TArchitectureCompetency,
  TArchitectureSkill,
  TContentOption,
  TCreatorItem,
  TCreatorItemType,
  TCreatorUser,
} from '@questline/domain/schemas/creator';
import { presentMapCard } from '../content/content.presenter';
import type { TContentRow } from '../content/content.repository';
import type { TPublishedItemRow, TRoleUserRow, TScopedItemRow } from './creator.repository';

type TSkillLevel = (typeof CONTENT_SKILL_LEVELS)[number];
const isSkillLevel = (value: unknown): value is TSkillLevel =>
  (CONTENT_SKILL_LEVELS as readonly unknown[]).includes(value);

/** A dashboard row: the draft's title, so the creator sees what they last saved. */
export const presentCreatorItem = (row: TScopedItemRow): TCreatorItem => ({
  id: itemId(row.type as TItemType, row.id),
  type: row.type as TCreatorItemType,
  title: row.title ?? '',
  slug: row.slug,
  language: row.language,
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

const thumbnailOf = (value: unknown): TContentOption['thumbnail'] => {
  const thumbnail = value as { id?: unknown; url?: unknown } | null;
  return typeof thumbnail?.id === 'string' && typeof thumbnail.url === 'string'
    ? { id: thumbnail.id, url: thumbnail.url }
    : null;
};

/** An add-content option: the published card's display fields. */
export const presentContentOption = (row: TPublishedItemRow): TContentOption => ({
  id: itemId(row.type as TItemType, row.id),
  type: row.type as TItemType,
  title: row.card?.title ?? '',
  slug: row.slug,
  language: row.language,
  duration: row.card?.duration ?? null,
  skillLevel: isSkillLevel(row.card?.skillLevel) ? row.card.skillLevel : null,
  thumbnail: thumbnailOf(row.thumbnail),
  internalOnly: row.internalOnly,
});

export const presentCreatorUser = (row: TRoleUserRow): TCreatorUser => ({
  id: row.id,
  displayName: row.name,
  email: row.email,
});

/** The draft: what a learn admin last saved, published or not. */
const draftOf = (row: TContentRow) => (row.draft ?? {}) as Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const idsIn = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

export const presentArchitectureCompetency = (row: TContentRow): TArchitectureCompetency => ({
  id: itemId('competency', row.id),
  title: textOf(draftOf(row).title),
  slug: row.slug,
  status: row.status,
  skillIds: idsIn(draftOf(row).skillIds),
});

export const presentArchitectureSkill = (row: TContentRow, contentIds: string[]): TArchitectureSkill => {
  const internalID = draftOf(row).internalID;
  return {
    id: itemId('skill', row.id),
    title: textOf(draftOf(row).title),
    status: row.status,
    // §3.8: read from internalID.current where a document holds it that way.
    internalID: textOf(
      typeof internalID === 'object' ? (internalID as { current?: unknown } | null)?.current : internalID,
    ),
    contentIds,
  };
};

/** A mission or pathway row of the architecture dashboards: its card, titled as last saved, with its status. */
export const presentArchitectureItem = (row: TContentRow) => ({
  ...presentMapCard(row),
  title: textOf(draftOf(row).title),
  status: row.status,
});
