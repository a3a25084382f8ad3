/** Learner-side request payloads and queries of §7.5, §7.7 and §7.8 (and the collect toggle's answer). */
import { z } from 'zod';
import { ADMIN_SORT_KEYS } from '../constants';
import { ITEM_TYPES } from '../ids';
import { unstorableTextKey } from '../rules/input-limits';
import { parseCriterion } from '../rules/search-criteria';
import { itemIdOf } from './fields';
import { ADMIN_CRITERIA, LEARNER_CRITERIA } from './search';

/** Query strings arrive as text; whole numbers are read from them. */
const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The parent ids detail pages carry (§2.2), as query parameters or body fields. */
export const ZParentIds = z.object({
  projectId: itemIdOf('project').optional(),
  courseId: itemIdOf('course').optional(),
  missionId: itemIdOf('mission').optional(),
  pathwayId: itemIdOf('pathway').optional(),
});

/** POST /api/learn/record/flag (§7.7): resume the checkpoint of an item. */
export const ZRecordFlag = z.object({ id: itemIdOf('mission', 'pathway', 'project', 'course', 'tutorial', 'quiz') });

/** POST /api/learn/record/versionRank (§7.8): move the learner to the mission's newest version. */
export const ZRecordVersionRank = ZParentIds.extend({
  id: itemIdOf('mission'),
  missionVersionRank: z.number().int().min(0),
});

/** GET /api/learn/{mission|pathway}/{id}/badgeOverlay (§7.7): whose badge (the viewer's when absent), in which context. */
export const ZBadgeOverlayQuery = ZParentIds.extend({ userId: z.string().max(64).optional() });

/** The collect (save) toggle for {id, type} (§2.9). */
export const ZCollectToggle = z.object({ id: itemIdOf(), type: z.enum(ITEM_TYPES) });
/** Its answer: whether the item is now saved, and how many have saved it. */
export const ZCollectResult = z.object({ id: z.string(), collected: z.boolean(), collectCount: z.number().int() });
export type TCollectResult = z.infer<typeof ZCollectResult>;

/** How many items one request may save at once (§2.6 select all: one page of search results and more). */
export const COLLECT_BATCH_MAX = 100;

/**
 * POST /api/learn/collect/batch: save several items to My Learning in one transaction (§2.6 select all). Entries are
 * {id, type} as the toggle takes them; one that names no item the learner may save refuses the whole request
 * (`collect_ResourceNotFound_item`, fields items.N), and nothing is saved.
 */
export const ZCollectBatch = z.object({ items: z.array(ZCollectToggle).min(1).max(COLLECT_BATCH_MAX) });
export type TCollectBatch = z.infer<typeof ZCollectBatch>;
/** Its answer: every item of the request, now saved; how many of them were not saved before. */
export const ZCollectBatchResult = z.object({
  collectMap: z.record(z.string(), z.literal(true)),
  added: z.number().int(),
  message: z.literal('saved_successfully'),
});
export type TCollectBatchResult = z.infer<typeof ZCollectBatchResult>;

/**
 * POST /api/learn/quiz/{id}/answers: answers to questions of the learner's current attempt, one question or all of
 * them at once; options are named by id (their order is shuffled per attempt, §3.6).
 */
export const ZQuizAnswers = z.object({
  attemptId: z.string().min(1).max(64),
  answers: z
    .array(
      z.object({
        questionId: z.string().min(1).max(64),
        optionIds: z.array(z.string().min(1).max(64)).min(1, { error: 'error_isRequired' }).max(20),
      }),
    )
    .min(1, { error: 'error_isRequired' })
    .max(200),
  /** The engine version the page was read in (§2.2 uv): what the projects and courses holding the quiz follow. */
  uv: z.string().max(40).optional(),
});
export type TQuizAnswers = z.infer<typeof ZQuizAnswers>;

/** The record list types (§7.8). */
export const RECORD_LIST_TYPES = ['tutorial', 'project', 'course', 'quiz', 'mission', 'pathway'] as const;

/** GET /api/learn/record/list and /api/learn/collect/list (§7.8). */
export const ZRecordListQuery = z.object({
  page: queryInt(0, 10_000).default(0),
  userID: z.string().max(64).optional(),
  type: z.enum(RECORD_LIST_TYPES),
  completed: queryFlag.optional(),
  isHideActivity: queryFlag.optional(),
});

/** GET /api/learn/reward/badges, record/skillList and record/submissionsList (§7.8). */
export const ZRewardBadgesQuery = z.object({
  page: queryInt(0, 10_000).default(0),
  userID: z.string().max(64).optional(),
});
export const ZSkillListQuery = z.object({ userID: z.string().max(64).optional() });
/** GET /api/learn/record/skillList: a page of SKILL_LIST_PAGE_SIZE competencies (§2.11 load-more). */
export const ZSkillListPageQuery = z.object({
  page: queryInt(0, 10_000).default(0),
  userID: z.string().max(64).optional(),
});
export const ZSubmissionsListQuery = z.object({
  userID: z.string().max(64).optional(),
  /** The id of the last submission already loaded (§4.7). */
  before: z.string().max(64).optional(),
});

/**
 * `k`: a JSON array of at most 50 'key:value' strings whose keys are criterion keys (§7.5); absent or empty reads as
 * no criteria. Malformed JSON, a non-array, a non-string entry or an unknown key is refused (400 invalid_request), so
 * a broken link never silently widens a search. Admin keys pass here; the search refuses them without admin.
 */
const CRITERION_KEYS: readonly string[] = [...LEARNER_CRITERIA, ...ADMIN_CRITERIA];
export const ZCriteria = z
  .string()
  .max(4000)
  .optional()
  .transform((k, context) => {
    if (!k) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(k);
    } catch {
      parsed = undefined;
    }
    const valid =
      Array.isArray(parsed) &&
      parsed.length <= 50 &&
      parsed.every((entry) => {
        // Text PostgreSQL cannot store (a NUL, a lone surrogate) is refused here: the query string held it escaped.
        if (typeof entry !== 'string' || entry.length > 500 || unstorableTextKey(entry)) return false;
        const criterion = parseCriterion(entry);
        return criterion !== null && CRITERION_KEYS.includes(criterion.key);
      });
    if (!valid) {
      context.addIssue({ code: 'custom', message: 'invalid_request' });
      return z.NEVER;
    }
    return parsed as string[];
  });

/** `tod`: a time of day range 'start_end' in minutes since midnight, as the learner's clock reads it (§7.5). */
export const ZTimeOfDay = z
  .string()
  .regex(/^\d{1,4}_\d{1,4}$/, { error: 'invalid_request' })
  .transform((value) => value.split('_').map(Number) as [number, number])
  .refine(([start, end]) => start < 1440 && end <= 1440 && start <= end, { error: 'invalid_request' });

/** GET /api/learn/search (§7.5). */
export const ZSearchQuery = z.object({
  k: ZCriteria,
  /** The §9 sorts, and the listings' shortest first (duration); learners may ask SEARCH_SORT_KEYS and LISTING_SORT_KEYS. */
  ob: z.enum([...ADMIN_SORT_KEYS, 'duration'] as const).optional(),
  tod: ZTimeOfDay.optional(),
  u: z.string().max(64).optional(),
  itemId: itemIdOf().optional(),
  period: z.enum(['opening', 'previous']).optional(),
  page: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, 100).default(20),
  /** The client's premium hint; the server reads premium from the session and never trusts this (§7.5). */
  prm: z.string().max(10).optional(),
  /** Admin search (staff only; anyone else is refused 403): drafts and hidden items, the admin criteria and sorts. */
  admin: queryFlag.optional(),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** GET /api/learn/headerSearch (§7.5). */
export const ZHeaderSearchQuery = z.object({ k: ZCriteria, prm: z.string().max(10).optional() });

/** GET /api/learn/ods/search/lessons (§7.5). */
export const ZLessonsSearchQuery = z.object({
  k: ZCriteria,
  page: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, 100).default(20),
});
