import { AppError } from '@questline/domain/errors';
import { RATING_REVIEWS_SHOWN, shownAverage, type TRatedType } from '@questline/domain/rules/ratings';
import type { TRatingSummary, TRatingWrite, TReviewReport } from '@questline/domain/schemas/ratings';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { findItem, findItemByIdOrSlug, type TContentRow } from '../content/content.repository';
import { refuseItem, type TViewer } from '../learn/learn.policy';
import { catalogueChanged } from '../search/search-cache';
import { isReviewModerator } from './ratings.policy';
import {
  deleteRating,
  findRating,
  findRatingById,
  hasStarted,
  insertRatingReport,
  newestReviews,
  ratingTotals,
  recountItemRatings,
  setRatingHidden,
  upsertRating,
} from './ratings.repository';

/** Items learners start (and so rate): every detail type but skills and competencies, which are not started. */

/** The published item a rating hangs off, behind the item's own gates (learn.policy itemRefusal). */
const openRatedItem = async (db: TDbOrTx, viewer: TViewer, type: TRatedType, idOrSlug: string) => {
  const row = await findItemByIdOrSlug(db, type, idOrSlug);
  if (row?.status !== 'published') throw new AppError('not_found');
  refuseItem(row, viewer);
  return row;
};

const summaryOf = async (db: TDbOrTx, viewer: TViewer, row: TContentRow): Promise<TRatingSummary> => {
  const moderator = isReviewModerator(viewer);
  const [totals, mine, started, reviews] = await Promise.all([
    ratingTotals(db, row.id),
    viewer ? findRating(db, row.id, viewer.id) : Promise.resolve(undefined),
    viewer ? hasStarted(db, viewer.id, row.id) : Promise.resolve(false),
    newestReviews(db, row.id, { withHidden: moderator, limit: RATING_REVIEWS_SHOWN }),
  ]);
  return {
    average: shownAverage(totals),
    count: totals.count,
    mine: mine ? { value: mine.value, review: mine.review } : null,
    mayRate: started,
    moderator,
    reviews: reviews.map((review) => ({
      id: String(review.id),
      value: review.value,
      review: review.review ?? '',
      author: { id: review.userId, name: review.name, avatar: review.avatar },
      createdAt: review.createdAt.toISOString(),
      mine: review.userId === viewer?.id,
      hidden: review.hiddenAt !== null,
    })),
  };
};

/** GET /api/learn/{type}/{id}/ratings: the item's average, count and newest reviews, and the reader's own rating. */
export const readRatings = async (db: TDbOrTx, viewer: TViewer, type: TRatedType, idOrSlug: string) =>
  summaryOf(db, viewer, await openRatedItem(db, viewer, type, idOrSlug));

/**
 * PUT /api/learn/{type}/{id}/rating: the learner's rating, one per item, changed by rating again. Only a learner who
 * started the item rates it (rating_not_started). The item's totals on its search row change in the same transaction,
 * and the answers this process keeps (cards, page heads) are dropped at once; the other processes drop theirs when
 * PostgreSQL tells them of the commit (recountItemRatings), as for an item's save (content.service).
 */
export const rateItem = async (tx: TDbOrTx, viewer: TMe, type: TRatedType, idOrSlug: string, input: TRatingWrite) => {
  const row = await openRatedItem(tx, viewer, type, idOrSlug);
  if (!(await hasStarted(tx, viewer.id, row.id))) throw new AppError('rating_not_started');
  await upsertRating(tx, { itemId: row.id, userId: viewer.id, value: input.value, review: input.review || null });
  await recountItemRatings(tx, row.id);
  catalogueChanged();
  return summaryOf(tx, viewer, row);
};

/** DELETE /api/learn/{type}/{id}/rating: takes the learner's rating (and review) back; nothing to take back is fine. */
export const unrateItem = async (tx: TDbOrTx, viewer: TMe, type: TRatedType, idOrSlug: string) => {
  const row = await openRatedItem(tx, viewer, type, idOrSlug);
  await deleteRating(tx, row.id, viewer.id);
  await recountItemRatings(tx, row.id);
  catalogueChanged();
  return summaryOf(tx, viewer, row);
};

/** The review of `id` behind its item's gates; not_found for a review the viewer may not see. */
const openReview = async (tx: TDbOrTx, viewer: TMe, id: string) => {
  const rating = /^[1-9][0-9]{0,15}$/.test(id) ? await findRatingById(tx, Number(id)) : undefined;
  if (!rating?.review || (rating.hiddenAt !== null && !isReviewModerator(viewer))) throw new AppError('not_found');
  const row = await findItem(tx, rating.itemId);
  if (!row) throw new AppError('not_found');
  refuseItem(row, viewer);
  return rating;
};

/** POST /api/learn/ratings/{id}/reports: reports another learner's review, once, as comments are reported. */
export const reportReview = async (tx: TDbOrTx, viewer: TMe, id: string, report: TReviewReport) => {
  const rating = await openReview(tx, viewer, id);
  if (rating.userId === viewer.id) throw new AppError('forbidden');
  const content = report.type === 'other' ? (report.content ?? null) : null;
  const stored = await insertRatingReport(tx, { ratingId: rating.id, userId: viewer.id, type: report.type, content });
  if (!stored) throw new AppError('rating_already_reported');
  return { id, reported: true as const };
};

/** PUT /api/learn/ratings/{id}/hidden: a learn moderator hides a review's text from learners, or shows it again. */
export const hideReview = async (tx: TDbOrTx, viewer: TMe, id: string, hidden: boolean) => {
  if (!isReviewModerator(viewer)) throw new AppError('forbidden');
  const rating = await openReview(tx, viewer, id);
  const row = await setRatingHidden(tx, rating.id, hidden);
  return { id, hidden: row.hiddenAt !== null };
};
