import type { TRole } from '@questline/domain/roles';
import type { TAdminUser, TAdminUserPage, TAuditPage } from '@questline/domain/schemas/admin-users';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../api/client';

export type TUserSearch = { q: string; role: string; page: number };

const searchParams = (search: TUserSearch) => {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.role) params.set('role', search.role);
  params.set('page', String(search.page));
  return params;
};

/** GET /api/admin/users?q=&role=&page=: a page of users; the previous page stays shown while the next loads. */
export const adminUsersQueryOptions = (search: TUserSearch) =>
  queryOptions({
    queryKey: ['admin', 'users', search],
    queryFn: () => apiGet<TAdminUserPage>(`/api/admin/users?${searchParams(search)}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/audit?page=: a page of the audit trail, newest first. */
export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', page],
    queryFn: () => apiGet<TAuditPage>(`/api/admin/audit?page=${page}`),
    placeholderData: keepPreviousData,
  });

const userPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

type TUserAction = { kind: 'roles'; userId: string; roles: TRole[] } | { kind: 'disable' | 'enable'; userId: string };

/** Roles, disabling and enabling: each answers the user; the lists and the audit trail are read again. */
export const useUserAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TUserAction) =>
      action.kind === 'roles'
        ? apiPut<TAdminUser>(`${userPath(action.userId)}/roles`, { roles: action.roles })
        : apiPost<TAdminUser>(`${userPath(action.userId)}/${action.kind}`, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};

/** POST /api/admin/users/{id}/password-reset: the reset mail goes to the address answered. */
export const useSendPasswordReset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiPost<{ email: string }>(`${userPath(userId)}/password-reset`, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
};
