import { LISTING_SORT_KEYS, SEARCH_SORT_KEYS, type TListingSort, type TSearchSort } from '@questline/domain/constants';
import { readCriteria } from '@questline/domain/rules/search-criteria';
import { oneOfParam, textParam } from '@questline/domain/rules/search-params';

/**
 * `/search?k=["query:unity","type:tutorial"]&ob=starts` (§2.6): only the criteria and the sort live in the URL
 * (everything of UNSYNCED_SEARCH_PARAMS, such as page, is dropped). The router reads `k` as JSON already, so it may
 * arrive as an array or, hand-edited, as text: a plain word (`k=lighting`) is that keyword.
 */
export type TSearchPageSearch = { k?: string[]; ob?: TSearchSort };
/** A listing's URL (/tutorials?k=[…]&ob=duration): the criteria as /search reads them, and the listings' sorts. */
export type TListingSearch = { k?: string[]; ob?: TListingSort };

/** One reader for both, which differ only in their sorts: every route's reader is on the first-load path. */
const searchReader =
  <T extends string>(sorts: readonly T[]) =>
  (raw: Record<string, unknown>) => {
    const criteria = readCriteria(Array.isArray(raw.k) ? raw.k : [textParam(raw.k, 2000)]);
    return { k: criteria.length > 0 ? criteria : undefined, ob: oneOfParam(raw.ob, sorts) };
  };

export const readSearchPageSearch: (raw: Record<string, unknown>) => TSearchPageSearch = searchReader(SEARCH_SORT_KEYS);
export const readListingSearch: (raw: Record<string, unknown>) => TListingSearch = searchReader(LISTING_SORT_KEYS);
