import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@questline/domain/schemas/account';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { TDb } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import type { TMailer } from '../modules/mail/mail';
import { isUserDisabled, recordSignIn } from '../modules/users/users.repository';
import { noticeSignUpWithTakenAddress } from './account-notices';
import { refuseCommonPasswords } from './common-passwords';

/** Sign-up's password rules, shared with the first-run setup's schema (packages/domain schemas/account.ts). */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

export const createAuth = (options: { db: TDb; publicUrl: string; secret: string; mailer: TMailer }) =>
  betterAuth({
    appName: 'Questline',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: trustedOrigins(options.publicUrl),
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up does not sign in: a taken address then gets the very answer a new one gets (200, a user without
      // a session, the password hashed all the same) instead of `auth_email_taken`, and its owner is told. The
      // web signs in right after a sign-up.
      autoSignIn: false,
      onExistingUserSignUp: ({ user }) => noticeSignUpWithTakenAddress(user),
      // POST /request-password-reset (and admins' POST /api/admin/users/{id}/password-reset) mail the link; it opens
      // /api/auth/reset-password/{token}, which leads to the redirectTo page with ?token=, for POST /reset-password.
      sendResetPassword: ({ user, url }) => options.mailer.sendPasswordReset(user, url),
    },
    databaseHooks: {
      session: {
        create: {
          // Every sign-in (password, two-factor confirmation, sign-up's own) makes a session: none for a disabled account.
          before: async (session) => {
            if (await isUserDisabled(options.db, session.userId)) {
              // auth.routes.ts answers this code as auth_account_disabled.
              throw APIError.from('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'This account is disabled' });
            }
          },
          after: async (session, context) => {
            // A session a server call made (the CLI's and the demo seed's sign-ups) is nobody signing in.
            if (context?.request) await recordSignIn(options.db, session.userId);
          },
        },
      },
    },
    // New passwords (sign-up, change, reset) that are on the common-password list are refused.
    hooks: { before: refuseCommonPasswords(MIN_PASSWORD_LENGTH) },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // TOTP two-factor authentication (TFA_ENABLED, §9): enrolment answers the otpauth URI and backup codes; a sign-in
    // of an enrolled user answers {twoFactorRedirect} and a short-lived challenge cookie instead of a session, which
    // POST /two-factor/verify-totp (or verify-backup-code) turns into one. The feature flag gates enrolment in
    // auth.routes.ts; users already enrolled keep being asked for a code whatever the flag says.
    plugins: [twoFactor({ issuer: 'Questline', totpOptions: { digits: 6, period: 30 } })],
    advanced: {
      cookiePrefix: 'questline',
      useSecureCookies: options.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Rate limits are the server's own (one policy for every route, shared across processes later).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: true },
  });

export type TAuth = ReturnType<typeof createAuth>;

/** The public URL, and on a local machine its loopback twins, so http://127.0.0.1:3000 signs in as well. */
export const trustedOrigins = (publicUrl: string) => {
  const url = new URL(publicUrl);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return [url.origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
};
