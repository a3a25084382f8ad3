import { CONTENT_LANGUAGES, CONTENT_SKILL_LEVELS, type TContentLanguage } from '@questline/domain/constants';
import { itemId, type TItemType } from '@questline/domain/ids';
import { holdsLab } from '@questline/domain/lab/definition';
import { estimationParts } from '@questline/domain/rules/computed';
import { shownAverage } from '@questline/domain/rules/ratings';
import { type TContentDocument, type TItemCard, type TMapCard, ZPoints } from '@questline/domain/schemas/content';
import type { TPresentedItem } from '@questline/domain/schemas/item';
import type { TStoredCard } from '../../db/schema';
import type { TCardRow, TCardStats, TContentRow } from './content.repository';

type TSkillLevel = (typeof CONTENT_SKILL_LEVELS)[number];
const isSkillLevel = (value: unknown): value is TSkillLevel =>
  (CONTENT_SKILL_LEVELS as readonly unknown[]).includes(value);

/** The display fields of a document, stored beside it when it is published. */
export const storedCard = (document: TContentDocument): TStoredCard => {
  const rangeTime = document.rangeTime as { startTime?: unknown; endTime?: unknown } | undefined;
  const recording = document.previousVideo as { id?: unknown } | null | undefined;
  return {
    title: document.title,
    descPlain: (document.descPlain ?? '').slice(0, 300),
    thumbnailUrl: document.thumbnail?.url ?? null,
    skillLevel: document.skillLevel ?? null,
    duration: document.duration ?? null,
    points: document.points,
    startTime: typeof rangeTime?.startTime === 'string' ? rangeTime.startTime : null,
    ...(typeof rangeTime?.startTime === 'string' && typeof rangeTime.endTime === 'string'
      ? {
          live: {
            endTime: rangeTime.endTime,
            utcOffset: typeof document.utcOffset === 'number' ? document.utcOffset : 0,
            recording: typeof recording?.id === 'string',
          },
        }
      : {}),
    ...(Array.isArray(document.questions) ? { questionsCount: document.questions.length } : {}),
    withManual: document.withManual === true,
    manualDuration: typeof document.manualDuration === 'number' ? document.manualDuration : null,
    withLab: withLabOf(document),
  };
};

/** Whether a document holds a lab step (§3.1 withLab): a tutorial's steps, built-in lab or external. */
export const withLabOf = (document: Record<string, unknown>) =>
  Array.isArray(document.sections) && holdsLab(document.sections as { type?: unknown }[]);

/** The item's rating as cards and page heads show it: the plain average to one decimal and the count; none unrated. */
export const ratingOf = (stats: TCardStats | null | undefined): TItemCard['rating'] =>
  stats && stats.ratingCount > 0
    ? { average: shownAverage({ sum: stats.ratingSum, count: stats.ratingCount }) ?? 0, count: stats.ratingCount }
    : undefined;

/** The counts a card shows (views, rating) from the item's search row; nothing for an item without one. */
const statsFields = (stats: TCardStats | null | undefined): Pick<TItemCard, 'views' | 'rating'> => {
  const rating = ratingOf(stats);
  return stats ? { views: stats.views, ...(rating && { rating }) } : {};
};

/**
 * A card as lists answer it (§3.1 display fields), with the counts of the item's search row when the list looked them
 * up (content.repository findCardStats, or the search rows' own join).
 */
export const presentCard = (row: TCardRow, stats?: TCardStats | null): TItemCard => {
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
    ...(row.type === 'quiz' ? { questionsCount: card?.questionsCount ?? 0 } : {}),
    ...(row.type === 'liveSession' && card?.live ? { live: card.live } : {}),
    withLab: card?.withLab === true,
    ...statsFields(stats),
  };
};

/** The flags and author publishing copies from the document into the item's columns (§4.2). */
type TPublishState = {
  hidden: boolean;
  internalOnly: boolean;
  premium: boolean;
  offline: boolean;
  unPublishedTime: string | null;
  authorId: string | null;
};

const publishStateOfColumns = (row: TContentRow): TPublishState => ({
  hidden: row.hidden,
  internalOnly: row.internalOnly,
  premium: row.premium,
  offline: row.offline,
  unPublishedTime: row.unpublishedAt?.toISOString() ?? null,
  authorId: row.authorId,
});

/** The draft's own values where a details save wrote them; the columns for what it never set. */
const publishStateOfDraft = (row: TContentRow, draft: Record<string, unknown>): TPublishState => {
  const columns = publishStateOfColumns(row);
  const flag = (field: 'hidden' | 'internalOnly' | 'premium' | 'offline') =>
    typeof draft[field] === 'boolean' ? draft[field] : columns[field];
  return {
    hidden: flag('hidden'),
    internalOnly: flag('internalOnly'),
    premium: flag('premium'),
    offline: flag('offline'),
    unPublishedTime:
      typeof draft.unPublishedTime === 'string' || draft.unPublishedTime === null
        ? draft.unPublishedTime
        : columns.unPublishedTime,
    authorId: typeof draft.authorId === 'string' ? draft.authorId : columns.authorId,
  };
};

/** A translation's source as answered: its id, and its newest published version (`latestRevision`, §3.1). */
export type TSourceRef = { id: number; latestVersion: number | null };

/**
 * An item as the editor and the detail pages read it: the stored document of the chosen view (the draft for
 * editors, the published version for learners) with the item's own columns over it (§3.1). In the draft view the
 * draft's own flags win, so a details save answers what was saved; the published view reads the columns, which
 * publishing set from the published document.
 */
export const presentItem = (
  row: TContentRow,
  view: 'draft' | 'published',
  source: TSourceRef | null = null,
): TPresentedItem => {
  const document = ((view === 'draft' ? row.draft : row.published) ?? {}) as Record<string, unknown>;
  const state = view === 'draft' ? publishStateOfDraft(row, document) : publishStateOfColumns(row);
  return {
    ...document,
    // Seed and older documents hold only the duration: editors read it as hours and minutes (§3.4, §3.6).
    ...((row.type === 'tutorial' || row.type === 'quiz') &&
    !('estimationInHour' in document) &&
    !('estimationInMinute' in document)
      ? estimationParts(typeof document.duration === 'number' ? document.duration : 0)
      : {}),
    // The general form's field, for documents that hold only the thumbnail itself (the seed's).
    thumbnailId:
      typeof document.thumbnailId === 'string'
        ? document.thumbnailId
        : ((document.thumbnail as { id?: string } | null | undefined)?.id ?? null),
    id: itemId(row.type as TItemType, row.id),
    type: row.type as TItemType,
    slug: row.slug,
    title: typeof document.title === 'string' ? document.title : undefined,
    language: row.language,
    status: row.status,
    published: row.status === 'published',
    public: !state.hidden,
    ...state,
    uaaOnly: row.uaaOnly,
    edlabOnly: row.edlabOnly,
    ownerId: row.ownerId,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    isExpired: state.unPublishedTime !== null && Date.parse(state.unPublishedTime) <= Date.now(),
    source: source ? { id: itemId(row.type as TItemType, source.id), latestRevision: source.latestVersion ?? 0 } : null,
  };
};

/**
 * A contained item as maps answer it (§7.2 sync, §7.4 extends): the published card, or for drafts (shown to those
 * who may edit them) one made from the draft; with the manual duration the container's list shows.
 */
export const presentMapCard = (row: TContentRow, stats?: TCardStats | null): TMapCard => {
  const draft = row.draft as Record<string, unknown>;
  const card: TStoredCard = row.card ?? {
    title: typeof draft.title === 'string' ? draft.title : '',
    descPlain: typeof draft.descPlain === 'string' ? draft.descPlain.slice(0, 300) : '',
    thumbnailUrl: (draft.thumbnail as { url?: string } | null)?.url ?? null,
    skillLevel: typeof draft.skillLevel === 'string' ? draft.skillLevel : null,
    duration: typeof draft.duration === 'number' ? draft.duration : null,
    points: [],
    startTime: null,
    ...(Array.isArray(draft.questions) ? { questionsCount: draft.questions.length } : {}),
    withLab: withLabOf(draft),
  };
  const document = ((row.status === 'published' ? row.published : row.draft) ?? {}) as Record<string, unknown>;
  return {
    ...presentCard({ ...row, card }, stats),
    withManual: document.withManual === true,
    manualDuration: typeof document.manualDuration === 'number' ? document.manualDuration : null,
  };
};
