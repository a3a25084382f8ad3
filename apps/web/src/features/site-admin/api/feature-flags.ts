import type { TMembership } from '@questline/domain/roles';
import type { TFeatureFlagName, TFeatureFlagState, TMemberUser } from '@questline/domain/schemas/site';
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

/** GET /api/admin/members?email=: the user holding an address, with the memberships in force (admins). */
export const findMember = (email: string) =>
  apiGet<TMemberUser>(`/api/admin/members?${new URLSearchParams({ email })}`);

/** PUT /api/admin/users/{id}/memberships/{membership}: grant or revoke; answers the user as the lookup does. */
export const setMembership = (input: { userId: string; membership: TMembership; granted: boolean }) =>
  apiPut<TMemberUser>(`/api/admin/users/${encodeURIComponent(input.userId)}/memberships/${input.membership}`, {
    granted: input.granted,
  });
