import { expect, it } from 'vitest';
import { CURATED_LIST_NAMES, FEATURED_LIST_NAMES, ZFeaturedListName } from './featured';

it('offers every §9 featured list to curate but homepageV2, and refuses a name the catalogue lacks', () => {
  expect(CURATED_LIST_NAMES).toEqual(FEATURED_LIST_NAMES.filter((name) => name !== 'homepageV2'));
  expect(ZFeaturedListName.parse('homepageV2')).toBe('homepageV2');
  const unknown = ZFeaturedListName.safeParse('page_landing_blog');
  expect(unknown.success ? null : unknown.error.issues[0]?.message).toBe('invalid_request');
});
