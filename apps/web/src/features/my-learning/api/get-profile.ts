import type { TPublicProfile } from '@questline/domain/schemas/profile';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/users/{userId or customProfileUrl}/profile (§2.1, §3.12). */
export const profileQueryOptions = (idOrUrl: string) =>
  queryOptions({
    queryKey: ['myLearning', 'profile', idOrUrl],
    queryFn: () => apiGet<TPublicProfile>(`/api/users/${encodeURIComponent(idOrUrl)}/profile`),
    staleTime: 60_000,
  });

export const useProfile = (idOrUrl: string) => useSuspenseQuery(profileQueryOptions(idOrUrl)).data;
