import { dictionary } from '@zxcvbn-ts/language-common';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/**
 * zxcvbn-ts's list of common passwords (@zxcvbn-ts/language-common, 49k entries from leaked-password corpora,
 * all lower case), kept on the server only: it is about 200 KB gzip, more than the home page's whole first-load
 * budget, so the web form leaves the check to the server and shows the key it answers.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Whether a password is on the list, whatever its case ("Password" and "PASSWORD" are as common as "password"). */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/** better-auth's error code for a common password; the bridge answers it as `auth_password_too_common`. */
export const PASSWORD_TOO_COMMON = 'PASSWORD_TOO_COMMON';

/** The endpoints that set a password, and the body field that holds the new one. */
const NEW_PASSWORD_FIELDS: Readonly<Record<string, 'password' | 'newPassword'>> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/**
 * A better-auth `before` hook: refuses a new password that is on the list. One shorter than `minLength` is left to
 * better-auth, which answers it as too short (the list also holds short ones).
 */
export const refuseCommonPasswords = (minLength: number) =>
  createAuthMiddleware(async (ctx) => {
    const field = NEW_PASSWORD_FIELDS[ctx.path];
    const password: unknown = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
    if (typeof password !== 'string' || password.length < minLength || !isCommonPassword(password)) return;
    throw APIError.from('BAD_REQUEST', {
      code: PASSWORD_TOO_COMMON,
      message: 'This password is one of the most common ones.',
    });
  });
