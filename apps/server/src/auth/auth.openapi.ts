import {
  ZAuthStatusAnswer,
  ZAuthUserAnswer,
  ZGetSessionAnswer,
  ZListSessionsAnswer,
  ZPasswordResetRequestAnswer,
  ZSignInAnswer,
  ZSignOutAnswer,
  ZTwoFactorEnrolment,
  ZVerifyEmailAnswer,
} from '@questline/domain/schemas/auth';
import type { z } from 'zod';
import type { TDocumentedOperation } from '../lib/openapi';
import type { TAuth } from './auth';

/** One of better-auth's endpoints as the bridge serves it: what it answers, and whether it needs a session. */
type TAuthEndpoint = {
  /** The endpoint's name in `auth.api`: its path and its request schemas are better-auth's own. */
  name: string;
  method: 'get' | 'post';
  summary: string;
  description?: string;
  signedIn: boolean;
  answer: z.ZodType;
};

/** What sign-up and password-reset requests carry beside better-auth's fields (auth.routes.ts). */
const CAPTCHA_NOTE =
  'While CAPTCHA_ENABLED is on, the body also carries `altcha`: a solution of a GET /api/auth/captcha challenge, ' +
  'used once (400 captcha_invalid when missing, wrong, expired or used).';

/**
 * The endpoints of better-auth that the web app and the e2e journeys call, with what the bridge answers: the rest of
 * /api/auth/* is served too but not described. A redirect (a mailed link's callbackURL) answers 302.
 */
const ENDPOINTS: readonly TAuthEndpoint[] = [
  {
    name: 'signUpEmail',
    method: 'post',
    summary: 'Creates an account with an e-mail address and a password',
    description:
      'Does not sign in (the web signs in right after): a taken address answers alike, and its owner is told by ' +
      'mail. Passwords of 8 to 128 characters, none on the common-password list (400 auth_password_too_common). ' +
      'With SMTP_URL set, a verification link is mailed to the address. ' +
      CAPTCHA_NOTE,
    signedIn: false,
    answer: ZAuthUserAnswer,
  },
  {
    name: 'signInEmail',
    method: 'post',
    summary: 'Signs in with an e-mail address and a password',
    description:
      'Sets the session cookie; an account with two-factor authentication answers `twoFactorRedirect` and a ' +
      'challenge cookie instead, for POST /api/auth/two-factor/verify-totp. 401 auth_invalid_credentials, 403 ' +
      'auth_account_disabled.',
    signedIn: false,
    answer: ZSignInAnswer,
  },
  {
    name: 'signOut',
    method: 'post',
    summary: 'Signs out: ends the session and clears its cookie',
    signedIn: true,
    answer: ZSignOutAnswer,
  },
  {
    name: 'getSession',
    method: 'get',
    summary: 'The signed-in account and its session, or null',
    signedIn: false,
    answer: ZGetSessionAnswer,
  },
  {
    name: 'listSessions',
    method: 'get',
    summary: "The signed-in account's sessions (Settings' signed-in devices)",
    signedIn: true,
    answer: ZListSessionsAnswer,
  },
  {
    name: 'revokeOtherSessions',
    method: 'post',
    summary: "Ends every session of the account but the caller's",
    signedIn: true,
    answer: ZAuthStatusAnswer,
  },
  {
    name: 'requestPasswordReset',
    method: 'post',
    summary: 'Mails a password-reset link, valid once for an hour',
    description: `Answers alike for every address. ${CAPTCHA_NOTE}`,
    signedIn: false,
    answer: ZPasswordResetRequestAnswer,
  },
  {
    name: 'resetPassword',
    method: 'post',
    summary: "Sets a new password with a reset link's token",
    description: 'Ends every session of the account. 400 auth_reset_token_invalid for an unknown, used or old token.',
    signedIn: false,
    answer: ZAuthStatusAnswer,
  },
  {
    name: 'sendVerificationEmail',
    method: 'post',
    summary: 'Mails the address verification link again',
    signedIn: false,
    answer: ZAuthStatusAnswer,
  },
  {
    name: 'verifyEmail',
    method: 'get',
    summary: "Confirms an address with a mailed link's token",
    description: 'A new address (change-email) replaces the old one once confirmed. With callbackURL it answers 302.',
    signedIn: false,
    answer: ZVerifyEmailAnswer,
  },
  {
    name: 'changeEmail',
    method: 'post',
    summary: "Changes the account's address, once the link mailed to the new one is followed",
    description: 'A taken address answers alike and gets no mail.',
    signedIn: true,
    answer: ZAuthStatusAnswer,
  },
  {
    name: 'changePassword',
    method: 'post',
    summary: 'Changes the password, given the current one',
    description: '400 auth_wrong_password for a wrong current password; revokeOtherSessions ends the other sessions.',
    signedIn: true,
    answer: ZAuthUserAnswer,
  },
  {
    name: 'enableTwoFactor',
    method: 'post',
    summary: 'Starts a TOTP enrolment: the otpauth URI and backup codes',
    description:
      'Given the password (400 auth_wrong_password); in force once confirmed with POST ' +
      '/api/auth/two-factor/verify-totp. 403 tfa_disabled while the TFA_ENABLED flag is off.',
    signedIn: true,
    answer: ZTwoFactorEnrolment,
  },
  {
    name: 'disableTwoFactor',
    method: 'post',
    summary: 'Turns two-factor authentication off, given the password',
    signedIn: true,
    answer: ZAuthStatusAnswer,
  },
  {
    name: 'verifyTOTP',
    method: 'post',
    summary: "Confirms an enrolment, or a sign-in's challenge, with an authenticator's code",
    description:
      "A sign-in's challenge (its cookie) becomes a session. 401 tfa_invalid_code, tfa_challenge_expired; 429 " +
      'tfa_too_many_attempts.',
    signedIn: false,
    answer: ZAuthUserAnswer,
  },
  {
    name: 'verifyBackupCode',
    method: 'post',
    summary: "Confirms a sign-in's challenge with one of the backup codes, each usable once",
    signedIn: false,
    answer: ZAuthUserAnswer,
  },
];

type TEndpointOptions = { body?: z.ZodType; query?: z.ZodObject };

/**
 * better-auth's endpoints under /api/auth, which one bridge route serves (auth.routes.ts, hidden from the document's
 * route table): their requests as better-auth validates them, their answers as the bridge passes them on.
 */
export const authOperations = (auth: TAuth): TDocumentedOperation[] =>
  ENDPOINTS.map((endpoint) => {
    const api = (auth.api as unknown as Record<string, { path: string; options: TEndpointOptions }>)[endpoint.name];
    if (!api) throw new Error(`better-auth has no endpoint ${endpoint.name}`);
    const { body, query } = api.options;
    return {
      method: endpoint.method,
      path: `/api/auth${api.path.replace(/:(\w+)/g, '{$1}')}`,
      tag: 'auth',
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      signedIn: endpoint.signedIn,
      ...(query ? { querystring: query } : {}),
      ...(body && endpoint.method === 'post'
        ? { body: { contentType: 'application/json', schema: body, required: true } }
        : {}),
      responses: {
        200: { description: 'Done', content: { contentType: 'application/json', schema: endpoint.answer } },
      },
    };
  });
