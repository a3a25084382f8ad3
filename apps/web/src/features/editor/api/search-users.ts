import type { TCreatorUser, TCreatorUsersResult } from '@questline/domain/schemas/creator';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export type TUserOption = TCreatorUser;

export const searchUsers = async (q: string): Promise<TUserOption[]> =>
  (await apiGet<TCreatorUsersResult>(`/api/creator/users?${new URLSearchParams({ q })}`)).items;

export const usersQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['creator', 'users', q], queryFn: () => searchUsers(q), staleTime: 60_000 });

/** The owner picker's options for what has been typed. */
export const useUserSearch = (q: string) =>
  useQuery({ ...usersQueryOptions(q.trim()), placeholderData: keepPreviousData });
