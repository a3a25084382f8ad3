import { itemId, type TItemType } from '@questline/domain/ids';
import { commentLink } from '@questline/domain/rules/comments';
import { groupUrl } from '@questline/domain/rules/groups';
import { detailUrl } from '@questline/domain/rules/urls';
import {
  MODERATION_PAGE_SIZE,
  MODERATION_WEEKS,
  type TModerationItem,
  type TModerationReports,
  type TModerationReportsQuery,
} from '@questline/domain/schemas/moderation';
import type { TDbOrTx } from '../../db/client';
import {
  blockedUserIds,
  commentReportsOf,
  commentsWithTutorials,
  postReportsOf,
  postsWithGroupNames,
  reportedPage,
  reviewReportsOf,
  reviewsWithItems,
  usersByIds,
  weeklyReportCounts,
} from './moderation.repository';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The Monday (UTC, midnight) of the week holding `now`, and of each of the weeks before it: oldest first. */
export const reportWeeks = (now: Date, weeks = MODERATION_WEEKS) => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 3600 * 1000;
  return Array.from({ length: weeks }, (_, index) => new Date(monday - (weeks - 1 - index) * WEEK_MS));
};

type TReportRow = Awaited<ReturnType<typeof commentReportsOf>>[number];

const presentReports = (rows: readonly TReportRow[], targetId: number) =>
  rows
    .filter((row) => row.targetId === targetId)
    .map((row) => ({
      type: row.type as TModerationItem['reports'][number]['type'],
      content: row.content,
      reporter: { id: row.reporterId, name: row.reporterName, avatar: row.reporterAvatar },
      createdAt: row.createdAt.toISOString(),
    }));

/**
 * GET /api/moderation/reports: a page of reported comments, group posts and reviews (still shown, hidden, or both), the most
 * recently reported first, each with all its reports, its author (and whether they are blocked from posting) and a
 * link to where it was written; and the reports of each of the last MODERATION_WEEKS weeks.
 */
export const listReports = async (db: TDbOrTx, query: TModerationReportsQuery): Promise<TModerationReports> => {
  const weeks = reportWeeks(new Date());
  const [{ targets, total }, counts] = await Promise.all([
    reportedPage(db, {
      status: query.status,
      limit: MODERATION_PAGE_SIZE,
      offset: (query.page - 1) * MODERATION_PAGE_SIZE,
    }),
    weeklyReportCounts(db, weeks[0] as Date),
  ]);
  const commentIds = targets.filter((target) => target.kind === 'comment').map((target) => target.id);
  const postIds = targets.filter((target) => target.kind === 'post').map((target) => target.id);
  const reviewIds = targets.filter((target) => target.kind === 'review').map((target) => target.id);
  const [commentRows, postRows, reviewRows, commentReports, postReports, reviewReports] = await Promise.all([
    commentsWithTutorials(db, commentIds),
    postsWithGroupNames(db, postIds),
    reviewsWithItems(db, reviewIds),
    commentReportsOf(db, commentIds),
    postReportsOf(db, postIds),
    reviewReportsOf(db, reviewIds),
  ]);
  const authorIds = [
    ...commentRows.map((row) => row.authorId),
    ...postRows.map((row) => row.authorId),
    ...reviewRows.map((row) => row.authorId),
  ];
  const [authors, blocked] = await Promise.all([usersByIds(db, authorIds), blockedUserIds(db, authorIds)]);
  const authorOf = (id: string) => {
    const author = authors.find((row) => row.id === id);
    return { id, name: author?.name ?? '', avatar: author?.avatar ?? null, blocked: blocked.has(id) };
  };
  const comments = new Map(commentRows.map((row) => [row.id, row]));
  const posts = new Map(postRows.map((row) => [row.id, row]));
  const reviews = new Map(reviewRows.map((row) => [row.id, row]));
  const items = targets.flatMap((target): TModerationItem[] => {
    const lastReportedAt = target.lastReportedAt.toISOString();
    if (target.kind === 'comment') {
      const row = comments.get(target.id);
      if (!row) return [];
      const page = detailUrl([{ type: 'tutorial', id: itemId('tutorial', row.itemId), slug: row.slug }]);
      return [
        {
          kind: 'comment',
          id: String(row.id),
          groupId: null,
          text: row.content,
          createdAt: row.createdAt.toISOString(),
          hidden: row.hiddenAt !== null,
          author: authorOf(row.authorId),
          where: { title: row.title, url: commentLink(page, String(row.id), row.sectionId) },
          lastReportedAt,
          reports: presentReports(commentReports, row.id),
        },
      ];
    }
    if (target.kind === 'review') {
      const row = reviews.get(target.id);
      if (!row) return [];
      return [
        {
          kind: 'review',
          id: String(row.id),
          groupId: null,
          text: row.review ?? '',
          createdAt: row.createdAt.toISOString(),
          hidden: row.hiddenAt !== null,
          author: authorOf(row.authorId),
          where: {
            title: row.title,
            url: detailUrl([{ type: row.type, id: itemId(row.type as TItemType, row.itemId), slug: row.slug }]),
          },
          lastReportedAt,
          reports: presentReports(reviewReports, row.id),
        },
      ];
    }
    const row = posts.get(target.id);
    if (!row) return [];
    return [
      {
        kind: 'post',
        id: String(row.id),
        groupId: row.groupId,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        hidden: row.hiddenAt !== null,
        author: authorOf(row.authorId),
        where: { title: row.groupName, url: groupUrl(row.groupId) },
        lastReportedAt,
        reports: presentReports(postReports, row.id),
      },
    ];
  });
  const countOf = (week: string, kind: 'comment' | 'post') =>
    counts.find((count) => count.week === week && count.kind === kind)?.count ?? 0;
  return {
    items,
    total,
    page: query.page,
    pageSize: MODERATION_PAGE_SIZE,
    weeks: weeks.map((monday) => {
      const week = monday.toISOString().slice(0, 10);
      return { weekStart: week, comments: countOf(week, 'comment'), posts: countOf(week, 'post') };
    }),
  };
};
