import type { THome } from '@questline/domain/schemas/content';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export const homeQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: () => apiGet<THome>('/api/learn/home'), staleTime: 60_000 });

export const useHome = () => useSuspenseQuery(homeQueryOptions()).data;
