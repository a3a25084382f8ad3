/** The creator dashboard and the editor's pickers (§2.12–§2.13): queries and answers of /api/creator/*. */
import { z } from 'zod';
import { CONTENT_LANGUAGES, CONTENT_SKILL_LEVELS } from '../constants';
import { EDITOR_TYPES, ITEM_TYPES, type TEditorType } from '../ids';
import { ZItemCard } from './content';

/** The types the dashboard lists: those with an editor. Later issues add theirs. */
export const CREATOR_ITEM_TYPES = EDITOR_TYPES;
export type TCreatorItemType = TEditorType;

/** Query strings arrive as text; whole numbers are read from them. */
const queryInt = (min: number, max: number) => z.coerce.number({ error: 'invalid_request' }).int().min(min).max(max);
/** A search text: trimmed, empty means no filter. */
const ZSearchText = z.string().trim().max(200).default('');

/** GET /api/creator/items: the signed-in creator's items, newest change first. */
export const ZCreatorItemsQuery = z.object({
  page: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, 100).default(20),
  type: z.enum(CREATOR_ITEM_TYPES, { error: 'invalid_request' }).optional(),
});
export type TCreatorItemsQuery = z.infer<typeof ZCreatorItemsQuery>;

export const ZCreatorItem = z.object({
  id: z.string(),
  type: z.enum(CREATOR_ITEM_TYPES),
  /** The draft's title: what the creator last saved. */
  title: z.string(),
  slug: z.string(),
  language: z.string(),
  status: z.enum(['draft', 'published']),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TCreatorItem = z.infer<typeof ZCreatorItem>;

export const ZCreatorItemsResult = z.object({
  items: z.array(ZCreatorItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TCreatorItemsResult = z.infer<typeof ZCreatorItemsResult>;

/** GET /api/creator/contentOptions: `types` is a comma-separated list of item types (`tutorial,quiz`). */
export const ZContentOptionsQuery = z.object({
  types: z
    .string({ error: 'error_isRequired' })
    .max(200)
    .transform((value) => [...new Set(value.split(',').map((type) => type.trim()))])
    .pipe(z.array(z.enum(ITEM_TYPES, { error: 'invalid_request' })).min(1)),
  q: ZSearchText,
  language: z.enum(CONTENT_LANGUAGES, { error: 'invalid_request' }).optional(),
});
export type TContentOptionsQuery = z.infer<typeof ZContentOptionsQuery>;

/** The most options one search answers. */
export const CONTENT_OPTIONS_LIMIT = 20;

export const ZContentOption = z.object({
  id: z.string(),
  type: z.enum(ITEM_TYPES),
  title: z.string(),
  slug: z.string(),
  language: z.string(),
  /** Minutes. */
  duration: z.number().nullable(),
  skillLevel: z.enum(CONTENT_SKILL_LEVELS).nullable(),
  thumbnail: z.object({ id: z.string(), url: z.string() }).nullable(),
  /** Staff-only content: a public mission's set refuses it before any save (§5). */
  internalOnly: z.boolean(),
});
export type TContentOption = z.infer<typeof ZContentOption>;
export const ZContentOptionsResult = z.object({ items: z.array(ZContentOption) });

/** GET /api/creator/users: people holding an authoring role, for the owner field. */
export const ZCreatorUsersQuery = z.object({ q: ZSearchText });
export const CREATOR_USERS_LIMIT = 20;
export const ZCreatorUser = z.object({ id: z.string(), displayName: z.string(), email: z.string() });
export type TCreatorUser = z.infer<typeof ZCreatorUser>;
export const ZCreatorUsersResult = z.object({ items: z.array(ZCreatorUser) });
export type TCreatorUsersResult = z.infer<typeof ZCreatorUsersResult>;

/** GET /api/creator/tags: the topics or industries an item can be tagged with. */
export const ZCreatorTagsQuery = z.object({ kind: z.enum(['topic', 'industry'], { error: 'invalid_request' }) });
export const ZCreatorTag = z.object({ id: z.number().int(), name: z.string() });
export type TCreatorTag = z.infer<typeof ZCreatorTag>;
export const ZCreatorTagsResult = z.object({ items: z.array(ZCreatorTag) });

/**
 * GET /api/creator/architecture (§2.12 Learner Architecture, learn admins only): every competency with its skills in
 * order, every skill with the published content tagged with it, and the missions and pathways dashboards. Titles,
 * statuses and skill lists are the drafts': what the admin last saved.
 */
export const ZArchitectureCompetency = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(['draft', 'published']),
  skillIds: z.array(z.string()),
});
export type TArchitectureCompetency = z.infer<typeof ZArchitectureCompetency>;

export const ZArchitectureSkill = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'published']),
  internalID: z.string(),
  /** The published tutorials, projects and courses tagged with the skill (cards in contentMap). */
  contentIds: z.array(z.string()),
});
export type TArchitectureSkill = z.infer<typeof ZArchitectureSkill>;

const ZArchitectureItem = ZItemCard.extend({ status: z.enum(['draft', 'published']) });

export const ZArchitectureResult = z.object({
  competencies: z.array(ZArchitectureCompetency),
  skillMap: z.record(z.string(), ZArchitectureSkill),
  contentMap: z.record(z.string(), ZItemCard),
  missions: z.array(ZArchitectureItem),
  pathways: z.array(ZArchitectureItem),
});
export type TArchitectureResult = z.infer<typeof ZArchitectureResult>;
