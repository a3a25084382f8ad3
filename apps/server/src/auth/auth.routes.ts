import { AppError, type TErrorKey } from '@questline/domain/errors';
import { CAPTCHA_FIELD, ZCaptchaAnswer } from '@questline/domain/schemas/captcha';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAuthAttemptLimit } from '../lib/rate-limits';
import { AUTH_COOKIES } from '../modules/site-pages/site-page-defaults';
import { withNoticeLog } from './account-notices';
import type { TAuth } from './auth';
import type { TCaptcha } from './captcha';
import { PASSWORD_TOO_COMMON } from './common-passwords';

/** better-auth's error codes in catalogue terms (§8 style). */
const AUTH_ERROR_KEYS: Record<string, TErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth_invalid_credentials',
  // The current password a signed-in user gives (change password, two-factor, account deletion) is not theirs.
  INVALID_PASSWORD: 'auth_wrong_password',
  USER_NOT_FOUND: 'auth_invalid_credentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth_invalid_credentials',
  USER_ALREADY_EXISTS: 'auth_email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth_email_taken',
  PASSWORD_TOO_SHORT: 'auth_password_too_short',
  [PASSWORD_TOO_COMMON]: 'auth_password_too_common',
  PASSWORD_TOO_LONG: 'invalid_request',
  INVALID_EMAIL: 'not_valid_email',
  VALIDATION_ERROR: 'invalid_request',
  ACCOUNT_DISABLED: 'auth_account_disabled',
  // A password-reset token that is unknown, expired (an hour) or already used.
  INVALID_TOKEN: 'auth_reset_token_invalid',
  INVALID_ORIGIN: 'forbidden',
  MISSING_OR_NULL_ORIGIN: 'forbidden',
  // The twoFactor plugin's codes (TFA_ENABLED).
  INVALID_CODE: 'tfa_invalid_code',
  INVALID_BACKUP_CODE: 'tfa_invalid_code',
  INVALID_TWO_FACTOR_COOKIE: 'tfa_challenge_expired',
  OTP_HAS_EXPIRED: 'tfa_challenge_expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'tfa_too_many_attempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'tfa_too_many_attempts',
  TOTP_ALREADY_ENABLED: 'tfa_already_enabled',
  TOTP_NOT_ENABLED: 'tfa_not_enabled',
  TWO_FACTOR_NOT_ENABLED: 'tfa_not_enabled',
};

/** Paths that start a two-factor enrolment: refused while TFA_ENABLED is off (§9). */
const ENROLMENT_PATHS = new Set(['/api/auth/two-factor/enable']);

/** Paths that create an account or send mail to any address: each asks for a captcha solution (§9). */
const CAPTCHA_PATHS = new Set(['/api/auth/sign-up/email', '/api/auth/request-password-reset']);

/** The body better-auth gets: the captcha's field is the bridge's, not better-auth's. */
const withoutCaptchaField = (body: unknown): unknown => {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !(CAPTCHA_FIELD in body)) return body;
  const { [CAPTCHA_FIELD]: _solution, ...rest } = body as Record<string, unknown>;
  return rest;
};

/**
 * Whom an attempt is about, for its rate limits: the address it names (sign-in, sign-up, password reset), else the
 * signed-in account (change password, two-factor), else the two-factor challenge it answers; null when none.
 */
const attemptSubject = async (request: FastifyRequest): Promise<string | null> => {
  const body = request.body as { email?: unknown } | undefined;
  if (typeof body?.email === 'string') return `email:${body.email.trim().toLowerCase()}`;
  const user = await request.currentUser();
  if (user) return `user:${user.id}`;
  const challenge = request.cookies[AUTH_COOKIES.twoFactor] ?? request.cookies[`__Secure-${AUTH_COOKIES.twoFactor}`];
  return challenge ? `challenge:${challenge}` : null;
};

const keyFor = (status: number, code: string | undefined): TErrorKey => {
  if (code && AUTH_ERROR_KEYS[code]) return AUTH_ERROR_KEYS[code] as TErrorKey;
  if (status === 401) return 'auth_required';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'internal_error' : 'invalid_request';
};

/**
 * A better-auth answer without its session tokens: sign-in and sign-up answer `token`, get-session and
 * list-sessions hold one in each session. They are the HttpOnly cookie's value, which page JavaScript must not
 * read; the cookie alone carries the session.
 */
const withoutTokens = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== 'token')
      .map(([name, inner]) => [name, withoutTokens(inner)]),
  );
};

/**
 * better-auth's endpoints under /api/auth (sign-up/email, sign-in/email, sign-out, get-session, ...),
 * bridged from Fastify to its fetch handler. Successes pass through as better-auth answers them, less any session
 * token (`withoutTokens`); failures are answered in the platform's `{error:{key}}` form. Attempts (sign-in, sign-up,
 * password reset, two-factor) carry stricter rate limits per account, per account and address, and per address.
 * Two-factor enrolment (/two-factor/enable) is refused with `tfa_disabled` while the TFA_ENABLED flag is off.
 * better-auth runs with the request's log as its notices' log (account-notices.ts). Sign-up and password-reset
 * requests carry a captcha solution (`altcha`, of GET /api/auth/captcha) unless `captcha` is null (CAPTCHA_ENABLED off):
 * one missing, wrong, expired or already used is refused with `captcha_invalid` before better-auth sees the request.
 */
export const registerAuthRoutes = (
  app: FastifyInstance,
  auth: TAuth,
  attemptLimit: TAuthAttemptLimit | null,
  captcha: TCaptcha | null,
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/captcha',
    {
      schema: {
        tags: ['auth'],
        summary:
          'A proof-of-work captcha challenge (ALTCHA v1) for sign-up and password-reset requests, or enabled: false',
        response: { 200: ZCaptchaAnswer },
      },
    },
    async (_request, reply) => {
      // Each challenge is answered once: no cache may hand it to a second caller.
      reply.header('cache-control', 'no-store');
      return captcha ? { enabled: true as const, ...captcha.challenge() } : { enabled: false as const };
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // Signing up and in are what anonymous callers do; better-auth checks sessions where it needs them.
    config: { anonymousWrite: true },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, 'http://internal');
      // Every write here but signing out is an attempt someone could repeat to guess a password, code or address.
      if (attemptLimit && request.method === 'POST' && url.pathname !== '/api/auth/sign-out') {
        await attemptLimit(request, reply, await attemptSubject(request));
      }
      if (ENROLMENT_PATHS.has(url.pathname) && !(await app.featureFlags.isOn('TFA_ENABLED'))) {
        throw new AppError('tfa_disabled');
      }
      if (captcha && request.method === 'POST' && CAPTCHA_PATHS.has(url.pathname)) {
        const body = request.body as Record<string, unknown> | undefined;
        if (!(await captcha.verify(body?.[CAPTCHA_FIELD]))) throw new AppError('captcha_invalid');
      }
      const publicUrl = new URL(auth.options.baseURL as string);
      const target = new URL(`${url.pathname}${url.search}`, publicUrl);
      // The client's address as the server decides it (trustProxy), never as the caller states it: better-auth keeps
      // it with each session (Settings' signed-in devices) and reads it from X-Forwarded-For alone.
      const headers = fromNodeHeaders(request.headers);
      headers.set('x-forwarded-for', request.ip);
      const response = await withNoticeLog(request.log, () =>
        auth.handler(
          new Request(target, {
            method: request.method,
            headers,
            body:
              request.method === 'POST' && request.body !== undefined
                ? JSON.stringify(withoutCaptchaField(request.body))
                : undefined,
          }),
        ),
      );
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status < 400) {
        const json = text !== '' && response.headers.get('content-type')?.includes('application/json');
        return reply.send(json ? JSON.stringify(withoutTokens(JSON.parse(text))) : text || null);
      }
      let code: string | undefined;
      try {
        code = (JSON.parse(text) as { code?: string }).code;
      } catch {
        // Not JSON: the status alone decides the key.
      }
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send({ error: { key: keyFor(response.status, code) } });
    },
  });
};
