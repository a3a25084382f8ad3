import {
  CONTENT_LANGUAGES,
  CONTENT_SKILL_LEVELS,
  LISTING_SORT_KEYS,
  type TListingSort,
} from '@questline/domain/constants';
import { appendKeyword, criterion, parseCriterion } from '@questline/domain/rules/search-criteria';
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

/** The duration bands a listing filters on: §9 bucket ids that together hold every duration exactly once. */
export const LISTING_DURATIONS = ['lt15', '15_60', '60_120', 'gt120'] as const;

/** Price: premium:false (free items) or premium:true; neither takes both. */
export const LISTING_PRICES = { free: 'false', premium: 'true' } as const;
export type TListingPrice = keyof typeof LISTING_PRICES;

/** The listing's filters: what each criterion key may hold, and whether it takes one value or several (ORed). */
const FILTERS: Record<string, { valid: (value: string) => boolean; several: boolean }> = {
  query: { valid: (value) => value.trim() !== '', several: false },
  skillLevel: { valid: (value) => (CONTENT_SKILL_LEVELS as readonly string[]).includes(value), several: true },
  duration: { valid: (value) => (LISTING_DURATIONS as readonly string[]).includes(value), several: true },
  tag: { valid: (value) => /^[1-9][0-9]{0,15}$/.test(value), several: false },
  language: { valid: (value) => (CONTENT_LANGUAGES as readonly string[]).includes(value), several: false },
  premium: { valid: (value) => value === 'true' || value === 'false', several: false },
};

/**
 * The criteria of a listing's URL it shows as filters: the keyword, skill levels, duration bands, a topic, a content
 * language and a price, each value checked, duplicates and earlier values of one-value filters dropped. Anything else
 * (another type, an admin key, a hand-edited value) is dropped, so a listing never filters on what it cannot show
 * and clear.
 */
export const listingFilters = (criteria: readonly string[] = []): string[] => {
  const kept: string[] = [];
  for (const entry of criteria) {
    const parsed = parseCriterion(entry);
    const filter = parsed ? FILTERS[parsed.key] : undefined;
    if (!parsed || !filter?.valid(parsed.value) || kept.includes(entry)) continue;
    const others = filter.several ? kept : kept.filter((item) => parseCriterion(item)?.key !== parsed.key);
    kept.splice(0, kept.length, ...others, entry);
  }
  return kept;
};

/**
 * A listing's criteria: its type first, then its filters from the URL (the premium courses page adds premium:true,
 * §2.1). Type criteria of the URL are dropped, so a listing never shows another type.
 */
export const listingCriteria = (type: TListingType, extra: readonly string[] = []) => [
  `type:${type}`,
  ...listingFilters(extra),
];

/** The values of one filter among the criteria. */
export const valuesOf = (criteria: readonly string[], key: string) =>
  criteria.flatMap((entry) => {
    const parsed = parseCriterion(entry);
    return parsed?.key === key ? [parsed.value] : [];
  });

/** The criteria with one filter's values replaced (none removes the filter). */
export const withValues = (criteria: readonly string[], key: string, values: readonly string[]) => [
  ...criteria.filter((entry) => parseCriterion(entry)?.key !== key),
  ...values.map((value) => criterion(key, value)),
];

/** Adds or removes one value of a several-value filter (skill levels, duration bands). */
export const toggleValue = (criteria: readonly string[], key: string, value: string) => {
  const values = valuesOf(criteria, key);
  return withValues(
    criteria,
    key,
    values.includes(value) ? values.filter((item) => item !== value) : [...values, value],
  );
};

/** The criteria with the keyword replaced; an empty one removes it. */
export const withKeyword = (criteria: readonly string[], keyword: string) =>
  appendKeyword(withValues(criteria, 'query', []), keyword);

/** The price the criteria ask for, or null for both. */
export const priceOf = (criteria: readonly string[]): TListingPrice | null => {
  const value = valuesOf(criteria, 'premium')[0];
  return value === 'true' ? 'premium' : value === 'false' ? 'free' : null;
};

/**
 * The sort a listing searches with: the URL's, else relevance when there is a keyword (the server's default, sent as
 * no sort) and newest first when there is none.
 */
export const listingOrder = (criteria: readonly string[], ob: TListingSort | undefined): TListingSort | undefined =>
  ob ?? (valuesOf(criteria, 'query').length > 0 ? undefined : 'recency');

export const isListingSort = (value: string): value is TListingSort =>
  (LISTING_SORT_KEYS as readonly string[]).includes(value);
