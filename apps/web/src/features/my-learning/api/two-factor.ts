import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCall } from './auth-call';

/** Whether the signed-in user has two-factor authentication in force (better-auth's session user). */
export const twoFactorStateQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'twoFactor'],
    queryFn: async () => {
      const session = await authCall<{ user?: { twoFactorEnabled?: boolean } } | null>('/api/auth/get-session');
      return { enabled: session?.user?.twoFactorEnabled === true };
    },
  });
export const useTwoFactorState = () => useQuery(twoFactorStateQueryOptions());

export type TTotpEnrolment = { totpURI: string; backupCodes: string[] };

/** Starts enrolment: a new secret (as an otpauth URI) and backup codes; not in force until a code confirms it. */
export const enableTwoFactor = (password: string) =>
  authCall<TTotpEnrolment>('/api/auth/two-factor/enable', { password });

/** Confirms enrolment with the authenticator's current code. */
export const confirmTwoFactor = (code: string) => authCall<unknown>('/api/auth/two-factor/verify-totp', { code });

export const disableTwoFactor = (password: string) => authCall<unknown>('/api/auth/two-factor/disable', { password });

/** The secret of an otpauth URI, for people who type it into their authenticator instead of scanning. */
export const totpSecretOf = (uri: string) => {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
};
