import { RATING_PRIOR_WEIGHT } from '@questline/domain/rules/ratings';
import type { TBucket } from '@questline/domain/schemas/search';
import { SEARCH_TOTAL_CAP } from '@questline/domain/schemas/search';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';

/** How results are ordered: by relevance to the keyword, or by one of the §9 sorts. */
export type TSearchOrder =
  | 'relevance'
  | 'starts'
  | 'views'
  | 'collects'
  | 'recency'
  | 'rated'
  | 'title_asc'
  | 'title_desc'
  | 'duration';

/**
 * Who is searching, as far as the catalogue cares: `admin` (staff asking for admin search) lifts every visibility
 * rule; otherwise only published, unexpired, not hidden items are found, internal-only ones for staff, members-only
 * ones (uaaOnly, edlabOnly) for their members and staff.
 */
export type TSearchAudience = { admin: boolean; staff: boolean; uaaMember: boolean; edlabMember: boolean };

/**
 * A normalised search: every criterion already parsed and checked. Lists are ORs within themselves (types, skill
 * levels, languages, buckets); the fields are ANDed. `itemIds` (from sid / mid) restricts to those items; `tagIds`
 * must all be carried.
 */
export type TSearchSpec = {
  keyword: string;
  types: readonly string[];
  skillLevels: readonly string[];
  tagIds: readonly number[];
  itemIds: readonly number[] | null;
  missionId: number | null;
  exercise: boolean;
  /** educator:true narrows to items carrying an educator plan (§3.9): the /educators page's filtered content. */
  educator: boolean;
  /** premium:true narrows to premium items, premium:false (admin search) to the others; null takes both. */
  premium: boolean | null;
  languages: readonly string[];
  experience: readonly string[];
  durations: readonly TBucket[];
  instructionTimes: readonly TBucket[];
  ages: readonly string[];
  engineVersions: readonly string[];
  hidden: boolean | null;
  status: 'draft' | 'published' | null;
  /**
   * Live sessions (§7.5 period, tod): found only while opening (their end not passed) or once previous, and only
   * those starting within these UTC minute ranges of the day; other types are not concerned.
   */
  live: { period: 'opening' | 'previous' | null; startRanges: readonly (readonly [number, number])[] | null };
  /** §7.5 u: only the items this user owns. */
  ownerId: string | null;
  /** §7.5 itemId: the item the search is made from (its page), left out of the results. */
  excludeId: number | null;
  audience: TSearchAudience;
  order: TSearchOrder;
  offset: number;
  limit: number;
};

/** The engine's answer: the ids of one page, in order, and how many items match in all (at most TOTAL_CAP). */
export type TSearchHits = { ids: number[]; total: number };

/** One interface, so that another engine (a search service) can replace PostgreSQL later. */
export type TSearchEngine = { search: (spec: TSearchSpec) => Promise<TSearchHits> };

/** Counting stops here: beyond it the total reads as this many ('1000+'), which keeps broad searches fast. */
export const TOTAL_CAP = SEARCH_TOTAL_CAP;

/** Relevance ranks at most this many matches, the newest. */
export const RANK_WINDOW = 200;

/** The configurations search_config() maps content languages to; a keyword is read under each of them. */
const CONFIGS = ['english', 'german', 'spanish', 'french', 'portuguese', 'russian', 'simple'] as const;

/** Scripts without spaces between words: full-text word splitting fails there, trigram substrings find them. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The keyword as one tsquery: under every language configuration, the web-search reading of the whole keyword OR
 * the words before the last AND the last word as a prefix ('cha' finds 'character'). Words are stemmed by each
 * configuration, so 'running' finds 'run' in English items and 'Entwicklungen' finds 'Entwicklung' in German ones.
 * The readings are computed first and deduplicated (most configurations read a word alike), so the GIN scan looks
 * each lexeme up once; null when no configuration finds a word (only stop words).
 */
const keywordQuery = async (db: TDbOrTx, keyword: string): Promise<SQL | null> => {
  let readings = readingsOf.get(keyword);
  if (readings === undefined) {
    readings = await findReadings(db, keyword);
    if (readingsOf.size >= READINGS_KEPT) readingsOf.clear();
    readingsOf.set(keyword, readings);
  }
  return readings.length ? sql`${readings.join(' | ')}::tsquery` : null;
};

/** A keyword's readings depend on nothing but the keyword: they are kept, up to this many keywords. */
const READINGS_KEPT = 10_000;
const readingsOf = new Map<string, string[]>();

const findReadings = async (db: TDbOrTx, keyword: string) => {
  const words = keyword.split(/\s+/).filter(Boolean);
  const last = (words.at(-1) ?? '').replace(/[^\p{L}\p{N}]/gu, '');
  const rest = words.slice(0, -1).join(' ');
  const parts = CONFIGS.flatMap((config) => [
    sql`websearch_to_tsquery(${config}::regconfig, ${keyword})`,
    ...(last
      ? [sql`websearch_to_tsquery(${config}::regconfig, ${rest}) && to_tsquery(${config}::regconfig, ${`${last}:*`})`]
      : []),
  ]);
  const readings = rowsOf<{ q: string }>(
    await db.execute(
      sql`SELECT DISTINCT q::text AS q FROM unnest(ARRAY[${sql.join(parts, sql`, `)}]) q WHERE numnode(q) > 0 ORDER BY 1`,
    ),
  ).map((row) => row.q);
  return withoutSubsumed(readings).map((reading) => `(${reading})`);
};

/** A reading of one lexeme: 'charact' or 'charact':* (the prefix). */
const SINGLE = /^'((?:[^']|'')+)'(:\*)?$/;

/**
 * The readings less those another one already finds: 'charact':* finds 'charact', 'character' and 'character':*.
 * Every reading is tested against every row the index proposes, so each one dropped makes frequent keywords cheaper.
 */
export const withoutSubsumed = (readings: readonly string[]) => {
  const prefixes = readings.flatMap((reading) => {
    const match = SINGLE.exec(reading);
    return match?.[2] ? [match[1] as string] : [];
  });
  return readings.filter((reading) => {
    const match = SINGLE.exec(reading);
    if (!match) return true;
    const lexeme = match[1] as string;
    return !prefixes.some((prefix) => lexeme.startsWith(prefix) && (prefix !== lexeme || !match[2]));
  });
};

const bucketCondition = (value: SQL, buckets: readonly TBucket[]) =>
  sql`(${sql.join(
    buckets.map((bucket) =>
      bucket.max === null
        ? sql`${value} >= ${bucket.min}`
        : sql`(${value} >= ${bucket.min} AND ${value} < ${bucket.max})`,
    ),
    sql` OR `,
  )})`;

/** The document number at `field` (minutes), or null. */
const documentNumber = (field: string) =>
  sql`(CASE WHEN jsonb_typeof(coalesce(c.published, c.draft)->${field}) = 'number' THEN (coalesce(c.published, c.draft)->>${field})::numeric END)`;

/** An age bucket ('13_14', '15_17', '18+') as an overlap with the item's age range {min, max}. */
const ageCondition = (bucket: string) => {
  const [low, high] = bucket === '18+' ? [18, null] : bucket.split('_').map(Number);
  const range = sql`coalesce(c.published, c.draft)->'ageRange'`;
  const min = sql`(CASE WHEN jsonb_typeof(${range}->'min') = 'number' THEN (${range}->>'min')::numeric END)`;
  const max = sql`(CASE WHEN jsonb_typeof(${range}->'max') = 'number' THEN (${range}->>'max')::numeric END)`;
  return sql`((${min} IS NULL OR ${high ?? null}::numeric IS NULL OR ${min} <= ${high ?? null}) AND (${max} IS NULL OR ${max} >= ${low ?? 0}))`;
};

/** An engine version inside the item's 'min_max' range (either end open); version ids compare as text. */
const engineVersionCondition = (version: string) => {
  const range = sql`coalesce(coalesce(c.published, c.draft)->>'engineVersionRange', '_')`;
  return sql`((split_part(${range}, '_', 1) = '' OR split_part(${range}, '_', 1) <= ${version}) AND (split_part(${range}, '_', 2) = '' OR split_part(${range}, '_', 2) >= ${version}))`;
};

/** A live session's start or end instant (rangeTime, stored as ISO instants by authoring), or null. */
const liveInstant = (end: 'startTime' | 'endTime') => {
  const value = sql`coalesce(c.published, c.draft)->'rangeTime'->>${end}`;
  return sql`(CASE WHEN ${value} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' THEN (${value})::timestamptz END)`;
};

const liveCondition = ({ period, startRanges }: TSearchSpec['live']): SQL | null => {
  const all: SQL[] = [];
  if (period === 'opening') all.push(sql`${liveInstant('endTime')} > now()`);
  if (period === 'previous') all.push(sql`${liveInstant('endTime')} <= now()`);
  if (startRanges) {
    const minute = sql`(extract(hour FROM ${liveInstant('startTime')} AT TIME ZONE 'UTC') * 60 + extract(minute FROM ${liveInstant('startTime')} AT TIME ZONE 'UTC'))`;
    all.push(
      sql`(${sql.join(
        startRanges.map(([from, to]) => sql`(${minute} >= ${from} AND ${minute} < ${to})`),
        sql` OR `,
      )})`,
    );
  }
  return all.length ? sql.join(all, sql` AND `) : null;
};

/** Whether a search reads the item row itself: criteria on the document, or the title sort. */
const needsItem = (spec: TSearchSpec) =>
  spec.exercise ||
  spec.educator ||
  spec.experience.length > 0 ||
  spec.durations.length > 0 ||
  spec.instructionTimes.length > 0 ||
  spec.ages.length > 0 ||
  spec.engineVersions.length > 0 ||
  spec.live.period !== null ||
  spec.live.startRanges !== null ||
  spec.ownerId !== null ||
  spec.order === 'title_asc' ||
  spec.order === 'title_desc' ||
  spec.order === 'duration';

/**
 * The WHERE of a search: visibility, then each criterion. Conditions read search_documents (s) but for those on the
 * document, which read the item row (c) where needsItem() joins it.
 */
const conditions = (spec: TSearchSpec, keyword: { query: SQL | null; likes: SQL | null } | null): SQL => {
  const all: SQL[] = [];
  const { audience } = spec;
  if (!audience.admin) {
    all.push(sql`s.listed AND (s.unpublished_at IS NULL OR s.unpublished_at > now())`);
    if (!audience.staff) {
      all.push(sql`NOT s.internal_only`);
      if (!audience.uaaMember) all.push(sql`NOT s.uaa_only`);
      if (!audience.edlabMember) all.push(sql`NOT s.edlab_only`);
    }
  }
  all.push(sql`s.type IN ${spec.types}`);
  if (keyword) {
    const matches = [
      ...(keyword.query ? [sql`s.vector @@ ${keyword.query}`] : []),
      ...(keyword.likes ? [keyword.likes] : []),
    ];
    all.push(matches.length ? sql`(${sql.join(matches, sql` OR `)})` : sql`false`);
  }
  if (spec.skillLevels.length) all.push(sql`s.skill_level IN ${spec.skillLevels}`);
  if (spec.tagIds.length)
    all.push(sql`s.tag_ids @> ${sql.raw(`ARRAY[${spec.tagIds.map(Number).join(',')}]`)}::bigint[]`);
  if (spec.itemIds) all.push(spec.itemIds.length ? sql`s.item_id IN ${spec.itemIds}` : sql`false`);
  if (spec.missionId !== null) {
    all.push(
      sql`s.item_id IN (SELECT e.child_id FROM content_edges e WHERE e.parent_id = ${spec.missionId} AND e.role = 'content')`,
    );
  }
  if (spec.exercise) all.push(sql`coalesce(c.published, c.draft)->>'isExercise' = 'true'`);
  if (spec.educator) all.push(sql`jsonb_typeof(coalesce(c.published, c.draft)->'educatorPlan') = 'object'`);
  if (spec.premium !== null) all.push(sql`s.premium = ${spec.premium}`);
  if (spec.languages.length) all.push(sql`s.language IN ${spec.languages}`);
  if (spec.experience.length) {
    all.push(
      sql`EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(coalesce(c.published, c.draft)->'points') = 'array' THEN coalesce(c.published, c.draft)->'points' ELSE '[]'::jsonb END) p WHERE p->>'categoryId' IN ${spec.experience} AND jsonb_typeof(p->'point') = 'number' AND (p->>'point')::numeric > 0)`,
    );
  }
  if (spec.durations.length) all.push(bucketCondition(documentNumber('duration'), spec.durations));
  if (spec.instructionTimes.length) {
    all.push(
      bucketCondition(
        sql`coalesce(${documentNumber('instructionTime')}, ${documentNumber('duration')})`,
        spec.instructionTimes,
      ),
    );
  }
  if (spec.ages.length) all.push(sql`(${sql.join(spec.ages.map(ageCondition), sql` OR `)})`);
  if (spec.engineVersions.length) {
    all.push(sql`(${sql.join(spec.engineVersions.map(engineVersionCondition), sql` OR `)})`);
  }
  const live = liveCondition(spec.live);
  if (live) all.push(sql`(s.type <> 'liveSession' OR ${live})`);
  if (spec.ownerId !== null) all.push(sql`c.author_id = ${spec.ownerId}`);
  if (spec.excludeId !== null) all.push(sql`s.item_id <> ${spec.excludeId}`);
  if (spec.hidden !== null) all.push(sql`s.hidden = ${spec.hidden}`);
  if (spec.status !== null) all.push(sql`s.status = ${spec.status}`);
  return sql.join(all, sql` AND `);
};

/**
 * The domain's bayesianAverage (rules/ratings.ts) over the search rows: the item's ratings plus RATING_PRIOR_WEIGHT
 * votes of the site-wide mean (an uncorrelated subquery, computed once per statement).
 */
const PRIOR_WEIGHT = sql.raw(`${Number(RATING_PRIOR_WEIGHT)}::float8`);
const bayesianRating = sql`((s.rating_sum + ${PRIOR_WEIGHT} * (SELECT coalesce(sum(rating_sum)::float8 / nullif(sum(rating_count), 0), 0) FROM search_documents)) / (s.rating_count + ${PRIOR_WEIGHT}))`;

const orderBy = (order: TSearchOrder): SQL => {
  const recency = sql`s.published_at DESC NULLS LAST, s.item_id DESC NULLS LAST`;
  const title = sql`lower(coalesce(c.card->>'title', c.draft->>'title'))`;
  switch (order) {
    case 'starts':
      return sql`s.starts DESC NULLS LAST, s.item_id DESC NULLS LAST`;
    case 'views':
      return sql`s.views DESC NULLS LAST, s.item_id DESC NULLS LAST`;
    case 'rated':
      return sql`${bayesianRating} DESC, s.rating_count DESC, s.item_id DESC`;
    case 'collects':
      return sql`s.collects DESC NULLS LAST, s.item_id DESC NULLS LAST`;
    case 'title_asc':
      return sql`${title} ASC, s.item_id ASC`;
    case 'title_desc':
      return sql`${title} DESC, s.item_id DESC`;
    // Shortest first (the listings, issue 27): the duration rows show (a manual one already stands in it, §9);
    // items without one come last.
    case 'duration':
      return sql`${documentNumber('duration')} ASC NULLS LAST, s.item_id DESC`;
    default:
      return recency;
  }
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * PostgreSQL full-text search over search_documents (migration 0006): the keyword through the GIN index on the
 * weighted vector, Chinese, Japanese and Korean keywords also as substrings through the trigram index on the text,
 * ranked by ts_rank_cd (title weighs most) plus a bonus when the title starts with or resembles the keyword
 * (trigram similarity). Other criteria are conditions on the item row.
 *
 * One statement answers the page and the total. The total is only counted (a scan capped at TOTAL_CAP) when the rows
 * read for the page cannot tell it: a page that is not full, or a ranking window holding fewer rows than it may, has
 * seen every match. The count is an uncorrelated subquery in a CASE, which PostgreSQL runs only if that branch is taken.
 */
export const postgresSearchEngine = (db: TDbOrTx, options: { rankWindow?: number } = {}): TSearchEngine => ({
  search: async (spec) => {
    const rankWindow = options.rankWindow ?? RANK_WINDOW;
    const text = spec.keyword.trim().toLowerCase();
    const keyword = text
      ? {
          query: await keywordQuery(db, spec.keyword.trim()),
          likes: UNSPACED.test(text)
            ? sql`(${sql.join(
                text
                  .split(/\s+/)
                  .filter(Boolean)
                  .map((part) => sql`s.text LIKE ${likePattern(part)}`),
                sql` AND `,
              )})`
            : null,
        }
      : null;
    const where = conditions(spec, keyword);
    const from = needsItem(spec)
      ? sql`search_documents s JOIN content_items c ON c.id = s.item_id`
      : sql`search_documents s`;
    const counted = sql`(SELECT count(*) FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${TOTAL_CAP}) capped)`;
    let statement: SQL;
    if (keyword && spec.order === 'relevance') {
      // Ranking reads every candidate's vector, so it is bounded: the RANK_WINDOW newest matches are ranked, the older
      // ones follow newest first (a deeper page reads that far, and pages never overlap).
      const rank = sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', m.vector, ${keyword.query ?? sql`''::tsquery`})
        + CASE WHEN starts_with(m.text, ${text}) THEN 0.5 ELSE 0 END
        + 0.5 * similarity(split_part(m.text, E'\n', 1), ${text})`;
      const read = Math.max(rankWindow, spec.offset + spec.limit);
      const newest = sql`ORDER BY published_at DESC NULLS LAST, id DESC NULLS LAST LIMIT ${read}`;
      // Substring matches (Chinese, Japanese, Korean) are found through the trigram index first, every one of them
      // (read in recency order instead, each row's text would be searched until enough matched): they are the total.
      const [found, candidates, total] = keyword.likes
        ? [
            sql`WITH found AS MATERIALIZED (SELECT s.item_id AS id, s.published_at FROM ${from} WHERE ${where})`,
            sql`SELECT f.id, f.published_at, d.vector, d.text
              FROM (SELECT id, published_at FROM found ${newest}) f JOIN search_documents d ON d.item_id = f.id`,
            sql`least((SELECT count(*) FROM found), ${TOTAL_CAP})`,
          ]
        : [
            sql``,
            sql`SELECT s.item_id AS id, s.published_at, s.vector, s.text FROM ${from} WHERE ${where} ${newest}`,
            sql`CASE WHEN m.candidates < ${read} THEN least(m.candidates, ${TOTAL_CAP}) ELSE ${counted} END`,
          ];
      statement = sql`${found}
        SELECT m.id, ${total}::int AS total FROM (
          SELECT candidate.*, row_number() OVER (ORDER BY published_at DESC NULLS LAST, id DESC) AS n,
            count(*) OVER () AS candidates
          FROM (${candidates}) candidate
        ) m
        ORDER BY m.n <= ${rankWindow} DESC, CASE WHEN m.n <= ${rankWindow} THEN ${rank} END DESC,
          m.published_at DESC NULLS LAST, m.id DESC
        LIMIT ${spec.limit} OFFSET ${spec.offset}`;
    } else {
      statement = sql`SELECT p.id,
          (CASE WHEN count(*) OVER () < ${spec.limit} THEN least(${spec.offset} + count(*) OVER (), ${TOTAL_CAP})
            ELSE ${counted} END)::int AS total
        FROM (
          SELECT s.item_id AS id, row_number() OVER (ORDER BY ${orderBy(spec.order)}) AS position
          FROM ${from} WHERE ${where} ORDER BY ${orderBy(spec.order)} LIMIT ${spec.limit} OFFSET ${spec.offset}
        ) p
        ORDER BY p.position`;
    }
    const rows = rowsOf<{ id: number | string; total: number }>(await db.execute(statement));
    // A page past the last match has no row to carry the total.
    const total =
      rows[0]?.total ??
      (spec.offset > 0 ? Number(rowsOf<{ n: number }>(await db.execute(sql`SELECT ${counted}::int AS n`))[0]?.n) : 0);
    return { ids: rows.map((row) => Number(row.id)), total: Number(total) };
  },
});
