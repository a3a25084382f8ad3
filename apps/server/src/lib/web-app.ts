import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@questline/domain/errors';
import { EMBED_PROVIDERS } from '@questline/domain/rules/embeds';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routedPathOf } from './request-path';

const providers = Object.values(EMBED_PROVIDERS);
const hostsOf = (hosts: readonly string[]) => hosts.map((host) => `https://${host}`).join(' ');
// Embeds (DESIGN §6): the allowed providers' players and thumbnails, and WebGL builds from the play origin.
const EMBED_FRAMES = hostsOf(providers.flatMap((provider) => provider.frameHosts));
const EMBED_THUMBNAILS = hostsOf(providers.flatMap((provider) => provider.thumbnailHosts));

const cspOf = (playOrigin: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${EMBED_THUMBNAILS}`,
    // The video player's hls.js feeds the <video> through Media Source Extensions (a blob: URL) and may demux in a
    // worker it makes from a blob.
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${playOrigin} ${EMBED_FRAMES}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

const sendPage = (reply: FastifyReply, file: string, csp: string) =>
  reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', csp)
    .sendFile(file, { cacheControl: false });

/**
 * Whether a page path (without its query) is a page of the web app: one of the domain's PAGE_PATTERNS, with what its
 * parameters name existing (modules/site-pages/page-paths.ts).
 */
export type TPageExists = (pathname: string) => Promise<boolean>;

/**
 * The head of a page for its visitor before any script runs (modules/seo): its language (`<html lang>`) and its tags
 * (title, description, canonical, alternates, cards, JSON-LD), which replace the app template's title and
 * description. `path` is the raw path, as `pageExists` reads it.
 */
export type TPageHeadOf = (page: {
  path: string;
  query: URLSearchParams;
  cookies: Record<string, string | undefined>;
  exists: boolean;
}) => Promise<{ lang: string; tags: string }>;

/**
 * The app's index.html with a page's head in place of its own title (before the scripts, where link previews read
 * it), without its own description, and with the page's `lang`.
 */
const templateOf = (html: string) => {
  const shell = html
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<html lang="[^"]*"/, '<html lang="%LANG%"');
  const title = /<title>[\s\S]*?<\/title>/.exec(shell);
  const at = title ? title.index : shell.indexOf('</head>');
  if (at === -1) throw new Error("the web app's index.html has no </head>");
  const [before, after] = [shell.slice(0, at), shell.slice(at + (title?.[0].length ?? 0))];
  return (head: { lang: string; tags: string }) => `${before.replace('%LANG%', head.lang)}${head.tags}${after}`;
};

/**
 * Serves the built web app: hashed assets cached for a year and pre-compressed (brotli, gzip); the identity
 * entry at /identity and /reset-password; the SPA's index.html for every other page path, with 200 for the app's
 * pages and 404 for any other path (the same index.html, whose router then shows its not-found page), each with its
 * own head (`pageHeadOf`). Paths with a file extension and API
 * paths never answer HTML: they are 404 `not_found`.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  webDist: string | undefined,
  options: { playBaseUrl: string; pageExists: TPageExists; pageHeadOf: TPageHeadOf | null },
) => {
  const csp = cspOf(new URL(options.playBaseUrl).origin);
  // The play origin's path on this host (`/play` by default): builds only, never the web app (modules/submissions).
  const playPath = new URL(options.playBaseUrl).pathname.replace(/\/$/, '');
  const hasWebApp = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
  const page =
    hasWebApp && options.pageHeadOf ? templateOf(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8')) : null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/identity', { schema: { hide: true } }, (_request, reply) => sendPage(reply, 'identity.html', csp));
    // The password-reset mail's link: a page of the identity entry too (identity-main picks it by its path).
    app.get('/reset-password', { schema: { hide: true } }, (_request, reply) => sendPage(reply, 'identity.html', csp));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = routedPathOf(request);
    const isPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/files/') &&
      !(playPath && (pathname === playPath || pathname.startsWith(`${playPath}/`))) &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) throw new AppError('not_found');
    // Segments are matched as sent: an encoded `/` inside a slug stays inside it.
    const [rawPath = '', rawQuery = ''] = request.url.split('?');
    const exists = await options.pageExists(rawPath);
    if (!exists) reply.code(404);
    if (!page || !options.pageHeadOf) return sendPage(reply, 'index.html', csp);
    const head = await options
      .pageHeadOf({ path: rawPath, query: new URLSearchParams(rawQuery), cookies: request.cookies, exists })
      .catch((error: unknown) => {
        // The page still works without its own head (the app sets its title): the template's is sent instead.
        request.log.error({ err: error }, 'the page head failed; the page is sent with the template head');
        return null;
      });
    if (!head) return sendPage(reply, 'index.html', csp);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(page(head));
  });
};
