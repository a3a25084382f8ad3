import { CONTENT_LANGUAGES, CONTENT_SKILL_LEVELS, EXPERIENCE_CATEGORIES } from '@questline/domain/constants';
import { richTextFromParagraphs, richTextPlain } from '@questline/domain/rules/rich-text';
import type { TContentDocument } from '@questline/domain/schemas/content';
import type pg from 'pg';
import { storedCard } from '../../apps/server/src/modules/content/content.presenter';
import { VOCABULARIES } from './vocabulary';

/**
 * The bench catalogue: N published items written straight into content_items with multi-row INSERTs (the content
 * service would take minutes for 100k), shaped as publishing writes them (`draft` = `published`, `card` from the
 * presenter's storedCard). Item i is a pure function of i, so a run resumes where an earlier one stopped and every
 * run measures the same catalogue. Generated rows are those whose slug starts with BENCH_SLUG_PREFIX.
 */
export const BENCH_SLUG_PREFIX = 'bench-';
const BATCH_SIZE = 2_000;

/** mulberry32: a small deterministic generator, one stream per item. */
const random = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const weighted = <T>(next: () => number, entries: readonly (readonly [T, number])[]): T => {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (entries.at(-1) as readonly [T, number])[0];
};
const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
const between = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1));

const TYPES = [
  ['tutorial', 40],
  ['quiz', 20],
  ['project', 15],
  ['course', 10],
  ['mission', 10],
  ['pathway', 5],
] as const;
type TBenchType = (typeof TYPES)[number][0];

/** English carries a third of the catalogue, the other eight languages share the rest. */
const LANGUAGES = CONTENT_LANGUAGES.map((language) => [language, language === 'en' ? 36 : 8] as const);
const LEVELS = CONTENT_SKILL_LEVELS.map((level, index) => [level, [10, 35, 30, 18, 7][index] ?? 1] as const);

/** Minutes (pathways: weeks, as the pathway document holds them). */
const DURATIONS: Record<TBenchType, readonly [number, number]> = {
  tutorial: [10, 120],
  quiz: [5, 30],
  project: [60, 600],
  course: [300, 3000],
  mission: [60, 900],
  pathway: [2, 16],
};

const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;
/** A fixed instant, so that item i is published at the same time on every run, and before the demo catalogue. */
const EPOCH = Date.UTC(2024, 0, 1);

export type TBenchItem = {
  type: TBenchType;
  slug: string;
  language: string;
  hidden: boolean;
  internalOnly: boolean;
  premium: boolean;
  document: TContentDocument;
  publishedAt: Date;
};

/** Item `index` of the bench catalogue: a title and a three-sentence description in one of the nine languages. */
export const benchItem = (index: number, topicIds: readonly number[]): TBenchItem => {
  const next = random(index * 2_654_435_761 + 1);
  const type = weighted(next, TYPES);
  const language = weighted(next, LANGUAGES);
  const vocabulary = VOCABULARIES[language];
  const a = pick(next, vocabulary.subjects);
  let b = pick(next, vocabulary.subjects);
  if (b === a) b = vocabulary.subjects[(vocabulary.subjects.indexOf(a) + 1) % vocabulary.subjects.length] as string;
  const fill = (pattern: string) => {
    const text = pattern.replace('{a}', a).replace('{b}', b);
    return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
  };
  const title = fill(pick(next, vocabulary.titles));
  // Three different sentences, in a random order.
  const sentences = [...vocabulary.sentences]
    .map((sentence) => ({ sentence, order: next() }))
    .sort((x, y) => x.order - y.order)
    .slice(0, 3)
    .map(({ sentence }) => fill(sentence));
  const description = richTextFromParagraphs([sentences.join(language === 'ja' || language === 'zh' ? '' : ' ')]);
  const [minDuration, maxDuration] = DURATIONS[type];
  const topics = topicIds.length
    ? [...new Set([pick(next, topicIds), pick(next, topicIds)])].slice(0, between(next, 1, 2))
    : [];
  const categories = [...new Set([pick(next, EXPERIENCE_CATEGORIES), pick(next, EXPERIENCE_CATEGORIES)])];
  const document: TContentDocument = {
    title,
    description,
    descPlain: richTextPlain(description),
    language,
    thumbnail: null,
    skillLevel: weighted(next, LEVELS),
    duration: between(next, minDuration, maxDuration),
    points: categories.map((categoryId) => ({ categoryId, point: between(next, 1, 10) * 50 })),
    topicIds: topics,
    industryIds: [],
    ...(type === 'tutorial' ? { isExercise: next() < 0.1 } : {}),
    ...(type === 'mission' || type === 'pathway' ? { shortDescription: sentences[0] } : {}),
    ...(type === 'pathway' ? { strapline: title } : {}),
  };
  return {
    type,
    slug: `${BENCH_SLUG_PREFIX}${String(index).padStart(6, '0')}`,
    language,
    hidden: next() < 0.02,
    internalOnly: next() < 0.01,
    premium: next() < 0.08,
    document,
    publishedAt: new Date(EPOCH - Math.floor(next() * THREE_YEARS_MS)),
  };
};

const COLUMNS = 9;
const insertBatch = async (client: pg.PoolClient, items: readonly TBenchItem[]) => {
  const values: unknown[] = [];
  const rows = items.map((item, row) => {
    const p = (column: number) => `$${row * COLUMNS + column}`;
    values.push(
      item.type,
      item.slug,
      item.language,
      item.hidden,
      item.internalOnly,
      item.premium,
      JSON.stringify(item.document),
      JSON.stringify(storedCard(item.document)),
      item.publishedAt,
    );
    return `(${p(1)}, ${p(2)}, ${p(3)}, 'published', ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}::jsonb, ${p(7)}::jsonb, ${p(8)}::jsonb, ${p(9)}, ${p(9)}, ${p(9)})`;
  });
  const result = await client.query<{ id: string }>(
    `INSERT INTO content_items (type, slug, language, status, hidden, internal_only, premium, draft, published, card,
       published_at, created_at, updated_at)
     VALUES ${rows.join(',\n')}
     ON CONFLICT (type, slug) DO NOTHING
     RETURNING id`,
    values,
  );
  return result.rows.map((row) => Number(row.id));
};

/**
 * Brings the search rows (search_documents) of the generated items up to date with the function the content repository
 * calls on every write (search_document_refresh, migration 0006_search), in chunks of ids.
 */
const refreshSearchData = async (client: pg.PoolClient, ids: readonly number[]) => {
  for (let from = 0; from < ids.length; from += 10_000)
    await client.query('SELECT search_document_refresh(id) FROM unnest($1::bigint[]) AS id', [
      ids.slice(from, from + 10_000),
    ]);
};

/**
 * Makes the bench catalogue hold `count` generated items: writes the missing ones (all in one transaction, so an
 * interrupted run leaves none half-indexed), refreshes their search data and re-analyses the table.
 */
export const ensureBenchCatalogue = async (
  pool: pg.Pool,
  count: number,
  progress: (message: string) => void = () => undefined,
) => {
  const client = await pool.connect();
  try {
    const existing = Number(
      (
        await client.query<{ count: string }>(
          `SELECT count(*) FROM content_items WHERE slug LIKE '${BENCH_SLUG_PREFIX}%'`,
        )
      ).rows[0]?.count ?? 0,
    );
    if (existing >= count) return { generated: 0, total: existing };
    const topicIds = (
      await client.query<{ id: string }>(`SELECT id FROM tags WHERE kind = 'topic' ORDER BY id`)
    ).rows.map((row) => Number(row.id));
    const started = performance.now();
    const ids: number[] = [];
    await client.query('BEGIN');
    try {
      for (let from = existing; from < count; from += BATCH_SIZE) {
        const items = Array.from({ length: Math.min(BATCH_SIZE, count - from) }, (_, offset) =>
          benchItem(from + offset, topicIds),
        );
        ids.push(...(await insertBatch(client, items)));
        const done = from + items.length - existing;
        if (done % 20_000 === 0 || done === count - existing)
          progress(`generated ${done} of ${count - existing} items`);
      }
      await refreshSearchData(client, ids);
      progress('search data refreshed');
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    // As autovacuum would within minutes of a bulk load: statistics, and the visibility map index-only scans need.
    await client.query('VACUUM ANALYZE content_items, search_documents');
    progress(`catalogue ready: ${ids.length} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { generated: ids.length, total: existing + ids.length };
  } finally {
    client.release();
  }
};
