import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import { anyOf, runPrepared } from '../../db/prepared';
import { commentLikes, commentReports, comments, searchDocuments, trackingEvents, users } from '../../db/schema';

export type TCommentRow = typeof comments.$inferSelect;
/** A comment with the hidden state of its thread's top-level comment (null for a top-level comment itself). */
export type TCommentWithParent = TCommentRow & { parentHiddenAt: Date | null };

/** The tracking_events type of every comment event (§7.9); `data.event` says which. */
export const COMMENT_TRACKING_TYPE = 'comment';

const parent = alias(comments, 'parent');

/** Visible to learners: not hidden, and not under a hidden top-level comment. */
const visible = sql`${comments.hiddenAt} IS NULL AND ${parent.hiddenAt} IS NULL`;

export const findComment = async (db: TDbOrTx, id: number): Promise<TCommentWithParent | undefined> =>
  (
    await db
      .select({ comment: comments, parentHiddenAt: parent.hiddenAt })
      .from(comments)
      .leftJoin(parent, eq(parent.id, comments.parentId))
      .where(eq(comments.id, id))
      .limit(1)
  ).map((row) => ({ ...row.comment, parentHiddenAt: row.parentHiddenAt }))[0];

export const insertComment = async (
  tx: TDbOrTx,
  values: { itemId: number; sectionId: string; parentId: number | null; authorId: string; content: string },
) => (await tx.insert(comments).values(values).returning())[0] as TCommentRow;

export const updateCommentContent = async (tx: TDbOrTx, id: number, content: string) =>
  (
    await tx.update(comments).set({ content, editedAt: sql`now()` }).where(eq(comments.id, id)).returning()
  )[0] as TCommentRow;

/** Removes a comment; its replies, likes and reports go with it. */
export const deleteComment = (tx: TDbOrTx, id: number) => tx.delete(comments).where(eq(comments.id, id));

export const setCommentHidden = async (tx: TDbOrTx, id: number, hidden: boolean, by: string) =>
  (
    await tx
      .update(comments)
      .set(hidden ? { hiddenAt: sql`now()`, hiddenBy: by } : { hiddenAt: null, hiddenBy: null })
      .where(eq(comments.id, id))
      .returning()
  )[0] as TCommentRow;

/**
 * Recounts the item's visible comments and replies into its search row (§3.12 statsMap commentCount). The row is
 * locked first, so that concurrent comment writes on one tutorial queue up and each count, taken after the lock,
 * sees the ones committed before it.
 */
export const recountItemComments = async (tx: TDbOrTx, itemId: number) => {
  await tx
    .select({ itemId: searchDocuments.itemId })
    .from(searchDocuments)
    .where(eq(searchDocuments.itemId, itemId))
    .for('update');
  const [row] = await tx
    .update(searchDocuments)
    .set({
      comments: sql`(SELECT count(*)::int FROM ${comments} c LEFT JOIN ${comments} p ON p.id = c.parent_id
        WHERE c.item_id = ${itemId} AND c.hidden_at IS NULL AND p.hidden_at IS NULL)`,
    })
    .where(eq(searchDocuments.itemId, itemId))
    .returning({ comments: searchDocuments.comments });
  return row?.comments ?? 0;
};

/** The items' visible comment counts, as kept in their search rows. */
const commentCountsOfItems = (db: TDbOrTx) =>
  db
    .select({ itemId: searchDocuments.itemId, comments: searchDocuments.comments })
    .from(searchDocuments)
    .where(anyOf(searchDocuments.itemId, 'itemIds'))
    .prepare('comment_counts_of_items');

export const commentCounts = async (db: TDbOrTx, itemIds: readonly number[]) =>
  new Map(
    itemIds.length
      ? (await runPrepared(db, commentCountsOfItems, { itemIds: [...new Set(itemIds)] })).map((row) => [
          row.itemId,
          row.comments,
        ])
      : [],
  );

/** The visible comments and replies of a step, or of the whole item, and their likes. */
export const visibleTotals = async (db: TDbOrTx, itemId: number, sectionId?: string) => {
  const [row] = await db
    .select({ total: count(), likes: sql<number>`coalesce(sum(${comments.likeCount}), 0)::int` })
    .from(comments)
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .where(and(eq(comments.itemId, itemId), sectionId ? eq(comments.sectionId, sectionId) : undefined, visible));
  return { total: Number(row?.total ?? 0), likes: Number(row?.likes ?? 0) };
};

type TChannel = { itemId: number; sectionId: string; withHidden: boolean };

const topLevelOf = (channel: TChannel) =>
  and(
    eq(comments.itemId, channel.itemId),
    eq(comments.sectionId, channel.sectionId),
    isNull(comments.parentId),
    channel.withHidden ? undefined : isNull(comments.hiddenAt),
  );

/** A page of a step's top-level comments, newest first: before `beforeId`, `limit` of them (one more tells more). */
export const topLevelComments = (db: TDbOrTx, channel: TChannel, page: { beforeId?: number; limit: number }) =>
  db
    .select()
    .from(comments)
    .where(and(topLevelOf(channel), page.beforeId ? lt(comments.id, page.beforeId) : undefined))
    .orderBy(desc(comments.id))
    .limit(page.limit);

/** How many top-level comments of the step are as new as `id` or newer: the first page a direct link needs. */
export const topLevelCountFrom = async (db: TDbOrTx, channel: TChannel, id: number) =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(comments)
        .where(and(topLevelOf(channel), gte(comments.id, id)))
    )[0]?.n ?? 0,
  );

/** The replies of the given comments, oldest first. */
export const repliesOf = async (db: TDbOrTx, parentIds: readonly number[], withHidden: boolean) =>
  parentIds.length
    ? db
        .select()
        .from(comments)
        .where(and(inArray(comments.parentId, [...parentIds]), withHidden ? undefined : isNull(comments.hiddenAt)))
        .orderBy(asc(comments.id))
    : [];

/** Which of the comments the user likes. */
export const likedIds = async (db: TDbOrTx, userId: string, ids: readonly number[]) =>
  new Set(
    ids.length
      ? (
          await db
            .select({ id: commentLikes.commentId })
            .from(commentLikes)
            .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, [...ids])))
        ).map((row) => row.id)
      : [],
  );

/** Which of the comments the user has reported. */
export const reportedIds = async (db: TDbOrTx, userId: string, ids: readonly number[]) =>
  new Set(
    ids.length
      ? (
          await db
            .select({ id: commentReports.commentId })
            .from(commentReports)
            .where(and(eq(commentReports.userId, userId), inArray(commentReports.commentId, [...ids])))
        ).map((row) => row.id)
      : [],
  );

/** The reports of the comments, oldest first. */
export const reportsOf = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({ commentId: commentReports.commentId, type: commentReports.type, content: commentReports.content })
        .from(commentReports)
        .where(inArray(commentReports.commentId, [...ids]))
        .orderBy(asc(commentReports.createdAt))
    : [];

/** The comments' authors: id, name and avatar. */
export const authorsOf = async (db: TDbOrTx, ids: readonly string[]) =>
  ids.length
    ? db
        .select({ id: users.id, name: users.name, avatar: users.image })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
    : [];

/** Likes the comment for the user, or takes the like back; answers whether it is liked now and its like count. */
export const toggleCommentLike = async (tx: TDbOrTx, commentId: number, userId: string) => {
  const removed = await tx
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
    .returning({ id: commentLikes.commentId });
  const added = removed.length
    ? []
    : await tx.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing().returning();
  // A like racing another of the same user's finds it there and changes nothing.
  const delta = removed.length ? -1 : added.length ? 1 : 0;
  const [row] = await tx
    .update(comments)
    .set({ likeCount: sql`greatest(${comments.likeCount} + ${delta}, 0)` })
    .where(eq(comments.id, commentId))
    .returning({ likeCount: comments.likeCount });
  return { liked: removed.length === 0, likeCount: row?.likeCount ?? 0 };
};

/** Stores a report; false when the user had already reported the comment. */
export const insertCommentReport = async (
  tx: TDbOrTx,
  report: { commentId: number; userId: string; type: string; content: string | null },
) => (await tx.insert(commentReports).values(report).onConflictDoNothing().returning()).length > 0;

/** Appends a comment event (§7.9) to the tracking events. */
export const insertCommentEvent = (tx: TDbOrTx, userId: string, data: Record<string, unknown>) =>
  tx.insert(trackingEvents).values({ userId, type: COMMENT_TRACKING_TYPE, eventType: 'learn', data });

/** The stored comment events, newest first (tests and exports read them). */
export const commentEvents = (db: TDbOrTx) =>
  db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.type, COMMENT_TRACKING_TYPE))
    .orderBy(desc(trackingEvents.id));
