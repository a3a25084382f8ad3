import type { TDeviceList } from '@questline/domain/schemas/account';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api/client';
import { authCall } from './auth-call';

/**
 * Changes the password (better-auth's /change-password): the current one confirms it, and every other session of
 * the account is signed out; this one goes on with the new session cookie the answer sets.
 */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  authCall<unknown>('/api/auth/change-password', { ...input, revokeOtherSessions: true });

/**
 * Asks to change the address (better-auth's /change-email): a link goes to the new address, and the address changes
 * once it is followed, which lands on `callbackURL`. A taken address answers the same, and gets no mail.
 */
export const changeEmail = (newEmail: string, callbackURL: string) =>
  authCall<{ status: boolean }>('/api/auth/change-email', { newEmail, callbackURL });

/** GET /api/users/me/sessions: the signed-in devices, this one first. */
export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me', 'sessions'],
    queryFn: () => apiGet<TDeviceList>('/api/users/me/sessions'),
    staleTime: 0,
  });

/** Signs out every other session of the account (better-auth's /revoke-other-sessions). */
export const signOutEverywhereElse = () => authCall<{ status: boolean }>('/api/auth/revoke-other-sessions', {});

/** POST /api/users/me/delete: the account and its personal data go; the answer expires the session cookie. */
export const deleteAccount = (password: string) => apiPost<true>('/api/users/me/delete', { password });

/** GET /api/me/export, which the browser downloads as questline-export-YYYY-MM-DD.json. */
export const ACCOUNT_EXPORT_PATH = '/api/me/export';
