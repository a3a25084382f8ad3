import { createHmac, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { AppError } from '@questline/domain/errors';
import type { TMe } from '@questline/domain/schemas/session';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/client';
import { presentMe } from '../modules/users/users.presenter';
import { findSessionWithAccess } from '../modules/users/users.repository';
import type { TAuth } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request; null when anonymous. */
    currentUser(): Promise<TMe | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<TMe | null>>();
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

/**
 * The cookies better-auth set when it moved the end of the request's session on (a new Max-Age for the session
 * cookie): the answer to the request carries them (app.ts), or the browser's cookie would still end a session's
 * lifetime after sign-in, however active its holder.
 */
export const refreshedSessionCookies = (request: FastifyRequest): readonly string[] =>
  refreshedCookies.get(request) ?? [];

/**
 * Whether the request carries a session cookie at all (better-auth's `…session_token`, `__Secure-` prefixed under
 * TLS), valid or not: without one there is no session to look up, and nothing personal to answer.
 */
export const hasSessionCookie = (request: FastifyRequest) =>
  request.headers.cookie?.includes('session_token=') === true;

/** The session cookie's name and the key its value is signed with, as better-auth sets them. */
const sessionCookieOf = async (auth: TAuth) => {
  const context = await auth.$context;
  return { name: context.authCookies.sessionToken.name, secret: context.secret };
};

/**
 * The session token a signed cookie value carries (`<token>.<base64 HMAC-SHA256 of the token>`, as better-auth signs
 * it), or null when the signature is not the server's.
 */
export const verifiedSessionToken = (value: string | undefined, secret: string): string | null => {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
};

/**
 * `emailVerificationRequired`: whether addresses are verified (SMTP_URL), which decides the user's emailVerified.
 * The session, its user, their roles and memberships are one statement. Once a day of a session's life
 * (better-auth's updateAge) better-auth reads it itself, which moves its end on, as its own session reads do.
 */
export const resolveCurrentUser = (
  deps: { db: TDb; auth: TAuth; emailVerificationRequired: boolean },
  request: FastifyRequest,
) => {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      // No session cookie, no session: skip the lookup (most anonymous traffic).
      if (!hasSessionCookie(request)) return null;
      const cookie = await sessionCookieOf(deps.auth);
      // Read from the header: this may run before the cookie plugin's own hook has parsed it.
      const token = verifiedSessionToken(fastifyCookie.parse(request.headers.cookie ?? '')[cookie.name], cookie.secret);
      if (!token) return null;
      const found = await findSessionWithAccess(deps.db, token);
      // A disabled account's sessions are deleted at once; this refuses any a race left standing.
      if (!found || found.user.disabledAt) return null;
      const { expiresIn = 0, updateAge = 0 } = deps.auth.options.session ?? {};
      if (found.expiresAt.getTime() - (expiresIn - updateAge) * 1000 <= Date.now()) {
        const refreshed = await deps.auth.api.getSession({
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        const cookies = refreshed.headers.getSetCookie();
        if (cookies.length > 0) refreshedCookies.set(request, cookies);
      }
      return presentMe(found.user, found.roles, found.memberships, {
        emailVerificationRequired: deps.emailVerificationRequired,
      });
    })();
    cache.set(request, pending);
  }
  return pending;
};

/** The signed-in user, or 401 auth_required. */
export const requireUser = async (request: FastifyRequest): Promise<TMe> => {
  const user = await request.currentUser();
  if (!user) throw new AppError('auth_required');
  return user;
};

/**
 * A route's `onRequest` hook: anonymous callers are refused (401 auth_required) before anything else is read, so a
 * route reads auth → validate → authorise. The OpenAPI document gives the routes that carry it the session cookie
 * (lib/openapi.ts); API writes need a session anyway (lib/http-security.ts).
 */
export const requireSignIn = async (request: FastifyRequest): Promise<void> => {
  await requireUser(request);
};
