/** An educator's export of their learners' progress: a group's owner, an edlab member's seats (decision 0076). */
import { z } from 'zod';
import { ITEM_TYPES } from '../ids';

/** Rows a table page holds unless it asks for another number. */
export const LEARNER_PROGRESS_PAGE_SIZE = 50;
/** Rows one answer holds at most: a download holds the whole filtered export up to this. */
export const LEARNER_PROGRESS_MAX_ROWS = 5000;
/** Longest learner search. */
export const LEARNER_SEARCH_MAX = 100;

export const LEARNER_PROGRESS_STATUSES = ['completed', 'inProgress'] as const;
export type TLearnerProgressStatus = (typeof LEARNER_PROGRESS_STATUSES)[number];

export const LEARNER_PROGRESS_FORMATS = ['json', 'csv'] as const;
export type TLearnerProgressFormat = (typeof LEARNER_PROGRESS_FORMATS)[number];

const invalid = { error: 'invalid_request' } as const;

/** A day (YYYY-MM-DD, from its UTC start) or an instant with its offset. */
const ZSince = z.union([z.iso.date(invalid), z.iso.datetime({ offset: true, ...invalid })], invalid);

/**
 * GET /api/groups/{groupId}/progress and GET /api/edlab/progress: filters (item type, status, a learner's name or,
 * for seats, e-mail, updated since), the page, and the format. Without `format` the answer is a page of the table
 * (LEARNER_PROGRESS_PAGE_SIZE rows unless `limit` says); with `format=json` or `format=csv` it is a download of the
 * whole filtered export, up to LEARNER_PROGRESS_MAX_ROWS rows.
 */
export const ZLearnerProgressQuery = z.object({
  type: z.enum(ITEM_TYPES, invalid).optional(),
  status: z.enum(LEARNER_PROGRESS_STATUSES, invalid).optional(),
  learner: z.string(invalid).trim().max(LEARNER_SEARCH_MAX, invalid).optional(),
  since: ZSince.optional(),
  offset: z.coerce.number(invalid).int(invalid).min(0, invalid).max(1_000_000, invalid).default(0),
  limit: z.coerce.number(invalid).int(invalid).min(1, invalid).max(LEARNER_PROGRESS_MAX_ROWS, invalid).optional(),
  format: z.enum(LEARNER_PROGRESS_FORMATS, invalid).optional(),
});
export type TLearnerProgressQuery = z.input<typeof ZLearnerProgressQuery>;

/** The filters a table shows and its downloads repeat. */
export type TLearnerProgressFilters = Pick<TLearnerProgressQuery, 'type' | 'status' | 'learner' | 'since'>;

export const ZLearnerProgressRow = z.object({
  /** `email` only where the educator gave it (a seat); null for a group's members. */
  learner: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  /** `path`: the item's detail page. */
  item: z.object({ id: z.string(), type: z.string(), title: z.string(), path: z.string() }),
  status: z.enum(LEARNER_PROGRESS_STATUSES),
  /** A quiz's score in percent (its last finished attempt); null for other items and untaken quizzes. */
  score: z.number().nullable(),
  /** Experience points the item earned the learner (kept with its completion). */
  xp: z.number(),
  startedAt: z.string().nullable(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TLearnerProgressRow = z.infer<typeof ZLearnerProgressRow>;

/** One page of the export: its rows, how many match the filters, and where the page starts. */
export const ZLearnerProgress = z.object({
  rows: z.array(ZLearnerProgressRow),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TLearnerProgress = z.infer<typeof ZLearnerProgress>;
