import type { TLocale, TRegion } from '@questline/domain/constants';
import type { TMe } from '@questline/domain/schemas/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: () => apiGet<TMe | null>('/api/me'), staleTime: 60_000 });

/** The signed-in user, or null when anonymous; undefined while loading. */
export const useMe = () => useQuery(meQueryOptions()).data;

export const changeLanguage = (locale: TLocale) => apiPost<true>('/api/changeLanguage', { locale });
export const changePreferredRegion = (regionRefId: TRegion) =>
  apiPost<true>('/api/changePreferredRegion', { regionRefId });

export const fetchAuthUrl = (params: { redirectTo: string; locale: TLocale; register: boolean }) => {
  const query = new URLSearchParams({ redirect_to: params.redirectTo, locale: params.locale });
  if (params.register) query.set('is_reg', 'true');
  return apiGet<{ url: string }>(`/api/authUrl?${query}`);
};
