/** Ratings and reviews of items: the learner's write, the detail page's summary and the moderators' hide. */
import { z } from 'zod';
import { COMMENT_REPORT_REASON_MAX_LENGTH } from '../rules/comments';
import { RATING_MAX, RATING_MIN, RATING_REVIEW_MAX_LENGTH } from '../rules/ratings';
import { ZReportType } from './moderation';

/** PUT /api/learn/{type}/{id}/rating: 1 to 5, and an optional short review (empty or absent: none). */
export const ZRatingWrite = z.object({
  value: z
    .number({ error: (issue) => (issue.input === undefined ? 'error_isRequired' : 'rating_value_invalid') })
    .int({ error: 'rating_value_invalid' })
    .min(RATING_MIN, { error: 'rating_value_invalid' })
    .max(RATING_MAX, { error: 'rating_value_invalid' }),
  review: z
    .string({ error: 'invalid_request' })
    .trim()
    .max(RATING_REVIEW_MAX_LENGTH, { error: 'rating_review_too_long' })
    .nullable()
    .optional(),
});
export type TRatingWrite = z.infer<typeof ZRatingWrite>;

/** One review as the detail page lists it: its rating, its text, its author, and whether it is the reader's. */
export const ZReview = z.object({
  id: z.string(),
  value: z.number().int(),
  review: z.string(),
  author: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  createdAt: z.string(),
  mine: z.boolean(),
  /** For moderators: hidden from learners by a moderator. */
  hidden: z.boolean(),
});
export type TReview = z.infer<typeof ZReview>;

/**
 * GET /api/learn/{type}/{id}/ratings: the average (one decimal, null without votes) and count, the reader's own
 * rating, whether the reader may rate (signed in and started the item), and the newest reviews.
 */
export const ZRatingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  mine: z.object({ value: z.number().int(), review: z.string().nullable() }).nullable(),
  mayRate: z.boolean(),
  /** Whether the reader may hide reviews (learn moderators). */
  moderator: z.boolean(),
  reviews: z.array(ZReview),
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

/** POST /api/learn/ratings/{ratingId}/reports: a review reported as comments are. */
export const ZReviewReport = z
  .object({
    type: ZReportType,
    content: z.string().trim().max(COMMENT_REPORT_REASON_MAX_LENGTH, { error: 'comment_too_long' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'other' && !value.content)
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'comment_report_reason_required' });
  });
export type TReviewReport = z.infer<typeof ZReviewReport>;
export const ZReviewReportResult = z.object({ id: z.string(), reported: z.literal(true) });

/** PUT /api/learn/ratings/{ratingId}/hidden: a learn moderator hides a review from learners, or shows it again. */
export const ZReviewHide = z.object({ hidden: z.boolean() });
export const ZReviewHidden = z.object({ id: z.string(), hidden: z.boolean() });
