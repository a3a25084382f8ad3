import type { TGroupDetail } from '@questline/domain/schemas/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/groups/{id}: members with their status, open invitations and featured posts (members only). */
export const fetchGroup = (groupId: number) => apiGet<TGroupDetail>(`/api/groups/${groupId}`);

export const groupQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: ['groups', groupId],
    queryFn: () => fetchGroup(groupId),
    staleTime: 0,
    // Members' statuses change while the page is open: read them again as often as a heartbeat is sent.
    refetchInterval: 60_000,
    retry: false,
  });

export const useGroup = (groupId: number) => useQuery(groupQueryOptions(groupId));
