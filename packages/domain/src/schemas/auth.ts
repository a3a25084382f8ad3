/**
 * What better-auth's endpoints under /api/auth answer through the server's bridge (apps/server auth/auth.routes.ts):
 * better-auth's own bodies less every session `token` (the HttpOnly cookie alone carries the session). Their requests
 * are better-auth's own schemas; failures are the platform's `{error:{key}}`.
 */
import { z } from 'zod';

/** The account as better-auth holds it (the platform's own view of a user is GET /api/me). */
export const ZAuthUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  twoFactorEnabled: z.boolean().nullable().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

/** One session of the account, without its token. */
export const ZAuthSession = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});
export type TAuthSession = z.infer<typeof ZAuthSession>;

/**
 * The account alone: sign-up's (without a session: sign-up does not sign in, and a taken address answers alike),
 * change-password's, and two-factor verify-totp's and verify-backup-code's (a sign-in's challenge, or an enrolment,
 * confirmed; a challenge's session cookie set).
 */
export const ZAuthUserAnswer = z.object({ user: ZAuthUser });

/**
 * POST /api/auth/sign-in/email: the account, with the session cookie set; or, for an account with two-factor
 * authentication, `twoFactorRedirect` and a short-lived challenge cookie that /two-factor/verify-totp (or
 * verify-backup-code) turns into a session.
 */
export const ZSignInAnswer = z.union([
  z.object({ redirect: z.boolean(), url: z.string().optional(), user: ZAuthUser }),
  z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()).optional() }),
]);

/** GET /api/auth/get-session: the signed-in account and its session, or null. */
export const ZGetSessionAnswer = z.object({ user: ZAuthUser, session: ZAuthSession }).nullable();

/** GET /api/auth/list-sessions: every session of the signed-in account. */
export const ZListSessionsAnswer = z.array(ZAuthSession);

/**
 * What most account calls answer: whether it was done (change-email: the link went to the new address, which changes
 * once it is followed; a taken address answers alike).
 */
export const ZAuthStatusAnswer = z.object({ status: z.boolean() });

/** POST /api/auth/sign-out. */
export const ZSignOutAnswer = z.object({ success: z.boolean() });

/** POST /api/auth/request-password-reset: the same answer for every address. */
export const ZPasswordResetRequestAnswer = z.object({ status: z.boolean(), message: z.string().optional() });

/** GET /api/auth/verify-email without a callbackURL: the account whose address is now confirmed. */
export const ZVerifyEmailAnswer = z.object({ status: z.boolean(), user: ZAuthUser.nullable().optional() });

/** POST /api/auth/two-factor/enable (TFA_ENABLED): the authenticator's otpauth URI and one-time backup codes. */
export const ZTwoFactorEnrolment = z.object({
  method: z.enum(['otp', 'totp']).optional(),
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolment>;
