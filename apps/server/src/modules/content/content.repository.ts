import { TOTAL_CAP } from '@questline/domain/constants';
import { parseItemId } from '@questline/domain/ids';
import type { TItemDocument } from '@questline/domain/schemas/content';
import { and, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { anyOf, runPrepared } from '../../db/prepared';
import {
  contentEdges,
  contentItems,
  contentVersions,
  files,
  searchDocuments,
  type TStoredCard,
  tags,
  users,
} from '../../db/schema';

export type TContentRow = typeof contentItems.$inferSelect;
export type TNewContentRow = typeof contentItems.$inferInsert;

/**
 * Rewrites an item's search row (search_documents: weighted vector, trigram text, tag ids) from its newest document
 * and tags, in the caller's transaction. Every write of content_items below goes through here, so search never reads
 * a stale document; this process's cached search answers are dropped one level up (content.service saveItem).
 */
const refreshSearchDocument = async (db: TDbOrTx, id: number) => {
  await db.execute(sql`SELECT search_document_refresh(${id})`);
};

export const insertItem = async (db: TDbOrTx, row: TNewContentRow): Promise<TContentRow> => {
  const [inserted] = await db.insert(contentItems).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  await refreshSearchDocument(db, inserted.id);
  return inserted;
};

export const updateItem = async (db: TDbOrTx, id: number, patch: Partial<TNewContentRow>): Promise<TContentRow> => {
  const [updated] = await db
    .update(contentItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(contentItems.id, id))
    .returning();
  if (!updated) throw new Error(`content item ${id} vanished`);
  await refreshSearchDocument(db, id);
  return updated;
};

const itemById = (db: TDbOrTx) =>
  db
    .select()
    .from(contentItems)
    .where(eq(contentItems.id, sql.placeholder('id')))
    .limit(1)
    .prepare('item_by_id');

export const findItem = async (db: TDbOrTx, id: number): Promise<TContentRow | undefined> =>
  (await runPrepared(db, itemById, { id }))[0];

/** The row of one item, locked for the rest of the transaction: concurrent saves of one item queue up. */
export const findItemForUpdate = async (db: TDbOrTx, id: number): Promise<TContentRow | undefined> =>
  (await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1).for('update'))[0];

const itemBySlug = (db: TDbOrTx) =>
  db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, sql.placeholder('type')), eq(contentItems.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('item_by_slug');

export const findItemBySlug = async (db: TDbOrTx, type: string, slug: string): Promise<TContentRow | undefined> =>
  (await runPrepared(db, itemBySlug, { type, slug }))[0];

/** The item of a type named by its prefixed id or its slug; an id of another type's item names nothing. */
export const findItemByIdOrSlug = async (db: TDbOrTx, type: string, idOrSlug: string) => {
  const parsed = parseItemId(idOrSlug);
  if (!parsed) return findItemBySlug(db, type, idOrSlug);
  const row = parsed.type === type ? await findItem(db, parsed.id) : undefined;
  return row?.type === type ? row : undefined;
};

/**
 * Whether an item of a type exists by its prefixed id or its slug, whatever its status: one indexed lookup of the id
 * alone, for the web app's page paths (lib/web-app.ts).
 */
export const itemExists = async (db: TDbOrTx, type: string, idOrSlug: string) => {
  const parsed = parseItemId(idOrSlug);
  if (parsed && parsed.type !== type) return false;
  const where = parsed
    ? and(eq(contentItems.id, parsed.id), eq(contentItems.type, type))
    : and(eq(contentItems.type, type), eq(contentItems.slug, idOrSlug));
  return (await db.select({ id: contentItems.id }).from(contentItems).where(where).limit(1)).length > 0;
};

/** Many items by id, in no particular order. */
const itemsByIds = (db: TDbOrTx) =>
  db.select().from(contentItems).where(anyOf(contentItems.id, 'ids')).prepare('items_by_ids');

export const findItems = async (db: TDbOrTx, ids: readonly number[]): Promise<TContentRow[]> =>
  ids.length ? runPrepared(db, itemsByIds, { ids: [...new Set(ids)] }) : [];

/**
 * The published items of one translation family (§3.1 source): the original `rootId` and every translation made from
 * it, with what a learner's gates read of them (learn.policy). A family is a handful of rows, found by id and by the
 * source index.
 */
const publishedTranslations = (db: TDbOrTx) =>
  db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      slug: contentItems.slug,
      language: contentItems.language,
      status: contentItems.status,
      internalOnly: contentItems.internalOnly,
      uaaOnly: contentItems.uaaOnly,
      edlabOnly: contentItems.edlabOnly,
      unpublishedAt: contentItems.unpublishedAt,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.status, 'published'),
        or(eq(contentItems.id, sql.placeholder('rootId')), eq(contentItems.sourceId, sql.placeholder('rootId'))),
      ),
    )
    .prepare('published_translations');

export const findPublishedTranslations = (db: TDbOrTx, rootId: number) =>
  runPrepared(db, publishedTranslations, { rootId });

export const existingFileIds = async (db: TDbOrTx, ids: readonly string[]) =>
  ids.length
    ? (
        await db
          .select({ id: files.id })
          .from(files)
          .where(inArray(files.id, [...new Set(ids)]))
      ).map((row) => row.id)
    : [];

export const userExists = async (db: TDbOrTx, id: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)).length > 0;

/** Holds the slug base of a type for the rest of the transaction (a transaction-level advisory lock). */
export const lockSlugBase = async (db: TDbOrTx, type: string, base: string) => {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`slug:${type}:${base}`}))`);
};

/** Slugs of this type that start with `base`, to pick a free one. */
export const slugsLike = async (db: TDbOrTx, type: string, base: string, exceptId?: number): Promise<string[]> =>
  (
    await db
      .select({ slug: contentItems.slug })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.type, type),
          like(contentItems.slug, `${base.replace(/[%_\\]/g, '\\$&')}%`),
          exceptId === undefined ? undefined : ne(contentItems.id, exceptId),
        ),
      )
  ).map((row) => row.slug);

export const countItems = async (db: TDbOrTx) => (await db.$count(contentItems)) as number;

export const insertVersion = async (
  db: TDbOrTx,
  row: { itemId: number; revision: number; document: TItemDocument; publishedBy: string | null },
) => {
  const [{ next } = { next: 1 }] = await db
    .select({ next: sql<number>`coalesce(max(${contentVersions.version}), 0) + 1` })
    .from(contentVersions)
    .where(eq(contentVersions.itemId, row.itemId));
  await db.insert(contentVersions).values({ ...row, version: Number(next) });
  return Number(next);
};

/** The newest published version number of an item (content_versions), or null before its first publish. */
export const latestVersion = async (db: TDbOrTx, itemId: number): Promise<number | null> => {
  const [row] = await db
    .select({ version: sql<number | null>`max(${contentVersions.version})` })
    .from(contentVersions)
    .where(eq(contentVersions.itemId, itemId));
  return row?.version === null || row?.version === undefined ? null : Number(row.version);
};

/** Replaces the children of `parentId` in one role, keeping the given order as positions. */
export const replaceEdges = async (db: TDbOrTx, parentId: number, role: string, childIds: readonly number[]) => {
  await db.delete(contentEdges).where(and(eq(contentEdges.parentId, parentId), eq(contentEdges.role, role)));
  if (childIds.length === 0) return;
  await db
    .insert(contentEdges)
    .values([...new Set(childIds)].map((childId, position) => ({ parentId, childId, role, position })));
};

/** The children of an item in one role, in their order. */
export const childIdsInRole = async (db: TDbOrTx, parentId: number, role: string) =>
  (
    await db
      .select({ childId: contentEdges.childId })
      .from(contentEdges)
      .where(and(eq(contentEdges.parentId, parentId), eq(contentEdges.role, role)))
      .orderBy(contentEdges.position)
  ).map((row) => row.childId);

/** The children of some items in one role, each parent's in order. */
export const childrenOf = async (db: TDbOrTx, parentIds: readonly number[], role: string) =>
  parentIds.length
    ? db
        .select({ parentId: contentEdges.parentId, childId: contentEdges.childId })
        .from(contentEdges)
        .where(and(inArray(contentEdges.parentId, [...new Set(parentIds)]), eq(contentEdges.role, role)))
        .orderBy(contentEdges.parentId, contentEdges.position)
    : [];

/** Published items of `type` that hold `childId` in one role (the missions naming a mission as prerequisite, ...). */
export const publishedParentIds = async (db: TDbOrTx, childId: number, role: string, type: string) =>
  (
    await db
      .select({ id: contentItems.id })
      .from(contentEdges)
      .innerJoin(contentItems, eq(contentItems.id, contentEdges.parentId))
      .where(
        and(
          eq(contentEdges.childId, childId),
          eq(contentEdges.role, role),
          eq(contentItems.type, type),
          eq(contentItems.status, 'published'),
        ),
      )
      .orderBy(contentItems.id)
  ).map((row) => row.id);

/** The `role` edges from published parents of `type` to any of `childIds`, ordered by parent id. */
export const publishedParentEdges = async (
  db: TDbOrTx,
  childIds: readonly number[],
  role: string,
  type: string,
): Promise<{ parentId: number; childId: number }[]> =>
  childIds.length
    ? db
        .select({ parentId: contentEdges.parentId, childId: contentEdges.childId })
        .from(contentEdges)
        .innerJoin(contentItems, eq(contentItems.id, contentEdges.parentId))
        .where(
          and(
            inArray(contentEdges.childId, [...new Set(childIds)]),
            eq(contentEdges.role, role),
            eq(contentItems.type, type),
            eq(contentItems.status, 'published'),
          ),
        )
        .orderBy(contentEdges.parentId, contentEdges.childId)
    : [];

export type TCardRow = Pick<TContentRow, 'id' | 'type' | 'slug' | 'language' | 'premium' | 'status'> & {
  card: TStoredCard | null;
};

/** The counts a card shows beside its display fields, kept on the item's search row (views, the ratings' totals). */
export type TCardStats = { views: number; ratingSum: number; ratingCount: number };

const cardStatsByIds = (db: TDbOrTx) =>
  db
    .select({
      itemId: searchDocuments.itemId,
      views: searchDocuments.views,
      ratingSum: searchDocuments.ratingSum,
      ratingCount: searchDocuments.ratingCount,
    })
    .from(searchDocuments)
    .where(anyOf(searchDocuments.itemId, 'ids'))
    .prepare('card_stats_by_ids');

/**
 * The card counts of many items, by item id, in one lookup of their search rows: what lists add to the cards they
 * present (content.presenter presentCard). An item without a search row is not in the map, and its card shows none.
 */
export const findCardStats = async (db: TDbOrTx, ids: readonly number[]): Promise<Map<number, TCardStats>> =>
  new Map(
    ids.length
      ? (await runPrepared(db, cardStatsByIds, { ids: [...new Set(ids)] })).map(({ itemId, ...stats }) => [
          itemId,
          stats,
        ])
      : [],
  );

/** Published, listed items (not hidden, not internal-only, not expired), as SQL over a table alias. */
const listedAs = (alias: string) =>
  sql.raw(
    `${alias}.status = 'published' AND NOT ${alias}.hidden AND NOT ${alias}.internal_only ` +
      `AND (${alias}.unpublished_at IS NULL OR ${alias}.unpublished_at > now())`,
  );

/**
 * The newest `perType` listed items of each type and each type's total (capped at TOTAL_CAP), in one query:
 * per type, a top-N walk of the listing index (type, published_at, id, all descending with nulls last, as the index
 * is) and a count that stops at the cap, so the cost does not grow with the catalogue.
 */
export const newestListedPerType = async (db: TDbOrTx, types: readonly string[], perType: number) => {
  const result = (await db.execute(sql`
    SELECT c.id, c.type, c.slug, c.language, c.premium, c.status, c.card, n.total
    FROM unnest(${`{${types.join(',')}}`}::text[]) WITH ORDINALITY AS t(type, ord)
    CROSS JOIN LATERAL (
      SELECT i.id, i.type, i.slug, i.language, i.premium, i.status, i.card, i.published_at
      FROM content_items i
      WHERE i.type = t.type AND ${listedAs('i')}
      ORDER BY i.published_at DESC NULLS LAST, i.id DESC NULLS LAST
      LIMIT ${perType}
    ) c
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS total FROM (
        SELECT 1 FROM content_items j WHERE j.type = t.type AND ${listedAs('j')}
        -- In the listed index's order, so the planner walks it and stops at the cap, instead of betting on a
        -- table scan that finds the cap early (it does not for a rare type: seconds at 1M items).
        ORDER BY j.published_at DESC NULLS LAST, j.id DESC NULLS LAST
        LIMIT ${TOTAL_CAP}
      ) capped
    ) n
    ORDER BY t.ord, c.published_at DESC NULLS LAST, c.id DESC`)) as unknown as {
    rows: (Omit<TCardRow, 'id'> & { id: unknown; total: unknown })[];
  };
  return result.rows.map(({ total, id, ...card }) => ({ card: { ...card, id: Number(id) }, total: Number(total) }));
};

/**
 * The home page's live sessions (§2.10): the listed ones still opening (not ended at `now`), soonest first, then the
 * previous ones that have a recording, latest first; at most `limit`. A previous session without a recording has
 * nothing left to offer there. Instants are stored as ISO text in UTC, so text order is time order. Host offset and
 * recording are read from the published document, so cards stored before they were kept show them too.
 */
export const homeLiveSessions = async (db: TDbOrTx, now: Date, limit: number) => {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    SELECT id, type, slug, language, premium, status, card, start_time, end_time, utc_offset, recording
    FROM (
      SELECT i.id, i.type, i.slug, i.language, i.premium, i.status, i.card,
        i.published -> 'rangeTime' ->> 'startTime' AS start_time,
        i.published -> 'rangeTime' ->> 'endTime' AS end_time,
        i.published -> 'utcOffset' AS utc_offset,
        (i.published -> 'previousVideo' ->> 'id') IS NOT NULL AS recording
      FROM content_items i
      WHERE i.type = 'liveSession' AND ${listedAs('i')}
    ) s
    WHERE start_time IS NOT NULL AND end_time IS NOT NULL AND (end_time > ${at} OR recording)
    ORDER BY end_time > ${at} DESC,
      CASE WHEN end_time > ${at} THEN start_time END ASC,
      start_time DESC, id DESC
    LIMIT ${limit}`)) as unknown as {
    rows: (Omit<TCardRow, 'id'> & {
      id: unknown;
      start_time: string;
      end_time: string;
      utc_offset: unknown;
      recording: boolean;
    })[];
  };
  return result.rows.map(({ id, start_time, end_time, utc_offset, recording, ...row }) => {
    const card = row.card ? { ...row.card, startTime: start_time } : null;
    const live = { endTime: end_time, utcOffset: typeof utc_offset === 'number' ? utc_offset : 0, recording };
    return { ...row, id: Number(id), card: card && { ...card, live } };
  });
};

export type TTagRow = typeof tags.$inferSelect;

export const insertTag = async (db: TDbOrTx, row: { kind: 'topic' | 'industry'; slug: string; name: string }) => {
  const [inserted] = await db.insert(tags).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
};
