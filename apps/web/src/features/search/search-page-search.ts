import { SEARCH_SORT_KEYS, type TSearchSort } from '@questline/domain/constants';
import { parseCriteriaParam } from '@questline/domain/rules/search-criteria';
import { oneOfParam } from '@questline/domain/rules/search-params';

/**
 * `/search?k=["query:unity","type:tutorial"]&ob=starts` (§2.6): only the criteria and the sort live in the URL
 * (everything of UNSYNCED_SEARCH_PARAMS, such as page, is dropped). The router reads `k` as JSON already, so it may
 * arrive as an array or, hand-edited, as text.
 */
export type TSearchPageSearch = { k?: string[]; ob?: TSearchSort };

export const readSearchPageSearch = (raw: Record<string, unknown>): TSearchPageSearch => {
  const criteria = Array.isArray(raw.k)
    ? raw.k.filter((entry): entry is string => typeof entry === 'string')
    : parseCriteriaParam(typeof raw.k === 'string' ? raw.k : null);
  return { k: criteria.length > 0 ? criteria : undefined, ob: oneOfParam(raw.ob, SEARCH_SORT_KEYS) };
};
