import { CONTENT_LANGUAGES, CONTENT_SKILL_LEVELS, type TContentLanguage } from '@questline/domain/constants';
import { itemId, type TItemType } from '@questline/domain/ids';
import { type TContentDocument, type TItemCard, ZPoints } from '@questline/domain/schemas/content';
import type { TStoredCard } from '../../db/schema';
import type { TCardRow, TContentRow } from './content.repository';

type TSkillLevel = (typeof CONTENT_SKILL_LEVELS)[number];
const isSkillLevel = (value: unknown): value is TSkillLevel =>
  (CONTENT_SKILL_LEVELS as readonly unknown[]).includes(value);

/** The display fields of a document, stored beside it when it is published. */
export const storedCard = (document: TContentDocument): TStoredCard => {
  const rangeTime = document.rangeTime as { startTime?: unknown } | undefined;
  return {
    title: document.title,
    descPlain: (document.descPlain ?? '').slice(0, 300),
    thumbnailUrl: document.thumbnail?.url ?? null,
    skillLevel: document.skillLevel ?? null,
    duration: document.duration ?? null,
    points: document.points,
    startTime: typeof rangeTime?.startTime === 'string' ? rangeTime.startTime : null,
  };
};

/** A card as lists answer it (§3.1 display fields). */
export const presentCard = (row: TCardRow): TItemCard => {
  const card = row.card;
  return {
    id: itemId(row.type as TItemType, row.id),
    type: row.type as TItemType,
    slug: row.slug,
    title: card?.title ?? '',
    descPlain: card?.descPlain ?? '',
    thumbnail: card?.thumbnailUrl ? { url: card.thumbnailUrl } : null,
    skillLevel: isSkillLevel(card?.skillLevel) ? card.skillLevel : null,
    language: (CONTENT_LANGUAGES as readonly string[]).includes(row.language)
      ? (row.language as TContentLanguage)
      : 'en',
    duration: card?.duration ?? null,
    points: ZPoints.catch([]).parse(card?.points),
    premium: row.premium,
    published: row.status === 'published',
    startTime: card?.startTime ?? null,
  };
};

/**
 * An item as the editor and the detail pages read it: the stored document of the chosen view (the draft for
 * editors, the published version for learners) with the item's own columns over it (§3.1).
 */
export const presentItem = (
  row: TContentRow,
  view: 'draft' | 'published',
  source: { id: number; revision: number } | null = null,
) => {
  const document = ((view === 'draft' ? row.draft : row.published) ?? {}) as Record<string, unknown>;
  const unPublishedTime = row.unpublishedAt?.toISOString() ?? null;
  return {
    ...document,
    id: itemId(row.type as TItemType, row.id),
    type: row.type as TItemType,
    slug: row.slug,
    language: row.language,
    status: row.status,
    published: row.status === 'published',
    public: !row.hidden,
    hidden: row.hidden,
    internalOnly: row.internalOnly,
    premium: row.premium,
    uaaOnly: row.uaaOnly,
    edlabOnly: row.edlabOnly,
    offline: row.offline,
    ownerId: row.ownerId,
    authorId: row.authorId,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    unPublishedTime,
    isExpired: unPublishedTime !== null && Date.parse(unPublishedTime) <= Date.now(),
    source: source ? { id: itemId(row.type as TItemType, source.id), latestRevision: source.revision } : null,
  };
};
export type TPresentedItem = ReturnType<typeof presentItem>;
