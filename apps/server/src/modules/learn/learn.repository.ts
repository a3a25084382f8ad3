import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { collections, contentEdges, contentItems, expiredRedirects, records, type TRecordData } from '../../db/schema';

export type TRecordRow = typeof records.$inferSelect;

export const findRecords = async (db: TDbOrTx, userId: string, itemIds: readonly number[]): Promise<TRecordRow[]> =>
  itemIds.length
    ? db
        .select()
        .from(records)
        .where(and(eq(records.userId, userId), inArray(records.itemId, [...new Set(itemIds)])))
    : [];

/** The learner's record of one item, locked for the rest of the transaction. */
export const findRecordForUpdate = async (db: TDbOrTx, userId: string, itemId: number) =>
  (
    await db
      .select()
      .from(records)
      .where(and(eq(records.userId, userId), eq(records.itemId, itemId)))
      .limit(1)
      .for('update')
  )[0];

export const upsertRecord = async (
  db: TDbOrTx,
  row: {
    userId: string;
    itemId: number;
    type: string;
    completed: boolean;
    completedTime: Date | null;
    lastCompletedTime: Date | null;
    data: TRecordData;
  },
) => {
  const now = new Date();
  const [saved] = await db
    .insert(records)
    .values({ ...row, updatedTime: now })
    .onConflictDoUpdate({
      target: [records.userId, records.itemId],
      set: {
        completed: row.completed,
        completedTime: row.completedTime,
        lastCompletedTime: row.lastCompletedTime,
        data: row.data,
        updatedTime: now,
      },
    })
    .returning();
  if (!saved) throw new Error('upsert returned no row');
  return saved;
};

export const collectedIds = async (db: TDbOrTx, userId: string, itemIds: readonly number[]) =>
  itemIds.length
    ? (
        await db
          .select({ itemId: collections.itemId })
          .from(collections)
          .where(and(eq(collections.userId, userId), inArray(collections.itemId, [...new Set(itemIds)])))
      ).map((row) => row.itemId)
    : [];

export const collectCounts = async (db: TDbOrTx, itemIds: readonly number[]) =>
  new Map(
    itemIds.length
      ? (
          await db
            .select({ itemId: collections.itemId, total: count() })
            .from(collections)
            .where(inArray(collections.itemId, [...new Set(itemIds)]))
            .groupBy(collections.itemId)
        ).map((row) => [row.itemId, Number(row.total)])
      : [],
  );

/** Saves the item for the user, or takes it back; answers whether it is now saved. */
export const toggleCollection = async (db: TDbOrTx, userId: string, itemId: number, type: string) => {
  const removed = await db
    .delete(collections)
    .where(and(eq(collections.userId, userId), eq(collections.itemId, itemId)))
    .returning({ itemId: collections.itemId });
  if (removed.length) return false;
  await db.insert(collections).values({ userId, itemId, type }).onConflictDoNothing();
  return true;
};

/** Published parents holding an item as content, in the order they were first published. */
export const publishedParents = async (db: TDbOrTx, childId: number) =>
  db
    .select({ id: contentItems.id, type: contentItems.type, slug: contentItems.slug, card: contentItems.card })
    .from(contentEdges)
    .innerJoin(contentItems, eq(contentItems.id, contentEdges.parentId))
    .where(
      and(eq(contentEdges.childId, childId), eq(contentEdges.role, 'content'), eq(contentItems.status, 'published')),
    )
    .orderBy(contentItems.publishedAt, contentItems.id);

/** Whether `parentId` holds `childId` as content. */
export const isContentOf = async (db: TDbOrTx, parentId: number, childId: number) =>
  (
    await db
      .select({ one: sql<number>`1` })
      .from(contentEdges)
      .where(
        and(eq(contentEdges.parentId, parentId), eq(contentEdges.childId, childId), eq(contentEdges.role, 'content')),
      )
      .limit(1)
  ).length > 0;

export const findExpiredRedirect = async (db: TDbOrTx, itemIds: readonly number[]) =>
  itemIds.length
    ? ((
        await db
          .select({ itemId: expiredRedirects.itemId, redirectUrl: expiredRedirects.redirectUrl })
          .from(expiredRedirects)
          .where(inArray(expiredRedirects.itemId, [...itemIds]))
      ).sort((a, b) => itemIds.indexOf(a.itemId) - itemIds.indexOf(b.itemId))[0]?.redirectUrl ?? null)
    : null;
