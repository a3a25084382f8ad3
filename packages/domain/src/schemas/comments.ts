/** Comments on tutorial steps (§1, §2.9, §3.12, §7.9): requests and the shapes the answers take. */
import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_MAX,
  COMMENT_PAGE_SIZE,
  COMMENT_REPORT_REASON_MAX_LENGTH,
  COMMENT_REPORT_TYPES,
  parseCommentChannelId,
} from '../rules/comments';

export const ZCommentChannelId = z
  .string({ error: 'error_isRequired' })
  .max(200, { error: 'invalid_request' })
  .refine((value) => parseCommentChannelId(value) !== null, { error: 'invalid_request' });

/** A comment's id as answers give it: the number as text. */
export const ZCommentId = z.string().regex(/^[1-9][0-9]{0,15}$/, { error: 'not_found' });

/** A comment's text: plain text, trimmed; empty is `post_can_not_be_empty` (§8), too long `comment_too_long`. */
export const ZCommentContent = z
  .string({ error: 'post_can_not_be_empty' })
  .trim()
  .min(1, { error: 'post_can_not_be_empty' })
  .max(COMMENT_MAX_LENGTH, { error: 'comment_too_long' });

/** The page's parent context, carried into the comment events (§7.9 parent ids). */
export const ZCommentParentIds = z
  .object({
    projectId: z.string().max(40).optional(),
    courseId: z.string().max(40).optional(),
    missionId: z.string().max(40).optional(),
    pathwayId: z.string().max(40).optional(),
  })
  .default({});

/** GET /api/community/comments: one step's comments, newest first, a page before `beforeId`, or up to `messageId`. */
export const ZCommentListQuery = z.object({
  channelId: ZCommentChannelId,
  beforeId: ZCommentId.optional(),
  messageId: ZCommentId.optional(),
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).default(COMMENT_PAGE_SIZE),
});
export type TCommentListQuery = z.infer<typeof ZCommentListQuery>;

/** POST /api/community/comments: a comment on a step, or a reply to one of its top-level comments (`parentId`). */
export const ZCommentCreate = z.object({
  channelId: ZCommentChannelId,
  content: ZCommentContent,
  parentId: ZCommentId.optional(),
  parentIds: ZCommentParentIds,
});
export type TCommentCreate = z.infer<typeof ZCommentCreate>;

export const ZCommentParams = z.object({ commentId: ZCommentId });
/** PUT /api/community/comments/{commentId}: the author's new text. */
export const ZCommentEdit = z.object({ content: ZCommentContent });
/** PUT /api/community/comments/{commentId}/hidden: a learn moderator hides a comment (with its replies) or shows it. */
export const ZCommentHide = z.object({ hidden: z.boolean() });
/** POST /api/community/comments/{commentId}/like: likes or takes the like back. */
export const ZCommentLike = z.object({ parentIds: ZCommentParentIds });

/** POST /api/community/comments/{commentId}/reports: a reason type, and for 'other' the written reason. */
export const ZCommentReport = z
  .object({
    type: z.enum(COMMENT_REPORT_TYPES, {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'error_isRequired' : 'invalid_request'),
    }),
    content: z.string().trim().max(COMMENT_REPORT_REASON_MAX_LENGTH, { error: 'comment_too_long' }).optional(),
    parentIds: ZCommentParentIds,
  })
  .superRefine((value, ctx) => {
    if (value.type === 'other' && !value.content)
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'comment_report_reason_required' });
  });
export type TCommentReport = z.infer<typeof ZCommentReport>;

/** One comment or reply as answers give it (§3.12 items[] {id, content}, with what the list shows of it). */
export const ZCommentItem = z.object({
  id: z.string(),
  content: z.string(),
  channelId: z.string(),
  sectionId: z.string(),
  parentId: z.string().nullable(),
  authorId: z.string(),
  createdTime: z.string(),
  editedTime: z.string().nullable(),
  likeCount: z.number().int(),
  /** Whether the viewer likes it. */
  liked: z.boolean(),
  replyCount: z.number().int(),
  /** Hidden by a moderator: only moderators receive hidden comments. */
  hidden: z.boolean(),
  /** What the viewer may do with it. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Whether the viewer has reported it. */
  reported: z.boolean(),
});
export type TCommentItem = z.infer<typeof ZCommentItem>;

export const ZCommentUser = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });

/**
 * A step's comments (§3.12): `commentData.commentIds` lists the page's top-level comments, newest first;
 * `commentMap.{channelId}.messages` holds them with the channel's totals (`total`: visible comments and replies,
 * `likeCount`: their likes); `replyMap.{parentId}.items` their replies, oldest first; `reportMap.{commentId}.reasons`
 * the reports, for learn moderators only (empty for everyone else).
 */
export const ZCommentList = z.object({
  commentData: z.object({ commentIds: z.array(z.string()) }),
  commentMap: z.record(
    z.string(),
    z.object({
      messages: z.object({ total: z.number().int(), likeCount: z.number().int(), items: z.array(ZCommentItem) }),
    }),
  ),
  replyMap: z.record(z.string(), z.object({ items: z.array(ZCommentItem) })),
  reportMap: z.record(
    z.string(),
    z.object({ reasons: z.array(z.object({ type: z.enum(COMMENT_REPORT_TYPES), content: z.string().nullable() })) }),
  ),
  userMap: z.record(z.string(), ZCommentUser),
  /** Whether older top-level comments follow the page. */
  hasMore: z.boolean(),
  /** The viewer's standing: a learn moderator (moderation actions, reports), blocked from posting. */
  viewer: z.object({ moderator: z.boolean(), blocked: z.boolean() }),
});
export type TCommentList = z.infer<typeof ZCommentList>;

/** A written comment or reply, with its author and the channel's new totals. */
export const ZCommentWritten = z.object({
  item: ZCommentItem,
  userMap: z.record(z.string(), ZCommentUser),
  total: z.number().int(),
});
export type TCommentWritten = z.infer<typeof ZCommentWritten>;

export const ZCommentLikeResult = z.object({ id: z.string(), liked: z.boolean(), likeCount: z.number().int() });
export type TCommentLikeResult = z.infer<typeof ZCommentLikeResult>;
export const ZCommentReportResult = z.object({ id: z.string(), reported: z.literal(true) });
export const ZCommentDeleteResult = z.object({ id: z.string(), total: z.number().int() });
