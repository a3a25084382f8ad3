import type { TFeatureFlagName, TFeatureFlagState } from '@questline/domain/schemas/site';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../api/client';
import { siteSettingsQueryOptions } from '../../../api/site-settings';

/** GET /api/admin/featureFlags: every §9 flag, its value, default and last change (admins). */
export const flagStatesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'featureFlags'],
    queryFn: () => apiGet<TFeatureFlagState[]>('/api/admin/featureFlags'),
  });

/** PUT /api/admin/featureFlags/{name}: the list answered replaces the kept one, and the site settings are read again. */
export const useSetFeatureFlag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: TFeatureFlagName; enabled: boolean }) =>
      apiPut<TFeatureFlagState[]>(`/api/admin/featureFlags/${input.name}`, { enabled: input.enabled }),
    onSuccess: (states) => {
      queryClient.setQueryData(flagStatesQueryOptions().queryKey, states);
      void queryClient.invalidateQueries({ queryKey: siteSettingsQueryOptions().queryKey });
    },
  });
};
