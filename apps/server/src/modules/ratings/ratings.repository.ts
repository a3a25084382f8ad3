import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { ratingReports, ratings, records, searchDocuments, users } from '../../db/schema';
import { notifySearchChanges } from '../search/search.repository';

export type TRatingRow = typeof ratings.$inferSelect;

/** Whether the learner started the item: they hold a record of it. */
export const hasStarted = async (db: TDbOrTx, userId: string, itemId: number) =>
  (
    await db
      .select({ one: sql<number>`1` })
      .from(records)
      .where(and(eq(records.userId, userId), eq(records.itemId, itemId)))
      .limit(1)
  ).length > 0;

export const findRating = async (db: TDbOrTx, itemId: number, userId: string) =>
  (
    await db
      .select()
      .from(ratings)
      .where(and(eq(ratings.itemId, itemId), eq(ratings.userId, userId)))
  )[0];

export const findRatingById = async (db: TDbOrTx, id: number) =>
  (await db.select().from(ratings).where(eq(ratings.id, id)))[0];

/** The learner's rating of the item, new or changed; a changed review is shown again until a moderator hides it. */
export const upsertRating = (
  tx: TDbOrTx,
  input: { itemId: number; userId: string; value: number; review: string | null },
) =>
  tx
    .insert(ratings)
    .values(input)
    .onConflictDoUpdate({
      target: [ratings.itemId, ratings.userId],
      set: {
        value: input.value,
        review: input.review,
        updatedAt: sql`now()`,
        hiddenAt: sql`CASE WHEN ${ratings.review} IS NOT DISTINCT FROM ${input.review} THEN ${ratings.hiddenAt} END`,
      },
    });

export const deleteRating = (tx: TDbOrTx, itemId: number, userId: string) =>
  tx.delete(ratings).where(and(eq(ratings.itemId, itemId), eq(ratings.userId, userId)));

/** Deletes the user's ratings (account deletion); answers the items whose totals change. */
export const deleteRatingsBy = async (tx: TDbOrTx, userId: string) =>
  (await tx.delete(ratings).where(eq(ratings.userId, userId)).returning({ itemId: ratings.itemId })).map(
    (row) => row.itemId,
  );

export const setRatingHidden = async (tx: TDbOrTx, id: number, hidden: boolean) =>
  (
    await tx
      .update(ratings)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(eq(ratings.id, id))
      .returning()
  )[0] as TRatingRow;

/** One report per user and review; false when the user already reported it. */
export const insertRatingReport = async (
  tx: TDbOrTx,
  input: { ratingId: number; userId: string; type: string; content: string | null },
) => (await tx.insert(ratingReports).values(input).onConflictDoNothing().returning()).length > 0;

/**
 * Recounts the item's ratings into its search row (the `rated` sort, the cards' and page heads' rating), the row locked
 * first so that concurrent rating writes on one item queue up and each sum, taken after the lock, sees the ones
 * committed before it. A rating is shown where answers are kept until the catalogue changes (cards, the page head's
 * AggregateRating), so the write tells every server process so when it commits, as an item's save does (migration
 * 0008); views, which move on every visit, do not, and show within the kept answers' lifetime.
 */
export const recountItemRatings = async (tx: TDbOrTx, itemId: number) => {
  await tx
    .select({ itemId: searchDocuments.itemId })
    .from(searchDocuments)
    .where(eq(searchDocuments.itemId, itemId))
    .for('update');
  await tx
    .update(searchDocuments)
    .set({
      ratingSum: sql`(SELECT coalesce(sum(r.value), 0)::int FROM ${ratings} r WHERE r.item_id = ${itemId})`,
      ratingCount: sql`(SELECT count(*)::int FROM ${ratings} r WHERE r.item_id = ${itemId})`,
    })
    .where(eq(searchDocuments.itemId, itemId));
  await notifySearchChanges(tx);
};

/** The item's ratings: how many and their sum. */
export const ratingTotals = async (db: TDbOrTx, itemId: number) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${ratings.value}), 0)::int` })
    .from(ratings)
    .where(eq(ratings.itemId, itemId));
  return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) };
};

/** The newest reviews of the item with their authors; hidden ones only when `withHidden` (moderators). */
export const newestReviews = (db: TDbOrTx, itemId: number, options: { withHidden: boolean; limit: number }) =>
  db
    .select({
      id: ratings.id,
      value: ratings.value,
      review: ratings.review,
      hiddenAt: ratings.hiddenAt,
      createdAt: ratings.updatedAt,
      userId: ratings.userId,
      name: users.name,
      avatar: users.image,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(
      and(
        eq(ratings.itemId, itemId),
        sql`coalesce(${ratings.review}, '') <> ''`,
        options.withHidden ? undefined : isNull(ratings.hiddenAt),
      ),
    )
    .orderBy(desc(ratings.updatedAt), desc(ratings.id))
    .limit(options.limit);
