import {
  CONTENT_LANGUAGES,
  CONTENT_SKILL_LEVELS,
  EXPERIENCE_CATEGORIES,
  LISTING_SORT_KEYS,
  SEARCH_SORT_KEYS,
} from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { parseItemId } from '@questline/domain/ids';
import { timeOfDayInUtc } from '@questline/domain/rules/ranges';
import { parseCriterion } from '@questline/domain/rules/search-criteria';
import type { TSearchQuery } from '@questline/domain/schemas/learner';
import {
  ADMIN_CRITERIA,
  AGE_BUCKETS,
  DURATION_BUCKETS,
  INSTRUCTION_TIME_BUCKETS,
  SEARCH_TYPES,
  type TBucket,
  type THeaderSearchResult,
  type TLessonsResult,
  type TPopularTopics,
  type TSearchCard,
  type TSearchResultSet,
  type TSearchType,
} from '@questline/domain/schemas/search';
import type { TDbOrTx } from '../../db/client';
import { contentTaggedWithSkill } from '../authoring/skill-tagged';
import { findItems } from '../content/content.repository';
import { isStaff, type TViewer } from '../learn/learn.policy';
import { presentRecordMap } from '../learn/learn.presenter';
import { collectedIds, findRecords } from '../learn/learn.repository';
import { presentSearchCard, publicIdOf } from './search.presenter';
import { findSearchRows, popularTopics, skillEdgesOf, type TSearchRow } from './search.repository';
import type { TSearchCache } from './search-cache';
import { postgresSearchEngine, type TSearchOrder, type TSearchSpec } from './search-engine';

const refuse = (path: 'k' | 'ob') => new AppError('invalid_request', { fields: [{ path, key: 'invalid_request' }] });
const forbidden = () => new AppError('forbidden');

const oneOf = <T extends string>(values: readonly T[], value: string): T => {
  if (!(values as readonly string[]).includes(value)) throw refuse('k');
  return value as T;
};
const bucketOf = (buckets: readonly TBucket[], id: string) => {
  const bucket = buckets.find((entry) => entry.id === id);
  if (!bucket) throw refuse('k');
  return bucket;
};
const tagIdOf = (value: string) => {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) throw refuse('k');
  return Number(value);
};
/** An item id of `type`, prefixed ('sk_12') or bare ('12'). */
const refOf = (value: string, type: 'skill' | 'mission') => {
  if (/^[1-9][0-9]{0,15}$/.test(value)) return Number(value);
  const parsed = parseItemId(value);
  if (!parsed || parsed.type !== type) throw refuse('k');
  return parsed.id;
};
const flagOf = (value: string) => oneOf(['true', 'false'] as const, value) === 'true';

type TAudience = TSearchSpec['audience'];

const audienceOf = (viewer: TViewer, admin: boolean): TAudience => ({
  admin,
  staff: isStaff(viewer),
  uaaMember: viewer?.memberships.includes('uaaMember') === true,
  edlabMember: viewer?.memberships.includes('edlabMember') === true,
});

/**
 * The criteria of `k` (already checked for shape and keys by ZCriteria) as a search spec: values checked, admin keys
 * refused (400) unless `admin`. Repeated type / t / skillLevel and the admin list keys are ORs; different keys AND.
 */
export const specOf = async (
  db: TDbOrTx,
  criteria: readonly string[],
  options: {
    audience: TAudience;
    order: TSearchOrder;
    page: number;
    pageSize: number;
    defaultTypes: readonly string[];
  },
): Promise<TSearchSpec> => {
  const spec: TSearchSpec = {
    keyword: '',
    types: [],
    skillLevels: [],
    tagIds: [],
    itemIds: null,
    missionId: null,
    exercise: false,
    educator: false,
    premium: null,
    languages: [],
    experience: [],
    durations: [],
    instructionTimes: [],
    ages: [],
    engineVersions: [],
    hidden: null,
    status: null,
    live: { period: null, startRanges: null },
    ownerId: null,
    excludeId: null,
    audience: options.audience,
    order: options.order,
    offset: (options.page - 1) * options.pageSize,
    limit: options.pageSize,
  };
  const keywords: string[] = [];
  const types = new Set<string>();
  const push = <T>(list: readonly T[], value: T) => [...list, value];
  for (const entry of criteria) {
    const criterion = parseCriterion(entry);
    if (!criterion) throw refuse('k');
    const { key, value } = criterion;
    if ((ADMIN_CRITERIA as readonly string[]).includes(key) && !options.audience.admin) throw refuse('k');
    switch (key) {
      case 'query':
        if (value.trim()) keywords.push(value.trim());
        break;
      case 'type':
      case 't':
        types.add(oneOf(SEARCH_TYPES, value));
        break;
      case 'skillLevel':
        spec.skillLevels = push(spec.skillLevels, oneOf(CONTENT_SKILL_LEVELS, value));
        break;
      case 'tag':
      case 'industry':
        spec.tagIds = push(spec.tagIds, tagIdOf(value));
        break;
      case 'sid': {
        const tagged = await contentTaggedWithSkill(db, refOf(value, 'skill'));
        const ids = [...tagged.tutorialIds, ...tagged.projectIds, ...tagged.courseIds];
        spec.itemIds = spec.itemIds ? spec.itemIds.filter((id) => ids.includes(id)) : ids;
        break;
      }
      case 'mid':
        spec.missionId = refOf(value, 'mission');
        break;
      case 'exercise':
        spec.exercise = flagOf(value);
        break;
      case 'educator':
        spec.educator = flagOf(value);
        break;
      case 'premium':
        spec.premium = flagOf(value);
        break;
      case 'language':
        spec.languages = push(spec.languages, oneOf(CONTENT_LANGUAGES, value));
        break;
      case 'experience':
        spec.experience = push(spec.experience, oneOf(EXPERIENCE_CATEGORIES, value));
        break;
      case 'duration':
        spec.durations = push(spec.durations, bucketOf(DURATION_BUCKETS, value));
        break;
      case 'instructionTime':
        spec.instructionTimes = push(spec.instructionTimes, bucketOf(INSTRUCTION_TIME_BUCKETS, value));
        break;
      case 'age':
        spec.ages = push(spec.ages, oneOf(AGE_BUCKETS, value));
        break;
      case 'engineVersion':
        if (!/^[\w.-]{1,40}$/.test(value)) throw refuse('k');
        spec.engineVersions = push(spec.engineVersions, value);
        break;
      case 'hidden':
        spec.hidden = flagOf(value);
        break;
      case 'status':
        spec.status = oneOf(['draft', 'published'] as const, value);
        break;
      default:
        throw refuse('k');
    }
  }
  spec.keyword = keywords.join(' ').slice(0, 200);
  spec.types = types.size ? [...types] : options.defaultTypes;
  return spec;
};

/** Sorts anyone may ask: the search page's, and the listings' (shortest first). */
const LEARNER_SORTS: readonly string[] = [...SEARCH_SORT_KEYS, ...LISTING_SORT_KEYS];

/**
 * The sort of a search: relevance for a keyword, else recency, unless asked; learners may ask starts, recency or
 * duration (shortest first), admins any.
 */
const orderOf = (ob: TSearchQuery['ob'], admin: boolean, hasKeyword: boolean): TSearchOrder => {
  if (ob && !admin && !LEARNER_SORTS.includes(ob)) throw refuse('ob');
  return ob ?? (hasKeyword ? 'relevance' : 'recency');
};

const hasKeyword = (criteria: readonly string[]) =>
  criteria.some((entry) => parseCriterion(entry)?.key === 'query' && Boolean(parseCriterion(entry)?.value.trim()));

/** Cards of the found ids, in their order: stored cards, drafts carded from their rows. */
const cardsOf = async (db: TDbOrTx, ids: readonly number[]) => {
  const rows = new Map((await findSearchRows(db, ids)).map((row) => [row.id, row]));
  const uncarded = [...rows.values()].filter((row) => !row.card).map((row) => row.id);
  const full = new Map((await findItems(db, uncarded)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ row, card: presentSearchCard(row, full.get(id)) }] : [];
  });
};

/** The authors of found items (§3.11 userMap). */
const userMapOf = (found: readonly { row: TSearchRow }[]) =>
  Object.fromEntries(
    found.flatMap(({ row }) =>
      row.authorId ? [[row.authorId, { id: row.authorId, name: row.authorName ?? '' }]] : [],
    ),
  );

const emptyLearner = () => ({ collectMap: {}, likeMap: {}, quizMap: {}, recordMap: {} });

type TFoundItem = { id: number; type: string };
/** A result set as every viewer of one audience sees it: all but the learner maps, and the items to make them of. */
type TSharedResultSet = { result: Omit<TSearchResultSet, 'learner'>; items: TFoundItem[] };

/** Without a cache (the benchmark's SQL capture, scripts): every search computed. */
const UNCACHED: Pick<TSearchCache, 'through'> = { through: (_key, compute) => compute() };

/** What a kept answer is known by: the endpoint, the audience and every query parameter. */
const cacheKey = (endpoint: string, audience: TAudience, query: unknown) =>
  JSON.stringify([endpoint, audience.staff, audience.uaaMember, audience.edlabMember, query]);

const findResultSet = async (db: TDbOrTx, audience: TAudience, query: TSearchQuery): Promise<TSharedResultSet> => {
  const order = orderOf(query.ob, audience.admin, hasKeyword(query.k));
  const spec = await specOf(db, query.k, {
    audience,
    order,
    page: query.page,
    pageSize: query.pageSize,
    defaultTypes: SEARCH_TYPES,
  });
  spec.live = { period: query.period ?? null, startRanges: query.tod ? timeOfDayInUtc(query.tod, 0) : null };
  spec.ownerId = query.u ?? null;
  spec.excludeId = query.itemId ? (parseItemId(query.itemId)?.id ?? null) : null;
  const hits = await postgresSearchEngine(db).search(spec);
  const found = await cardsOf(db, hits.ids);
  const maps = Object.fromEntries(SEARCH_TYPES.map((type) => [`${type}Map`, {} as Record<string, TSearchCard>])) as {
    [type in `${TSearchType}Map`]: Record<string, TSearchCard>;
  };
  for (const { card } of found) maps[`${card.type as TSearchType}Map`][card.id] = card;
  const tagRows = found.flatMap(({ row }) => row.tags ?? []);
  const tagMap = (kind: 'topic' | 'industry') =>
    Object.fromEntries(
      tagRows.filter((tag) => tag.kind === kind).map((tag) => [String(tag.id), { id: String(tag.id), name: tag.name }]),
    );
  return {
    result: {
      results: found.map(
        ({ card }) => ({ type: card.type, [card.type]: { id: card.id } }) as TSearchResultSet['results'][number],
      ),
      ...maps,
      userMap: userMapOf(found),
      // The counts are kept on the search row (collects by a trigger, comments by modules/comments, views by
      // modules/views), and change no catalogue generation: a kept answer shows them as they were, for
      // SEARCH_CACHE_TTL_MS at most.
      statsMap: Object.fromEntries(
        found.map(({ row, card }) => [
          card.id,
          { collectCount: row.collects ?? 0, commentCount: row.comments ?? 0, viewCount: row.views ?? 0 },
        ]),
      ),
      industryMap: tagMap('industry'),
      topicMap: tagMap('topic'),
      criteria: query.k,
      page: query.page,
      pageSize: query.pageSize,
      text: spec.keyword,
      total: hits.total,
    },
    items: found.map(({ row }) => ({ id: row.id, type: row.type })),
  };
};

/**
 * GET /api/learn/search (§7.5, §3.11): the result set of one page with its maps, apart from the viewer's learner maps.
 * What every viewer of the audience sees comes from `cache` (admin search never does: it shows drafts as they are
 * saved), as the same object on every hit.
 */
export const searchParts = async (
  db: TDbOrTx,
  viewer: TViewer,
  query: TSearchQuery,
  cache: Pick<TSearchCache, 'through'> = UNCACHED,
  catalogueDb: TDbOrTx = db,
): Promise<{ shared: TSharedResultSet['result']; learner: TSearchResultSet['learner'] }> => {
  const admin = query.admin === true;
  if (admin && !isStaff(viewer)) throw forbidden();
  const audience = audienceOf(viewer, admin);
  // Staff searching drafts read the primary: what they just saved must be there.
  const shared = admin
    ? await findResultSet(db, audience, query)
    : await cache.through(cacheKey('search', audience, query), () => findResultSet(catalogueDb, audience, query));
  return { shared: shared.result, learner: await learnerMaps(db, viewer, shared.items) };
};

/** The whole result set of GET /api/learn/search, learner maps included. */
export const search = async (
  db: TDbOrTx,
  viewer: TViewer,
  query: TSearchQuery,
  cache: Pick<TSearchCache, 'through'> = UNCACHED,
): Promise<TSearchResultSet> => {
  const { shared, learner } = await searchParts(db, viewer, query, cache);
  return { ...shared, learner };
};

/** The signed-in viewer's saved items and records among the results; likes and quiz maps answer empty until kept. */
const learnerMaps = async (
  db: TDbOrTx,
  viewer: TViewer,
  items: readonly TFoundItem[],
): Promise<TSearchResultSet['learner']> => {
  if (!viewer || !items.length) return emptyLearner();
  const ids = items.map((item) => item.id);
  const [collected, records] = await Promise.all([collectedIds(db, viewer.id, ids), findRecords(db, viewer.id, ids)]);
  const collectedSet = new Set(collected);
  return {
    collectMap: Object.fromEntries(
      items.filter((item) => collectedSet.has(item.id)).map((item) => [publicIdOf(item), true]),
    ),
    likeMap: {},
    quizMap: {},
    recordMap: presentRecordMap(records),
  };
};

export const HEADER_SEARCH_ROWS = 10;

const findHeaderRows = async (
  db: TDbOrTx,
  audience: TAudience,
  usable: readonly string[],
): Promise<THeaderSearchResult> => {
  const spec = await specOf(db, usable, {
    audience,
    order: 'relevance',
    page: 1,
    pageSize: HEADER_SEARCH_ROWS,
    defaultTypes: SEARCH_TYPES.filter((type) => type !== 'quiz'),
  });
  if (!spec.keyword) return { text: '', total: 0, results: [] };
  const hits = await postgresSearchEngine(db).search(spec);
  return { text: spec.keyword, total: hits.total, results: (await cardsOf(db, hits.ids)).map(({ card }) => card) };
};

/**
 * GET /api/learn/headerSearch (§2.6): the first rows for the typed keyword, quizzes left out unless asked for; an
 * empty keyword finds nothing.
 */
export const headerSearch = async (
  db: TDbOrTx,
  viewer: TViewer,
  criteria: readonly string[],
  cache: Pick<TSearchCache, 'through'> = UNCACHED,
): Promise<THeaderSearchResult> => {
  const usable = criteria.filter((entry) => ['query', 'type', 't'].includes(parseCriterion(entry)?.key ?? ''));
  if (usable.length !== criteria.length) throw refuse('k');
  const audience = audienceOf(viewer, false);
  return cache.through(cacheKey('headerSearch', audience, usable), () => findHeaderRows(db, audience, usable));
};

export const POPULAR_TOPICS = 30;

/** GET /api/learn/topicsPopular (§2.6): the topics most listed items carry, most used first. */
export const topicsPopular = async (db: TDbOrTx): Promise<TPopularTopics> => {
  const topics = await popularTopics(db, POPULAR_TOPICS);
  return {
    tagIds: topics.map((topic) => String(topic.id)),
    tagMap: Object.fromEntries(topics.map((topic) => [String(topic.id), { name: topic.name, slug: topic.slug }])),
  };
};

/** GET /api/learn/ods/search/lessons (§3.11): a search of tutorials (lessons) in the lessons result shape. */
export const searchLessons = async (
  db: TDbOrTx,
  viewer: TViewer,
  query: { k: string[]; page: number; pageSize: number },
): Promise<TLessonsResult> => {
  const criteria = query.k.filter((entry) => !['type', 't'].includes(parseCriterion(entry)?.key ?? ''));
  const spec = await specOf(db, criteria, {
    audience: audienceOf(viewer, false),
    order: hasKeyword(criteria) ? 'relevance' : 'recency',
    page: query.page,
    pageSize: query.pageSize,
    defaultTypes: ['tutorial'],
  });
  const hits = await postgresSearchEngine(db).search(spec);
  const found = await cardsOf(db, hits.ids);
  const edges = await skillEdgesOf(
    db,
    found.map(({ row }) => row.id),
  );
  const skills = await cardsOf(db, [...new Set(edges.map((edge) => edge.childId))]);
  return {
    items: found.map(({ card }) => card.id),
    lessonMap: Object.fromEntries(found.map(({ card }) => [card.id, card])),
    userMap: userMapOf(found),
    guruMap: {},
    mediaMap: {},
    skillMap: Object.fromEntries(
      skills.filter(({ row }) => row.status === 'published' && !row.hidden).map(({ card }) => [card.id, card]),
    ),
    jobRoleMap: {},
    total: hits.total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
