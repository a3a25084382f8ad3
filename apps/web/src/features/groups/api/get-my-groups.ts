import type { TMyGroups } from '@questline/domain/schemas/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/groups: the signed-in user's groups and the invitations waiting for them. */
export const fetchMyGroups = () => apiGet<TMyGroups>('/api/groups');

export const myGroupsQueryOptions = () =>
  queryOptions({ queryKey: ['groups', 'mine'], queryFn: fetchMyGroups, staleTime: 0 });

export const useMyGroups = () => useQuery(myGroupsQueryOptions());
