import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@questline/domain/schemas/account';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { TDb } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import type { TMailer } from '../modules/mail/mail.service';
import { isUserDisabled, recordSignIn } from '../modules/users/users.repository';
import { currentRequestLog, noticeSignUpWithTakenAddress } from './account-notices';
import { refuseCommonPasswords } from './common-passwords';
import { isOperatorSignUp } from './operator-sign-up';

/** How long a password-reset link works (better-auth's token: once, then it is spent). */
export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;
/** How long an e-mail verification link works (a signed token: verifying twice changes nothing). */
export const EMAIL_VERIFICATION_TOKEN_SECONDS = 24 * 60 * 60;

/** How passwords are hashed and checked; better-auth's scrypt (N 2^14, r 16) unless given. */
export type TPasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

export const createAuth = (options: {
  db: TDb;
  publicUrl: string;
  secret: string;
  mailer: TMailer;
  /** Only the API tests set it (test/test-app.ts): servers keep better-auth's hashing. */
  passwordHashing?: TPasswordHashing;
}) =>
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
      // Sign-up's password rules, shared with the first-run setup's schema (packages/domain schemas/account.ts).
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
      // Sign-up does not sign in: a taken address then gets the very answer a new one gets (200, a user without
      // a session, the password hashed all the same) instead of `auth_email_taken`, and its owner is told. The
      // web signs in right after a sign-up.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }, request) => noticeSignUpWithTakenAddress(options.mailer, user, request),
      // Forgotten passwords: POST /request-password-reset answers alike for every address and only queues the mail
      // (modules/mail); the link's token works once, for an hour, and the reset ends every session of the account.
      sendResetPassword: async ({ user, token }, request) =>
        options.mailer.sendPasswordReset(
          { email: user.email, userId: user.id, headers: request?.headers, requestLog: currentRequestLog() },
          token,
        ),
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    // Addresses are verified only when mail leaves the server (SMTP_URL): sign-up then mails a link, and until it is
    // followed the account may learn but not post (community/posting.ts refuseUnverifiedPoster). Without SMTP nothing
    // is sent on sign-up and everyone counts as verified; "send again" and a changed address still mail (to the log).
    emailVerification: {
      sendOnSignUp: options.mailer.delivers,
      expiresIn: EMAIL_VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        if (isOperatorSignUp()) return;
        options.mailer.sendEmailVerification(
          { email: user.email, userId: user.id, headers: request?.headers, requestLog: currentRequestLog() },
          url,
        );
      },
    },
    // New passwords (sign-up, change, reset) that are on the common-password list are refused.
    hooks: { before: refuseCommonPasswords(PASSWORD_MIN_LENGTH) },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Settings change the address through better-auth's change-email: the link goes to the new address (the
    // verification mail above) and the address changes only once it is followed. A taken address answers alike and
    // gets no mail. Settings' other account flows are better-auth's too: change-password (revokeOtherSessions),
    // revoke-other-sessions; deleting an account is the platform's (modules/account), in one transaction.
    user: { changeEmail: { enabled: true } },
    // Following that link proves the new address: it is verified from then on, whatever the old one was.
    databaseHooks: {
      user: {
        update: {
          before: async (data, context) =>
            context?.path === '/verify-email' && typeof data.email === 'string'
              ? { data: { ...data, emailVerified: true } }
              : undefined,
        },
      },
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
