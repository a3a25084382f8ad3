import { FEATURE_FLAGS } from '@questline/domain/constants';
import type { TFeatureFlags, TSiteSettings } from '@questline/domain/schemas/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

/** GET /api/site/settings: the §9 feature flags in force and the store flow's settings. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'settings'],
    queryFn: () => apiGet<TSiteSettings>('/api/site/settings'),
    staleTime: 60_000,
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions()).data;

/**
 * The flags in force as the server answers them; their §9 defaults until it has, so a page renders at once and only
 * an admin's change (rare) moves anything when the answer arrives.
 */
export const useFeatureFlags = (): TFeatureFlags => useSiteSettings()?.featureFlags ?? FEATURE_FLAGS;
