import type { TListingSort } from '@questline/domain/constants';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchFeaturedPair } from '../../api/featured-list';
import { meQueryOptions } from '../../api/session';
import { loadPagesCatalogue } from '../../i18n/i18n';
import { popularTopicsQueryOptions } from './api/search';
import { searchResultsQueryOptions } from './hooks/use-search-results';
import { LISTING_FEATURED, listingCriteria, listingOrder, type TListingType } from './listing-criteria';
import type { TListingSearch, TSearchPageSearch } from './search-page-search';

/** The first page of a search's results, for the viewer (their premium state is part of the question). */
const loadResults = async (queryClient: QueryClient, criteria: readonly string[], ob: TListingSort | undefined) => {
  const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  await queryClient.prefetchInfiniteQuery(searchResultsQueryOptions(criteria, ob, me?.premium === true));
};

/** `/search`'s loader: its texts and the first page of results, so the page arrives with them. */
export const loadSearchPage = (queryClient: QueryClient, search: TSearchPageSearch) =>
  Promise.all([loadPagesCatalogue(), loadResults(queryClient, search.k ?? [], search.ob)]);

/**
 * A listing's loader: its featured list, the first page of its search (listing-page.tsx) and the topics its topic
 * filter offers.
 */
export const loadListingPage = (queryClient: QueryClient, type: TListingType, search: TListingSearch) => {
  const criteria = listingCriteria(type, search.k);
  return Promise.all([
    loadPagesCatalogue(),
    prefetchFeaturedPair(queryClient, LISTING_FEATURED[type]),
    loadResults(queryClient, criteria, listingOrder(criteria, search.ob)),
    queryClient.prefetchQuery(popularTopicsQueryOptions()),
  ]);
};
