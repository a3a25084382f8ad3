/** Community moderation (§1, §6 learnModeratorAll): reports of comments and group posts, and what moderators do. */
import { z } from 'zod';
import { COMMENT_REPORT_REASON_MAX_LENGTH, COMMENT_REPORT_TYPES } from '../rules/comments';

/** How many reported comments and posts one page of /moderation/reports lists. */
export const MODERATION_PAGE_SIZE = 20;
/** How many weeks the report counts go back, this one included. */
export const MODERATION_WEEKS = 8;

export const ZReportType = z.enum(COMMENT_REPORT_TYPES, {
  error: (issue) => (issue.input === undefined || issue.input === null ? 'error_isRequired' : 'invalid_request'),
});

/** POST /api/groups/{id}/posts/{postId}/report: a member reports another's post, as comments are reported. */
export const ZPostReport = z
  .object({
    type: ZReportType,
    content: z.string().trim().max(COMMENT_REPORT_REASON_MAX_LENGTH, { error: 'comment_too_long' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'other' && !value.content)
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'comment_report_reason_required' });
  });
export type TPostReport = z.infer<typeof ZPostReport>;
export const ZPostReportResult = z.object({ id: z.number().int(), reported: z.literal(true) });

/** POST /api/groups/{id}/posts/{postId}/hidden: a learn moderator hides a post from the group, or shows it again. */
export const ZPostHide = z.object({ hidden: z.boolean() });
export const ZPostHidden = z.object({ id: z.number().int(), hidden: z.boolean() });

/** Which reported comments and posts to list: still shown (open), hidden by a moderator, or both. */
export const MODERATION_STATUSES = ['open', 'hidden', 'all'] as const;
export type TModerationStatus = (typeof MODERATION_STATUSES)[number];

/** GET /api/moderation/reports?page=&status=. */
export const ZModerationReportsQuery = z.object({
  page: z.coerce.number({ error: 'invalid_request' }).int().min(1).max(10_000).default(1),
  status: z.enum(MODERATION_STATUSES, { error: 'invalid_request' }).default('open'),
});
export type TModerationReportsQuery = z.infer<typeof ZModerationReportsQuery>;

const ZModerationUser = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });

/** One report: its reason type, the reporter's words for 'other', who reported and when. */
export const ZModerationReport = z.object({
  type: ZReportType,
  content: z.string().nullable(),
  reporter: ZModerationUser,
  createdAt: z.string(),
});

/**
 * A reported comment or group post with its reports, newest report first. `where` names the tutorial step or group
 * it was written in and links to it; `groupId` is the post's group (the hide action's path); `author.blocked` tells
 * whether a moderator blocked its author from posting.
 */
export const ZModerationItem = z.object({
  kind: z.enum(['comment', 'post', 'review']),
  id: z.string(),
  groupId: z.number().int().nullable(),
  text: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  author: ZModerationUser.extend({ blocked: z.boolean() }),
  where: z.object({ title: z.string(), url: z.string() }),
  lastReportedAt: z.string(),
  reports: z.array(ZModerationReport),
});
export type TModerationItem = z.infer<typeof ZModerationItem>;

/** The reports of one week (Monday, UTC) of comments and of posts. */
export const ZModerationWeek = z.object({
  weekStart: z.string(),
  comments: z.number().int(),
  posts: z.number().int(),
});

export const ZModerationReports = z.object({
  items: z.array(ZModerationItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  weeks: z.array(ZModerationWeek),
});
export type TModerationReports = z.infer<typeof ZModerationReports>;
