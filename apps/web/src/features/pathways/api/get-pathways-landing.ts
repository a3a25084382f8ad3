import type { TPathwaysLanding } from '@questline/domain/schemas/featured';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/learn/pathways/landing: featured pathways, every pathway, featured submissions (§2.8). */
export const pathwaysLandingQueryOptions = () =>
  queryOptions({
    queryKey: ['pathways', 'landing'],
    queryFn: () => apiGet<TPathwaysLanding>('/api/learn/pathways/landing'),
    staleTime: 60_000,
  });

export const usePathwaysLanding = () => useSuspenseQuery(pathwaysLandingQueryOptions()).data;
