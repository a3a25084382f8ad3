import { AppError } from '@questline/domain/errors';
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that anonymous callers may make (signing in, choosing a language); every other API write needs a session. */
    anonymousWrite?: boolean;
  }
}

/**
 * Every answer declares its type for good (nosniff). And a defence against cross-site request forgery: a
 * state-changing API request that a browser sends from another origin is refused with `forbidden` before anything
 * reads its body. Browsers name the sending page in Origin on every non-GET fetch and form post (a sandboxed frame,
 * such as a WebGL build, sends "null"); when Origin is missing, Sec-Fetch-Site still tells a cross-site request.
 * Clients that are not browsers (the CLI, curl) send neither and carry no ambient cookies, so they pass.
 * SameSite=Lax session cookies already keep most cross-site posts anonymous; this also covers same-site origins
 * (another port or subdomain of the same host). Then every API write needs a signed-in caller (401
 * `auth_required`, before the body is read or validated) unless its route is marked `anonymousWrite`; routes still
 * check the roles and ownership they need.
 */
/** Whether a parsed input holds a NUL character anywhere (in a string, a key, at any depth). */
const holdsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  // Uploaded bytes are files, not text.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || holdsNul(entry));
};

export const registerHttpSecurity = (app: FastifyInstance, allowedOrigins: readonly string[]) => {
  app.addHook('onRequest', async (request, reply) => {
    // No answer is ever to be read as another type than it declares (a JSON error as HTML, an upload as script).
    reply.header('x-content-type-options', 'nosniff');
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const { origin } = request.headers;
    const foreign =
      origin === undefined ? request.headers['sec-fetch-site'] === 'cross-site' : !allowedOrigins.includes(origin);
    if (foreign) throw new AppError('forbidden');
    // Writes need a session unless their route says otherwise: a new route cannot forget to ask.
    if (!request.is404 && !request.routeOptions.config.anonymousWrite && !(await request.currentUser())) {
      throw new AppError('auth_required');
    }
  });
  // PostgreSQL text cannot hold NUL: such input is refused as invalid here instead of failing in a query (500).
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new AppError('invalid_request');
    }
  });
};
