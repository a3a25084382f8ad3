import type { TErrorKey } from '@questline/domain/errors';
import type { FastifyRequest } from 'fastify';

/**
 * Percent-encodings of unreserved characters (RFC 3986 §2.3: letters, digits, `-`, `.`, `_`, `~`). No client needs
 * them, and they are how a path hides what it is from a check on the raw URL (`/%61pi/…` routes as `/api/…`).
 */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i;
/** A `.` or `..` segment, which clients resolve before they send a path. */
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

/** The raw path of a request URL, without its query. */
const rawPathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * Why a request's path is refused before anything reads it, or null: an encoded unreserved character, a dot segment,
 * or an encoding that is not UTF-8. Such paths are `invalid_path`, so every check keyed on a path prefix sees the
 * same path the router matched.
 */
export const pathRefusal = (url: string): TErrorKey | null => {
  const raw = rawPathOf(url);
  if (ENCODED_UNRESERVED.test(raw) || DOT_SEGMENT.test(raw)) return 'invalid_path';
  try {
    decodeURIComponent(raw);
  } catch {
    return 'invalid_path';
  }
  return null;
};

/**
 * The path a request is decided on: the route the router matched (`/api/groups/:id/delete`), or for a path no route
 * matched, the decoded path. Every check that depends on where a request goes (CSRF, rate limits, the play host,
 * the web app's fallback) asks this, never the raw URL.
 */
export const routedPathOf = (request: FastifyRequest): string => {
  const routed = request.routeOptions.url;
  if (routed) return routed;
  try {
    return decodeURIComponent(rawPathOf(request.url));
  } catch {
    return rawPathOf(request.url);
  }
};

export const isApiRequest = (request: FastifyRequest) => routedPathOf(request).startsWith('/api/');
