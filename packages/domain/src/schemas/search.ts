/**
 * Search (§2.6, §3.11, §7.5): the criteria learners and admins send, and the answers. Criteria are 'key:value'
 * strings in a JSON array (`k`); the keys below are the only ones a search takes.
 */
import { z } from 'zod';
import { ADMIN_SORT_KEYS, CONTENT_LANGUAGES, TOTAL_CAP } from '../constants';
import { ZItemCard } from './content';

/** Admin search buckets (§9), in minutes; `max` null means no upper bound. */
export type TBucket = { id: string; min: number; max: number | null };
export const DURATION_BUCKETS: readonly TBucket[] = [
  { id: 'lt15', min: 0, max: 15 },
  { id: '15_30', min: 15, max: 30 },
  { id: '30_60', min: 30, max: 60 },
  { id: 'gt60', min: 60, max: null },
  { id: '15_60', min: 15, max: 60 },
  { id: '60_120', min: 60, max: 120 },
  { id: 'gt120', min: 120, max: null },
];
export const INSTRUCTION_TIME_BUCKETS: readonly TBucket[] = [
  { id: 'lt45', min: 0, max: 45 },
  { id: '45_60', min: 45, max: 60 },
  { id: '60_120', min: 60, max: 120 },
  { id: '120_300', min: 120, max: 300 },
  { id: 'gt300', min: 300, max: null },
];
export const AGE_BUCKETS = ['13_14', '15_17', '18+'] as const;

import { ZStatsMap } from './progress';
import { ZRecordMap } from './records';

/** The types search finds (§3.1 content types learners browse); 'type:' and 't:' take these. */
export const SEARCH_TYPES = [
  'pathway',
  'mission',
  'course',
  'project',
  'tutorial',
  'quiz',
  'liveSession',
  'skill',
  'competency',
] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];

/** The header dropdown's type tabs (§2.6): 'all' plus the architecture types, quiz excluded. */
export const HEADER_SEARCH_TABS = [
  'all',
  'pathway',
  'mission',
  'course',
  'project',
  'tutorial',
  'skill',
  'competency',
] as const;
/** The search page's content-type tabs (§2.6). */
export const SEARCH_PAGE_TABS = ['all', 'project', 'tutorial', 'course', 'pathway', 'mission'] as const;

/**
 * Criterion keys (§2.6, §7.5, §9). Learner keys: query (keyword), tag (topic or industry tag id), type and its short
 * form t, sid (skill id: content tagged with it), mid (mission id: the mission's contents), exercise ('true'),
 * skillLevel, premium ('true': premium items only; 'false': the others), educator ('true': items with an educator plan, §3.9),
 * language (a content language) and duration (a bucket id of §9), which the listings filter on (issue 27). Admin keys
 * (staff only; others get 400 invalid_request): industry (tag id), experience (XP category id with points),
 * instructionTime (bucket ids of §9), age (bucket of §9), engineVersion (a version id within the item's range), hidden
 * ('true' | 'false'), status ('draft' | 'published').
 */
export const LEARNER_CRITERIA = [
  'query',
  'tag',
  'type',
  't',
  'sid',
  'mid',
  'exercise',
  'skillLevel',
  'premium',
  'educator',
  'language',
  'duration',
] as const;
export const ADMIN_CRITERIA = [
  'industry',
  'experience',
  'instructionTime',
  'age',
  'engineVersion',
  'hidden',
  'status',
] as const;
export type TCriterionKey = (typeof LEARNER_CRITERIA)[number] | (typeof ADMIN_CRITERIA)[number];

/** Largest page a search answers; larger asks are refused (400), not silently cut. */
export const SEARCH_MAX_PAGE_SIZE = 100;
/** Searches count their matches up to this many: a total equal to it reads 'this many or more' (show '1000+'). */
export const SEARCH_TOTAL_CAP = TOTAL_CAP;

/** The bucket ids the admin filters take. */
export const DURATION_BUCKET_IDS = DURATION_BUCKETS.map((bucket) => bucket.id);
export const INSTRUCTION_TIME_BUCKET_IDS = INSTRUCTION_TIME_BUCKETS.map((bucket) => bucket.id);
export { ADMIN_SORT_KEYS, CONTENT_LANGUAGES };

/**
 * A found item as search rows and cards show it (§3.11 search result item): the card plus withManual and
 * manualDuration (a row shows manualDuration when withManual is set, §2.6); admins also read its status and hidden.
 */
export const ZSearchCard = ZItemCard.extend({
  withManual: z.boolean(),
  manualDuration: z.number().int().nullable(),
  hidden: z.boolean(),
});
export type TSearchCard = z.infer<typeof ZSearchCard>;

/** One result (§3.11): its type and, under that type, its id. */
export const ZSearchResult = z.object({ type: z.enum(SEARCH_TYPES) }).catchall(z.object({ id: z.string() }));
export type TSearchResult = { type: TSearchType } & { [type in TSearchType]?: { id: string } };

const ZNamed = z.object({ id: z.string(), name: z.string() });

/**
 * GET /api/learn/search (§3.11 search result set): results in order, the cards of each type by id (`{type}Map`),
 * stats, the tag maps, the criteria it ran, page, pageSize, text (the keyword) and total; `learner` holds the
 * signed-in viewer's saved state and records of the results.
 */
export const ZSearchResultSet = z.object({
  results: z.array(ZSearchResult),
  pathwayMap: z.record(z.string(), ZSearchCard),
  missionMap: z.record(z.string(), ZSearchCard),
  courseMap: z.record(z.string(), ZSearchCard),
  projectMap: z.record(z.string(), ZSearchCard),
  tutorialMap: z.record(z.string(), ZSearchCard),
  quizMap: z.record(z.string(), ZSearchCard),
  liveSessionMap: z.record(z.string(), ZSearchCard),
  skillMap: z.record(z.string(), ZSearchCard),
  competencyMap: z.record(z.string(), ZSearchCard),
  userMap: z.record(z.string(), z.object({ id: z.string(), name: z.string() })),
  statsMap: ZStatsMap,
  industryMap: z.record(z.string(), ZNamed),
  topicMap: z.record(z.string(), ZNamed),
  criteria: z.array(z.string()),
  page: z.number().int(),
  pageSize: z.number().int(),
  text: z.string(),
  total: z.number().int(),
  learner: z.object({
    collectMap: z.record(z.string(), z.boolean()),
    likeMap: z.record(z.string(), z.boolean()),
    quizMap: z.record(z.string(), z.unknown()),
    recordMap: ZRecordMap,
  }),
});
export type TSearchResultSet = z.infer<typeof ZSearchResultSet>;

/** GET /api/learn/headerSearch (§3.11 learnResult): the rows for the typed text, at most 10, and the total. */
export const ZHeaderSearchResult = z.object({
  text: z.string(),
  total: z.number().int(),
  results: z.array(ZSearchCard),
});
export type THeaderSearchResult = z.infer<typeof ZHeaderSearchResult>;

/** GET /api/learn/topicsPopular (§3.11 topics): the topics most published items carry, most used first. */
export const ZPopularTopics = z.object({
  tagIds: z.array(z.string()),
  tagMap: z.record(z.string(), z.object({ name: z.string(), slug: z.string() })),
});
export type TPopularTopics = z.infer<typeof ZPopularTopics>;

/** POST /api/learn/featuredList/{name} (§2.13 featured lists): the list's items, in order; editors only. */
export const ZFeaturedListSave = z.object({ itemIds: z.array(z.string().max(40)).max(50) });
export type TFeaturedListSave = z.infer<typeof ZFeaturedListSave>;

/**
 * GET /api/learn/ods/search/lessons (§3.11 lessons search result): lessons are tutorials; `items` holds their ids in
 * order and `lessonMap` their cards, `userMap` their authors, `skillMap` the skills they teach. Gurus, media and job
 * roles have no source on this platform yet: those maps answer empty.
 */
export const ZLessonsResult = z.object({
  items: z.array(z.string()),
  lessonMap: z.record(z.string(), ZSearchCard),
  userMap: z.record(z.string(), ZNamed),
  guruMap: z.record(z.string(), z.unknown()),
  mediaMap: z.record(z.string(), z.unknown()),
  skillMap: z.record(z.string(), ZSearchCard),
  jobRoleMap: z.record(z.string(), z.unknown()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TLessonsResult = z.infer<typeof ZLessonsResult>;
