/**
 * Ratings of items: learners who started an item rate it 1 to 5 with an optional short review. Written once for the
 * server (the admin search's `rated` sort, the detail page's average) and the web app (the rating control).
 */

/** The item types learners start, and so rate. */
export const RATED_TYPES = ['tutorial', 'project', 'course', 'quiz', 'mission', 'pathway', 'liveSession'] as const;
export type TRatedType = (typeof RATED_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The longest review, in characters (after trimming). */
export const RATING_REVIEW_MAX_LENGTH = 500;
/** How many votes of the site-wide mean every item's ratings are weighed against before they speak for themselves. */
export const RATING_PRIOR_WEIGHT = 5;
/** How many reviews the detail page lists, newest first. */
export const RATING_REVIEWS_SHOWN = 20;

export type TRatingTotals = { sum: number; count: number };

/**
 * The Bayesian average of an item's ratings: its votes plus `weight` votes of the prior `mean` (the site-wide mean of
 * all ratings), so that one 5-star vote does not outrank fifty 4.6s. An item without votes reads as the prior mean; a
 * site without votes reads every item as 0.
 */
export const bayesianAverage = (
  item: TRatingTotals,
  prior: { mean: number; weight?: number } = { mean: 0 },
): number => {
  const weight = prior.weight ?? RATING_PRIOR_WEIGHT;
  return weight + item.count === 0 ? 0 : (item.sum + weight * prior.mean) / (item.count + weight);
};

/** The site-wide mean the prior stands on: every rating's value averaged, 0 without any. */
export const siteMean = (all: TRatingTotals) => (all.count === 0 ? 0 : all.sum / all.count);

/** The plain average the detail page shows, to one decimal; null without votes. */
export const shownAverage = ({ sum, count }: TRatingTotals) =>
  count === 0 ? null : Math.round((sum / count) * 10) / 10;

/** Whether a value is a rating: a whole number from RATING_MIN to RATING_MAX. */
export const isRatingValue = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
