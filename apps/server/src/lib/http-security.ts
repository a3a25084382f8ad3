import { AppError } from '@questline/domain/errors';
import { unstorableInputKey } from '@questline/domain/rules/input-limits';
import type { FastifyInstance } from 'fastify';
import { isApiRequest, pathRefusal } from './request-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that anonymous callers may make (signing in, choosing a language); every other API write needs a session. */
    anonymousWrite?: boolean;
  }
}

/**
 * What the browser may do with any answer: send only the origin to other sites, use no camera, microphone, location,
 * payment, USB or screen capture, and (behind TLS) reach this host over HTTPS only for a year. API answers are data:
 * they run nothing and are framed nowhere. Pages, the API docs and the play origin set their own policy on top.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const securityHeadersOf = (options: { https: boolean }): Record<string, string> => ({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  ...(options.https && { 'strict-transport-security': 'max-age=31536000' }),
});

/**
 * Every answer carries the headers above; a path that hides what it is (pathRefusal) is refused. And a defence against cross-site request forgery: a
 * state-changing API request that a browser sends from another origin is refused with `forbidden` before anything
 * reads its body. Browsers name the sending page in Origin on every non-GET fetch and form post (a sandboxed frame,
 * such as a WebGL build, sends "null"); when Origin is missing, Sec-Fetch-Site still tells a cross-site request.
 * Clients that are not browsers (the CLI, curl) send neither and carry no ambient cookies, so they pass.
 * SameSite=Lax session cookies already keep most cross-site posts anonymous; this also covers same-site origins
 * (another port or subdomain of the same host). Then every API write needs a signed-in caller (401
 * `auth_required`, before the body is read or validated) unless its route is marked `anonymousWrite`; routes still
 * check the roles and ownership they need.
 */
export const registerHttpSecurity = (
  app: FastifyInstance,
  options: { allowedOrigins: readonly string[]; https: boolean },
) => {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', async (request, reply) => {
    // No answer is ever to be read as another type than it declares (a JSON error as HTML, an upload as script).
    reply.headers(headers);
    // Every later check reads the routed path; a path that could route differently from how it reads stops here.
    const refusal = pathRefusal(request.url);
    if (refusal) throw new AppError(refusal);
    if (!isApiRequest(request)) return;
    reply.header('content-security-policy', API_CSP);
    if (SAFE_METHODS.has(request.method)) return;
    const { origin } = request.headers;
    const foreign =
      origin === undefined
        ? request.headers['sec-fetch-site'] === 'cross-site'
        : !options.allowedOrigins.includes(origin);
    if (foreign) throw new AppError('forbidden');
    // Writes need a session unless their route says otherwise: a new route cannot forget to ask.
    if (!request.is404 && !request.routeOptions.config.anonymousWrite && !(await request.currentUser())) {
      throw new AppError('auth_required');
    }
  });
  // PostgreSQL text cannot hold NUL or lone surrogates: such input is refused here instead of failing in a query (500).
  app.addHook('preValidation', async (request) => {
    const key =
      unstorableInputKey(request.params) ?? unstorableInputKey(request.query) ?? unstorableInputKey(request.body);
    if (key) throw new AppError(key);
  });
};

/**
 * The API docs' policy: Swagger UI's own (the hashes of its inline scripts), without what it would load from
 * elsewhere (its validator badge, fonts and styles from any https: host), framed by this site only, and asking for
 * HTTPS upgrades only where the site is served over HTTPS.
 */
export const docsPolicy =
  (options: { https: boolean }) =>
  (policy: string): string =>
    policy
      .split(';')
      .map((directive) => directive.trim().replace(/ (?:https:|validator\.swagger\.io)(?= |$)/g, ''))
      .filter((directive) => directive && (options.https || directive !== 'upgrade-insecure-requests'))
      .join('; ');
