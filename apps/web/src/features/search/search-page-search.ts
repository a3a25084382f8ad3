import { SEARCH_SORT_KEYS, type TSearchSort } from '@questline/domain/constants';
import { readCriteria } from '@questline/domain/rules/search-criteria';
import { oneOfParam, textParam } from '@questline/domain/rules/search-params';

/**
 * `/search?k=["query:unity","type:tutorial"]&ob=starts` (§2.6): only the criteria and the sort live in the URL
 * (everything of UNSYNCED_SEARCH_PARAMS, such as page, is dropped). The router reads `k` as JSON already, so it may
 * arrive as an array or, hand-edited, as text: a plain word (`k=lighting`) is that keyword.
 */
export type TSearchPageSearch = { k?: string[]; ob?: TSearchSort };

export const readSearchPageSearch = (raw: Record<string, unknown>): TSearchPageSearch => {
  const criteria = readCriteria(Array.isArray(raw.k) ? raw.k : [textParam(raw.k, 2000)]);
  return { k: criteria.length > 0 ? criteria : undefined, ob: oneOfParam(raw.ob, SEARCH_SORT_KEYS) };
};
