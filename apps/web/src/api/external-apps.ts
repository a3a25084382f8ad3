import type { TExternalApps } from '@questline/domain/schemas/apps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

/** GET /api/apps: the header's external apps (§2.3); they change only with the server's configuration. */
export const externalAppsQueryOptions = () =>
  queryOptions({
    queryKey: ['externalApps'],
    queryFn: () => apiGet<TExternalApps>('/api/apps'),
    staleTime: 60 * 60_000,
  });

/** The configured external apps, in order; undefined while loading. */
export const useExternalApps = () => useQuery(externalAppsQueryOptions()).data?.apps;
