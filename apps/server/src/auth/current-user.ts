import { AppError } from '@questline/domain/errors';
import type { TMe } from '@questline/domain/schemas/session';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/client';
import { presentMe } from '../modules/users/users.presenter';
import { findUserWithAccess } from '../modules/users/users.repository';
import type { TAuth } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request; null when anonymous. */
    currentUser(): Promise<TMe | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<TMe | null>>();

/** `emailVerificationRequired`: whether addresses are verified (SMTP_URL), which decides the user's emailVerified. */
export const resolveCurrentUser = (
  deps: { db: TDb; auth: TAuth; emailVerificationRequired: boolean },
  request: FastifyRequest,
) => {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      // No session cookie, no session: skip the lookup (most anonymous traffic).
      if (!request.headers.cookie?.includes('session_token=')) return null;
      const session = await deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!session) return null;
      const found = await findUserWithAccess(deps.db, session.user.id);
      // A disabled account's sessions are deleted at once; this refuses any a cache or a race left standing.
      if (!found || found.user.disabledAt) return null;
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
