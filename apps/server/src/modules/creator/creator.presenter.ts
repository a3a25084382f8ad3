import { CONTENT_SKILL_LEVELS } from '@questline/domain/constants';
import { itemId, type TItemType } from '@questline/domain/ids';
import type { TContentOption, TCreatorItem, TCreatorItemType, TCreatorUser } from '@questline/domain/schemas/creator';
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
