import type { TModerationStatus } from '@questline/domain/schemas/moderation';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  commentReports,
  comments,
  contentItems,
  groupPostReports,
  groupPosts,
  groups,
  posters,
  ratingReports,
  ratings,
  users,
} from '../../db/schema';

export type TReportedTarget = { kind: 'comment' | 'post' | 'review'; id: number; lastReportedAt: Date };

const hiddenFilter = (status: TModerationStatus, column: string) =>
  status === 'all'
    ? sql.raw('')
    : status === 'hidden'
      ? sql.raw(`WHERE ${column} IS NOT NULL`)
      : sql.raw(`WHERE ${column} IS NULL`);

/** Every reported comment and post of the status, with its latest report's time. */
const reportedTargets = (status: TModerationStatus) => sql`
  SELECT 'comment' AS kind, r.comment_id AS id, max(r.created_at) AS last
  FROM comment_reports r JOIN comments c ON c.id = r.comment_id ${hiddenFilter(status, 'c.hidden_at')}
  GROUP BY r.comment_id
  UNION ALL
  SELECT 'post' AS kind, r.post_id AS id, max(r.created_at) AS last
  FROM group_post_reports r JOIN group_posts p ON p.id = r.post_id ${hiddenFilter(status, 'p.hidden_at')}
  GROUP BY r.post_id
  UNION ALL
  SELECT 'review' AS kind, r.rating_id AS id, max(r.created_at) AS last
  FROM rating_reports r JOIN ratings v ON v.id = r.rating_id ${hiddenFilter(status, 'v.hidden_at')}
  GROUP BY r.rating_id`;

/** A page of reported comments and posts of the status, the most recently reported first, and how many there are. */
export const reportedPage = async (
  db: TDbOrTx,
  options: { status: TModerationStatus; limit: number; offset: number },
): Promise<{ targets: TReportedTarget[]; total: number }> => {
  const [page, count] = await Promise.all([
    db.execute(sql`
      SELECT kind, id, last FROM (${reportedTargets(options.status)}) reported
      ORDER BY last DESC, kind ASC, id DESC
      LIMIT ${options.limit} OFFSET ${options.offset}`) as unknown as Promise<{
      rows: { kind: TReportedTarget['kind']; id: number | string; last: Date | string }[];
    }>,
    db.execute(
      sql`SELECT count(*)::int AS n FROM (${reportedTargets(options.status)}) reported`,
    ) as unknown as Promise<{
      rows: { n: number }[];
    }>,
  ]);
  return {
    targets: page.rows.map((row) => ({ kind: row.kind, id: Number(row.id), lastReportedAt: new Date(row.last) })),
    total: Number(count.rows[0]?.n ?? 0),
  };
};

/** Comments by id with the tutorial they are on (its slug or id, and title). */
export const commentsWithTutorials = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({
          id: comments.id,
          itemId: comments.itemId,
          sectionId: comments.sectionId,
          authorId: comments.authorId,
          content: comments.content,
          createdAt: comments.createdAt,
          hiddenAt: comments.hiddenAt,
          slug: contentItems.slug,
          title: sql<string>`coalesce(${contentItems.card}->>'title', ${contentItems.draft}->>'title', '')`,
        })
        .from(comments)
        .innerJoin(contentItems, eq(contentItems.id, comments.itemId))
        .where(inArray(comments.id, [...ids]))
    : [];

/** Reviews by id with the item they rate (its type, slug or id, and title). */
export const reviewsWithItems = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({
          id: ratings.id,
          itemId: ratings.itemId,
          type: contentItems.type,
          authorId: ratings.userId,
          review: ratings.review,
          createdAt: ratings.updatedAt,
          hiddenAt: ratings.hiddenAt,
          slug: contentItems.slug,
          title: sql<string>`coalesce(${contentItems.card}->>'title', ${contentItems.draft}->>'title', '')`,
        })
        .from(ratings)
        .innerJoin(contentItems, eq(contentItems.id, ratings.itemId))
        .where(inArray(ratings.id, [...ids]))
    : [];

/** The reports of the reviews, newest first, with their reporters. */
export const reviewReportsOf = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({
          targetId: ratingReports.ratingId,
          type: ratingReports.type,
          content: ratingReports.content,
          createdAt: ratingReports.createdAt,
          ...reporterColumns,
        })
        .from(ratingReports)
        .innerJoin(users, eq(users.id, ratingReports.userId))
        .where(inArray(ratingReports.ratingId, [...ids]))
        .orderBy(desc(ratingReports.createdAt))
    : [];

/** Group posts by id with their group's name. */
export const postsWithGroupNames = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({
          id: groupPosts.id,
          groupId: groupPosts.groupId,
          authorId: groupPosts.authorId,
          text: groupPosts.text,
          createdAt: groupPosts.createdAt,
          hiddenAt: groupPosts.hiddenAt,
          groupName: groups.name,
        })
        .from(groupPosts)
        .innerJoin(groups, eq(groups.id, groupPosts.groupId))
        .where(inArray(groupPosts.id, [...ids]))
    : [];

const reporterColumns = { reporterId: users.id, reporterName: users.name, reporterAvatar: users.image };

/** The reports of the comments, newest first, with their reporters. */
export const commentReportsOf = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({
          targetId: commentReports.commentId,
          type: commentReports.type,
          content: commentReports.content,
          createdAt: commentReports.createdAt,
          ...reporterColumns,
        })
        .from(commentReports)
        .innerJoin(users, eq(users.id, commentReports.userId))
        .where(inArray(commentReports.commentId, [...ids]))
        .orderBy(desc(commentReports.createdAt))
    : [];

/** The reports of the posts, newest first, with their reporters. */
export const postReportsOf = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({
          targetId: groupPostReports.postId,
          type: groupPostReports.type,
          content: groupPostReports.content,
          createdAt: groupPostReports.createdAt,
          ...reporterColumns,
        })
        .from(groupPostReports)
        .innerJoin(users, eq(users.id, groupPostReports.userId))
        .where(inArray(groupPostReports.postId, [...ids]))
        .orderBy(desc(groupPostReports.createdAt))
    : [];

/** Users by id: name and avatar. */
export const usersByIds = async (db: TDbOrTx, ids: readonly string[]) =>
  ids.length
    ? db
        .select({ id: users.id, name: users.name, avatar: users.image })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
    : [];

/** Which of the users a moderator blocked from posting. */
export const blockedUserIds = async (db: TDbOrTx, ids: readonly string[]) =>
  new Set(
    ids.length
      ? (
          await db
            .select({ userId: posters.userId })
            .from(posters)
            .where(and(inArray(posters.userId, [...new Set(ids)]), isNotNull(posters.blockedAt)))
        ).map((row) => row.userId)
      : [],
  );

/** How many comment and post reports each week (Monday, UTC) since `since` had. */
export const weeklyReportCounts = async (db: TDbOrTx, since: Date) =>
  (
    (await db.execute(sql`
      SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, kind, count(*)::int AS n
      FROM (
        SELECT created_at, 'comment' AS kind FROM comment_reports WHERE created_at >= ${since.toISOString()}::timestamptz
        UNION ALL
        SELECT created_at, 'post' AS kind FROM group_post_reports WHERE created_at >= ${since.toISOString()}::timestamptz
      ) reports
      GROUP BY 1, 2`)) as unknown as { rows: { week: string; kind: 'comment' | 'post'; n: number }[] }
  ).rows.map((row) => ({ week: row.week, kind: row.kind, count: Number(row.n) }));
