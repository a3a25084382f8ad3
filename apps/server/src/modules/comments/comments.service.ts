import { AppError } from '@questline/domain/errors';
import { itemId, parseItemId } from '@questline/domain/ids';
import {
  COMMENT_LINKED_PAGE_MAX,
  commentChannelId,
  isCommentSectionId,
  parseCommentChannelId,
} from '@questline/domain/rules/comments';
import type {
  TCommentCreate,
  TCommentList,
  TCommentListQuery,
  TCommentReport,
  TCommentWritten,
} from '@questline/domain/schemas/comments';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { isPostingBlocked } from '../community/community.repository';
import { claimPostingSlot, refuseUnverifiedPoster } from '../community/posting';
import { findItem } from '../content/content.repository';
import { refuseItem, type TViewer } from '../learn/learn.policy';
import { isCommentModerator, mayDeleteComment, mayEditComment, maySeeComment } from './comments.policy';
import { presentComment, presentUsers, type TViewerMarks } from './comments.presenter';
import {
  authorsOf,
  deleteComment,
  findComment,
  insertComment,
  insertCommentEvent,
  insertCommentReport,
  likedIds,
  recountItemComments,
  repliesOf,
  reportedIds,
  reportsOf,
  setCommentHidden,
  type TCommentRow,
  type TCommentWithParent,
  toggleCommentLike,
  topLevelComments,
  topLevelCountFrom,
  updateCommentContent,
  visibleTotals,
} from './comments.repository';

type TParentIds = TCommentCreate['parentIds'];
/** One step of a tutorial the viewer may read: the channel comments live in. */
type TStep = { itemId: number; tutorialId: string; sectionId: string; stepNumber: number };

const notFound = () => new AppError('not_found');

/** The comment channels of a tutorial's steps, in step order (the tutorial extends' commentData.commentIds). */
export const stepChannelIds = (tutorialItemId: number, sections: unknown) =>
  (Array.isArray(sections) ? sections : [])
    .map((section) => (section as { id?: unknown }).id)
    .filter((id): id is string => typeof id === 'string' && isCommentSectionId(id))
    .map((id) => commentChannelId(itemId('tutorial', tutorialItemId), id));

/**
 * The step of a published tutorial the viewer may read (§2.9): the only place comments are written and read. The
 * tutorial's own gates refuse as its detail read does (learn.policy itemRefusal: not_found, or 403 premium_required
 * for premium content); a step it does not have is not found.
 */
const openStep = async (db: TDbOrTx, viewer: TViewer, tutorialItemId: number, sectionId: string): Promise<TStep> => {
  const row = await findItem(db, tutorialItemId);
  if (row?.type !== 'tutorial' || row.status !== 'published') throw notFound();
  refuseItem(row, viewer);
  const sections = ((row.published as { sections?: { id?: unknown }[] } | null)?.sections ?? []).map((s) => s.id);
  const index = sections.indexOf(sectionId);
  if (index < 0) throw notFound();
  return { itemId: row.id, tutorialId: itemId('tutorial', row.id), sectionId, stepNumber: index + 1 };
};

const openChannel = (db: TDbOrTx, viewer: TViewer, channelId: string) => {
  const channel = parseCommentChannelId(channelId);
  const tutorial = channel && parseItemId(channel.tutorialId);
  if (!channel || !tutorial) throw notFound();
  return openStep(db, viewer, tutorial.id, channel.sectionId);
};

/** A comment the viewer may see (hidden ones are their moderators' only), else not found. */
const openComment = async (db: TDbOrTx, viewer: TViewer, id: string): Promise<TCommentWithParent> => {
  const comment = await findComment(db, Number(id));
  if (!comment || !maySeeComment(viewer, comment)) throw notFound();
  return comment;
};

/** The viewer's likes and reports among the comments, and how many replies each shown top-level one has. */
const marksOf = async (
  db: TDbOrTx,
  viewer: TViewer,
  rows: readonly TCommentRow[],
  replies: readonly TCommentRow[] = [],
): Promise<TViewerMarks> => {
  const ids = rows.map((row) => row.id);
  const [liked, reported] = viewer
    ? await Promise.all([likedIds(db, viewer.id, ids), reportedIds(db, viewer.id, ids)])
    : [new Set<number>(), new Set<number>()];
  const replyCounts = new Map<number, number>();
  for (const reply of replies)
    if (reply.parentId !== null) replyCounts.set(reply.parentId, (replyCounts.get(reply.parentId) ?? 0) + 1);
  return { liked, reported, replyCounts };
};

/** How many top-level comments the first page holds: enough to reach a linked comment's thread (§2.2 messageId). */
const firstPageSize = async (
  db: TDbOrTx,
  viewer: TViewer,
  step: TStep,
  query: TCommentListQuery,
  withHidden: boolean,
) => {
  if (!query.messageId || query.beforeId) return query.limit;
  const linked = await findComment(db, Number(query.messageId));
  if (!linked || linked.itemId !== step.itemId || linked.sectionId !== step.sectionId) return query.limit;
  if (!maySeeComment(viewer, linked)) return query.limit;
  const needed = await topLevelCountFrom(db, { ...step, withHidden }, linked.parentId ?? linked.id);
  return Math.min(Math.max(query.limit, needed), COMMENT_LINKED_PAGE_MAX);
};

/**
 * GET /api/community/comments (§3.12): a page of a step's top-level comments, newest first, with all their replies,
 * the viewer's likes and reports, the authors, and for learn moderators the hidden comments and the reports.
 */
export const listComments = async (db: TDbOrTx, viewer: TViewer, query: TCommentListQuery): Promise<TCommentList> => {
  const step = await openChannel(db, viewer, query.channelId);
  const moderator = isCommentModerator(viewer);
  const channel = { ...step, withHidden: moderator };
  const limit = await firstPageSize(db, viewer, step, query, moderator);
  const found = await topLevelComments(db, channel, {
    beforeId: query.beforeId ? Number(query.beforeId) : undefined,
    limit: limit + 1,
  });
  const page = found.slice(0, limit);
  const replies = await repliesOf(
    db,
    page.map((row) => row.id),
    moderator,
  );
  const all = [...page, ...replies];
  const [marks, totals, authors, reports, blocked] = await Promise.all([
    marksOf(db, viewer, all, replies),
    visibleTotals(db, step.itemId, step.sectionId),
    authorsOf(
      db,
      all.map((row) => row.authorId),
    ),
    moderator
      ? reportsOf(
          db,
          all.map((row) => row.id),
        )
      : Promise.resolve([]),
    viewer ? isPostingBlocked(db, viewer.id) : Promise.resolve(false),
  ]);
  const replyMap: TCommentList['replyMap'] = {};
  for (const reply of replies) {
    const key = String(reply.parentId);
    replyMap[key] ??= { items: [] };
    replyMap[key].items.push(presentComment(reply, viewer, marks));
  }
  const reportMap: TCommentList['reportMap'] = {};
  for (const report of reports) {
    const key = String(report.commentId);
    reportMap[key] ??= { reasons: [] };
    reportMap[key].reasons.push({ type: report.type as TCommentReport['type'], content: report.content });
  }
  return {
    commentData: { commentIds: page.map((row) => String(row.id)) },
    commentMap: {
      [query.channelId]: {
        messages: {
          total: totals.total,
          likeCount: totals.likes,
          items: page.map((row) => presentComment(row, viewer, marks)),
        },
      },
    },
    replyMap,
    reportMap,
    userMap: presentUsers(authors),
    hasMore: found.length > limit,
    viewer: { moderator, blocked },
  };
};

/**
 * Stores a comment event (§7.9) after the write it tells of, with the totals as they now stand: the tutorial's and
 * the step's visible comments and their likes.
 */
const recordEvent = async (
  tx: TDbOrTx,
  input: {
    viewer: TMe;
    step: TStep;
    event: 'comment' | 'reply' | 'like' | 'unlike' | 'report';
    comment: TCommentRow;
    parentIds: TParentIds;
    flaggedReason?: string;
  },
) => {
  const [tutorial, step] = await Promise.all([
    visibleTotals(tx, input.step.itemId),
    visibleTotals(tx, input.step.itemId, input.step.sectionId),
  ]);
  await insertCommentEvent(tx, input.viewer.id, {
    event: input.event,
    id: input.step.tutorialId,
    type: 'tutorial',
    ...Object.fromEntries(Object.entries(input.parentIds).filter(([, value]) => value)),
    userPremium: input.viewer.premium,
    stepNumber: input.step.stepNumber,
    totalComments: tutorial.total,
    stepComments: step.total,
    totalLikes: tutorial.likes,
    stepLikes: step.likes,
    commentId: String(input.comment.id),
    parentMessageId: input.comment.parentId === null ? null : String(input.comment.parentId),
    commentText: input.comment.content,
    flagged: input.event === 'report',
    flaggedReason: input.flaggedReason ?? null,
  });
};

/** The answer of a write: the comment as its author now sees it, the author, and the step's new total. */
const writtenAnswer = async (
  tx: TDbOrTx,
  viewer: TMe,
  row: TCommentRow,
  step: { itemId: number; sectionId: string },
): Promise<TCommentWritten> => {
  const replies = row.parentId === null ? await repliesOf(tx, [row.id], isCommentModerator(viewer)) : [];
  const [marks, authors, totals] = await Promise.all([
    marksOf(tx, viewer, [row], replies),
    authorsOf(tx, [row.authorId]),
    visibleTotals(tx, step.itemId, step.sectionId),
  ]);
  return { item: presentComment(row, viewer, marks), userMap: presentUsers(authors), total: totals.total };
};

/**
 * POST /api/community/comments: a comment on a step, or a reply to one of its top-level comments. It takes the
 * author's posting slot (§9 throttling, §6 you_are_blocked) in the same transaction as the comment, its count and
 * its event.
 */
export const createComment = async (tx: TDbOrTx, viewer: TMe, input: TCommentCreate): Promise<TCommentWritten> => {
  refuseUnverifiedPoster(viewer);
  const step = await openChannel(tx, viewer, input.channelId);
  let parentId: number | null = null;
  if (input.parentId) {
    const parent = await openComment(tx, viewer, input.parentId);
    if (parent.itemId !== step.itemId || parent.sectionId !== step.sectionId) throw notFound();
    if (parent.parentId !== null)
      throw new AppError('comment_reply_to_reply', { fields: [{ path: 'parentId', key: 'comment_reply_to_reply' }] });
    parentId = parent.id;
  }
  await claimPostingSlot(tx, viewer.id);
  const row = await insertComment(tx, {
    itemId: step.itemId,
    sectionId: step.sectionId,
    parentId,
    authorId: viewer.id,
    content: input.content,
  });
  await recountItemComments(tx, step.itemId);
  await recordEvent(tx, {
    viewer,
    step,
    event: parentId ? 'reply' : 'comment',
    comment: row,
    parentIds: input.parentIds,
  });
  return writtenAnswer(tx, viewer, row, step);
};

/** PUT /api/community/comments/{id}: the author rewrites their comment. */
export const editComment = async (tx: TDbOrTx, viewer: TMe, id: string, content: string) => {
  const comment = await openComment(tx, viewer, id);
  if (!mayEditComment(viewer, comment)) throw new AppError('forbidden');
  await openStep(tx, viewer, comment.itemId, comment.sectionId);
  const row = await updateCommentContent(tx, comment.id, content);
  return writtenAnswer(tx, viewer, row, row);
};

/** DELETE /api/community/comments/{id}: the author or a learn moderator removes a comment with its replies. */
export const removeComment = async (tx: TDbOrTx, viewer: TMe, id: string) => {
  const comment = await openComment(tx, viewer, id);
  if (!mayDeleteComment(viewer, comment)) throw new AppError('forbidden');
  await deleteComment(tx, comment.id);
  await recountItemComments(tx, comment.itemId);
  return { id, total: (await visibleTotals(tx, comment.itemId, comment.sectionId)).total };
};

/** PUT /api/community/comments/{id}/hidden: a learn moderator hides a comment (its replies with it) or shows it. */
export const hideComment = async (tx: TDbOrTx, viewer: TMe, id: string, hidden: boolean) => {
  if (!isCommentModerator(viewer)) throw new AppError('forbidden');
  const comment = await openComment(tx, viewer, id);
  const row = await setCommentHidden(tx, comment.id, hidden, viewer.id);
  await recountItemComments(tx, comment.itemId);
  return writtenAnswer(tx, viewer, row, row);
};

/** POST /api/community/comments/{id}/like: likes the comment, or takes the like back (one like per user). */
export const likeComment = async (tx: TDbOrTx, viewer: TMe, id: string, parentIds: TParentIds) => {
  const comment = await openComment(tx, viewer, id);
  const step = await openStep(tx, viewer, comment.itemId, comment.sectionId);
  const result = await toggleCommentLike(tx, comment.id, viewer.id);
  await recordEvent(tx, { viewer, step, event: result.liked ? 'like' : 'unlike', comment, parentIds });
  return { id, ...result };
};

/**
 * POST /api/community/comments/{id}/reports: reports another learner's comment, once per user, with a reason type or,
 * for 'other', the written reason (§3.12 reportMap; §7.9 flagged and flaggedReason).
 */
export const reportComment = async (tx: TDbOrTx, viewer: TMe, id: string, report: TCommentReport) => {
  const comment = await openComment(tx, viewer, id);
  if (comment.authorId === viewer.id) throw new AppError('forbidden');
  const step = await openStep(tx, viewer, comment.itemId, comment.sectionId);
  const content = report.type === 'other' ? (report.content ?? null) : null;
  const stored = await insertCommentReport(tx, {
    commentId: comment.id,
    userId: viewer.id,
    type: report.type,
    content,
  });
  if (!stored) throw new AppError('comment_already_reported');
  await recordEvent(tx, {
    viewer,
    step,
    event: 'report',
    comment,
    parentIds: report.parentIds,
    flaggedReason: content ?? report.type,
  });
  return { id, reported: true as const };
};
