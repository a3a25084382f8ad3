import type { TFeaturedPair } from '../../api/featured-list';

/** The types with a listing of their own (§2.1). */
export type TListingType = 'course' | 'project' | 'tutorial' | 'mission';

export const PREMIUM = 'premium:true';

/** Each listing's featured list (§9 landing page lists), and the premium version premium viewers see instead. */
export const LISTING_FEATURED: Record<TListingType, TFeaturedPair> = {
  course: { everyone: 'page_landing_course', premium: 'page_landing_course_premium' },
  project: { everyone: 'page_landing_project', premium: 'page_landing_project_premium' },
  tutorial: { everyone: 'page_landing_tutorial', premium: 'page_landing_tutorial_premium' },
  mission: { everyone: 'page_landing_mission', premium: 'page_landing_mission_premium' },
};

/**
 * A listing's criteria: its type first, then what the URL adds (the premium courses page adds premium:true, §2.1).
 * Type criteria of the URL are dropped, so a listing never shows another type.
 */
export const listingCriteria = (type: TListingType, extra: readonly string[] = []) => [
  `type:${type}`,
  ...extra.filter((entry) => !entry.startsWith('type:') && !entry.startsWith('t:')),
];
