import type { TPathwaysLanding } from '@questline/domain/schemas/featured';
import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { prefetchFeaturedPair, type TFeaturedPair } from '../../../api/featured-list';

/** GET /api/learn/pathways/landing: featured pathways, every pathway, featured submissions (§2.8). */
export const pathwaysLandingQueryOptions = () =>
  queryOptions({
    queryKey: ['pathways', 'landing'],
    queryFn: () => apiGet<TPathwaysLanding>('/api/learn/pathways/landing'),
    staleTime: 60_000,
  });

export const usePathwaysLanding = () => useSuspenseQuery(pathwaysLandingQueryOptions()).data;

/**
 * The pathways landing page's featured list (§9 pathway landing page), and the premium version premium viewers see
 * instead, as the other landing pages pick theirs.
 */
export const PATHWAYS_FEATURED: TFeaturedPair = {
  everyone: 'page_landing_pathway',
  premium: 'page_landing_pathway_premium',
};

/** The /pathways loader's data: the landing's sections, and its featured list beside them (never blocking on it). */
export const loadPathwaysLanding = async (queryClient: QueryClient) => {
  const [landing] = await Promise.all([
    queryClient.ensureQueryData(pathwaysLandingQueryOptions()),
    prefetchFeaturedPair(queryClient, PATHWAYS_FEATURED),
  ]);
  return landing;
};
