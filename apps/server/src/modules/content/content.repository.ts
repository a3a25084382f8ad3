import { and, eq, gt, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentEdges, contentItems, contentVersions, files, type TStoredCard, tags, users } from '../../db/schema';

export type TContentRow = typeof contentItems.$inferSelect;
export type TNewContentRow = typeof contentItems.$inferInsert;

export const insertItem = async (db: TDbOrTx, row: TNewContentRow): Promise<TContentRow> => {
  const [inserted] = await db.insert(contentItems).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
};

export const updateItem = async (db: TDbOrTx, id: number, patch: Partial<TNewContentRow>): Promise<TContentRow> => {
  const [updated] = await db
    .update(contentItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(contentItems.id, id))
    .returning();
  if (!updated) throw new Error(`content item ${id} vanished`);
  return updated;
};

export const findItem = async (db: TDbOrTx, id: number): Promise<TContentRow | undefined> =>
  (await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1))[0];

/** The row of one item, locked for the rest of the transaction: concurrent saves of one item queue up. */
export const findItemForUpdate = async (db: TDbOrTx, id: number): Promise<TContentRow | undefined> =>
  (await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1).for('update'))[0];

export const findItemBySlug = async (db: TDbOrTx, type: string, slug: string): Promise<TContentRow | undefined> =>
  (
    await db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.type, type), eq(contentItems.slug, slug)))
      .limit(1)
  )[0];

/** Many items by id, in no particular order. */
export const findItems = async (db: TDbOrTx, ids: readonly number[]): Promise<TContentRow[]> =>
  ids.length
    ? db
        .select()
        .from(contentItems)
        .where(inArray(contentItems.id, [...new Set(ids)]))
    : [];

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
  row: { itemId: number; revision: number; document: unknown; publishedBy: string | null },
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

/** Published, listed items (not hidden, not internal-only, not expired): the learner-visible catalogue. */
const listed = () =>
  and(
    eq(contentItems.status, 'published'),
    eq(contentItems.hidden, false),
    eq(contentItems.internalOnly, false),
    or(isNull(contentItems.unpublishedAt), gt(contentItems.unpublishedAt, sql`now()`)),
  );

export type TCardRow = Pick<TContentRow, 'id' | 'type' | 'slug' | 'language' | 'premium' | 'status'> & {
  card: TStoredCard | null;
};

const cardColumns = {
  id: contentItems.id,
  type: contentItems.type,
  slug: contentItems.slug,
  language: contentItems.language,
  premium: contentItems.premium,
  status: contentItems.status,
  card: contentItems.card,
};

/** The newest `perType` listed items of each type, and each type's total, in one query. */
export const newestListedPerType = async (db: TDbOrTx, types: readonly string[], perType: number) => {
  // Rank on narrow columns first, so documents are read for the chosen rows only.
  const ranked = db
    .select({
      rankedId: sql<number>`${contentItems.id}`.as('ranked_id'),
      rank: sql<number>`row_number() over (partition by ${contentItems.type} order by ${contentItems.publishedAt} desc, ${contentItems.id} desc)`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${contentItems.type})`.as('total'),
    })
    .from(contentItems)
    .where(and(listed(), sql`${contentItems.type} in ${types}`))
    .as('ranked');
  const rows = await db
    .select({ ...cardColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(contentItems, eq(contentItems.id, ranked.rankedId))
    .where(sql`${ranked.rank} <= ${perType}`)
    .orderBy(contentItems.type, ranked.rank);
  return rows.map(({ total, ...card }) => ({ card, total: Number(total) }));
};

export type TTagRow = typeof tags.$inferSelect;

export const insertTag = async (db: TDbOrTx, row: { kind: 'topic' | 'industry'; slug: string; name: string }) => {
  const [inserted] = await db.insert(tags).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
};
