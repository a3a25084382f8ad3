import type { TListingSort } from '@questline/domain/constants';
import type {
  THeaderSearchResult,
  TPopularTopics,
  TSearchCard,
  TSearchResultSet,
} from '@questline/domain/schemas/search';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** How many results one page of the search page asks for. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * The user's premium flag, sent with every search as §7.5's `prm`. The server never takes it for a membership (it reads
 * premium from the session); it says which premium state the answer was asked for.
 */
export const premiumHint = (premium: boolean) => (premium ? 'true' : 'false');

/** GET /api/learn/search (§2.6, §3.11): one page of the results of the criteria, in a search page or listing sort. */
export const fetchSearch = (search: {
  criteria: readonly string[];
  ob?: TListingSort;
  page: number;
  premium: boolean;
}) => {
  const params = new URLSearchParams({
    k: JSON.stringify(search.criteria),
    page: String(search.page),
    pageSize: String(SEARCH_PAGE_SIZE),
    prm: premiumHint(search.premium),
  });
  if (search.ob) params.set('ob', search.ob);
  return apiGet<TSearchResultSet>(`/api/learn/search?${params}`);
};

/** GET /api/learn/headerSearch (§2.6): at most 10 rows for the typed keyword, optionally of one type. */
export const fetchHeaderSearch = (criteria: readonly string[], premium: boolean) =>
  apiGet<THeaderSearchResult>(
    `/api/learn/headerSearch?${new URLSearchParams({ k: JSON.stringify(criteria), prm: premiumHint(premium) })}`,
  );

/** GET /api/learn/topicsPopular (§2.4): the topics most published items carry. */
export const popularTopicsQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'topicsPopular'],
    queryFn: () => apiGet<TPopularTopics>('/api/learn/topicsPopular'),
    staleTime: 5 * 60_000,
  });

/** A popular topic as menus list it. */
export const popularTopics = (topics: TPopularTopics | undefined) =>
  (topics?.tagIds ?? []).flatMap((id) => {
    const tag = topics?.tagMap[id];
    return tag ? [{ id, name: tag.name }] : [];
  });

/** A card's duration as rows and cards show it: the manual duration when the item has a manual (§2.6). */
export const shownDuration = (card: TSearchCard) => (card.withManual ? card.manualDuration : card.duration);

/** The result set's cards, in the order of its results, each looked up in its type's map (§3.11). */
export const resultCards = (set: TSearchResultSet): TSearchCard[] =>
  set.results.flatMap((result) => {
    const id = result[result.type]?.id;
    const card = id ? set[`${result.type}Map`][id] : undefined;
    return card ? [card] : [];
  });
