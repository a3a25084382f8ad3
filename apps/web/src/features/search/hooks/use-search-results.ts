import type { TListingSort } from '@questline/domain/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMe } from '../../../api/session';
import { fetchSearch } from '../api/search';

/** The search's pages: Load more asks for the next page (page + 1) and appends it (§2.6). */
export const searchResultsQueryOptions = (
  criteria: readonly string[],
  ob: TListingSort | undefined,
  premium: boolean,
) =>
  infiniteQueryOptions({
    queryKey: ['search', 'results', criteria, ob ?? null, premium],
    queryFn: ({ pageParam }) => fetchSearch({ criteria, ob, page: pageParam, premium }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const useSearchResults = (criteria: readonly string[], ob: TListingSort | undefined) =>
  useInfiniteQuery(searchResultsQueryOptions(criteria, ob, useMe()?.premium === true));
