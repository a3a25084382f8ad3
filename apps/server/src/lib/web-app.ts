import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { COOKIES, isTheme, type TLocale } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { pageLocale } from '@questline/domain/locale-rules';
import { EMBED_PROVIDERS } from '@questline/domain/rules/embeds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie } from '../auth/current-user';
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

const ROOT = '<div id="root"></div>';

type TEncoding = 'br' | 'gzip';

/** The encoding the browser accepts: brotli, else gzip, else none. */
const encodingOf = (request: FastifyRequest): TEncoding | null => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
};

/**
 * A page's HTML compressed (fast settings): a rendered page is some 50–150 KB, which a slow phone link would otherwise
 * take a second to bring.
 */
const compress = (body: string | Buffer, encoding: TEncoding) =>
  encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, { level: 6 });

const sendCompressed = (request: FastifyRequest, reply: FastifyReply, body: string) => {
  const encoding = encodingOf(request);
  return encoding ? reply.header('content-encoding', encoding).send(compress(body, encoding)) : reply.send(body);
};

/**
 * A kept page's document as sent (UTF-8), its ETag and its compressed forms, each made once per kept render and gone
 * with it: encoding, hashing and compressing 50–150 KB on every request cost more than the rest of answering it.
 */
type TKeptBytes = { bytes: Buffer; etag: string; compressed: Partial<Record<TEncoding, Buffer>> };
const keptBytes = new WeakMap<TRenderedPage, TKeptBytes>();
const keptBytesOf = (rendered: TRenderedPage, markup: () => string) => {
  let kept = keptBytes.get(rendered);
  if (!kept) {
    const bytes = Buffer.from(markup());
    kept = { bytes, etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`, compressed: {} };
    keptBytes.set(rendered, kept);
  }
  return kept;
};

const sendKeptBytes = (request: FastifyRequest, reply: FastifyReply, kept: TKeptBytes) => {
  const encoding = encodingOf(request);
  if (!encoding) return reply.send(kept.bytes);
  kept.compressed[encoding] ??= compress(kept.bytes, encoding);
  return reply.header('content-encoding', encoding).send(kept.compressed[encoding]);
};

/** Rendered pages kept for anonymous visitors (app.ts: a cache with the read cache's rules), and for how long. */
export type TKeptPages = {
  through: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
  seconds: number;
};

/**
 * Home, the pathways landing, the listings and learner detail pages: what an anonymous visitor renders there comes
 * from answers kept until the catalogue changes (featured lists and the submissions they show announce their changes
 * as items do: migration 0024). Search pages are not kept: every query would be a page.
 */
const KEPT_PAGE =
  /^\/(|pathways|tutorials|projects|courses|missions|(tutorial|project|course|quiz|mission|pathway|skill|competency|liveSession)\/[^/]+)$/;

/**
 * What an anonymous page's markup depends on besides its address and locale: the preferences the app reads, and the
 * colour theme its <html> carries.
 */
const RENDERED_COOKIES = [COOKIES.region, COOKIES.consent, COOKIES.maintenanceBanner, COOKIES.theme] as const;

/**
 * The colour theme the visitor chose (the ql_theme cookie), as <html>'s attribute: the stylesheet draws the first
 * paint in it, before any script runs. None for 'system' or no choice: the stylesheet follows the device.
 */
const themeAttributeOf = (request: FastifyRequest) => {
  const theme = request.cookies[COOKIES.theme];
  return isTheme(theme) && theme !== 'system' ? ` data-theme="${theme}"` : '';
};

/** An HTML document with the visitor's colour theme on its <html>. */
const withTheme = (html: string, request: FastifyRequest) =>
  html.replace(/<html\b/, (tag) => `${tag}${themeAttributeOf(request)}`);

/** The key of a page kept for anonymous visitors, or null when it is not kept (a session, another page). */
const keptPageKey = (request: FastifyRequest, pathname: string, locale: TLocale) => {
  if (hasSessionCookie(request) || !KEPT_PAGE.test(pathname)) return null;
  const preferences = RENDERED_COOKIES.map((name) => request.cookies[name] ?? '').join('|');
  return `${locale}|${preferences}|${request.url}`;
};

const sendPage = (reply: FastifyReply, file: string, csp: string) =>
  reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', csp)
    .sendFile(file, { cacheControl: false });

/** A page of the identity entry (identity.html), in the visitor's colour theme; it varies with their cookies. */
const sendIdentityPage = (request: FastifyRequest, reply: FastifyReply, html: string, csp: string) =>
  reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', csp)
    .header('vary', 'Cookie')
    .type('text/html; charset=utf-8')
    .send(withTheme(html, request));

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
 * The web app's server renderer (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr): a page's markup and
 * data for `#root`, where it redirects, or that it renders in the browser alone. `fetch` answers the page's API calls.
 */
export type TPageRenderer = (request: {
  url: string;
  locale: TLocale;
  cookie: string;
  fetch: typeof fetch;
}) => Promise<
  | { kind: 'clientOnly' }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] }
>;
type TRenderedPage = Awaited<ReturnType<TPageRenderer>>;

/** Loads the renderer the web app's build left at `file`, or null when there is none (API-only runs, tests). */
export const loadPageRenderer = async (file: string | undefined): Promise<TPageRenderer | null> => {
  if (!file || !fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { createPageRenderer: () => Promise<TPageRenderer> };
  return module.createPageRenderer();
};

/**
 * The API as a page being rendered calls it: each call goes through this server's own routes (its checks, limits and
 * caches), as the visitor who asked for the page, from their address.
 */
const apiOf =
  (app: FastifyInstance, request: FastifyRequest): typeof fetch =>
  async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = request.headers.cookie;
    if (cookie) headers.set('cookie', cookie);
    // The visitor's user agent too: an anonymous view is told apart by address and user agent (modules/views).
    const agent = request.headers['user-agent'];
    if (agent) headers.set('user-agent', agent);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: Object.fromEntries(headers),
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };

/**
 * The app's index.html with a page's head in place of its own title (before the scripts, where link previews read
 * it), without its own description, and with the page's `lang`.
 */
const templateOf = (html: string) => {
  // The stylesheet first, before the scripts and their preloads: it is what the first paint of the server's markup
  // waits for, and on a slow link it would otherwise share it with every script.
  const styles = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const shell = html
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/(<meta name="viewport"[^>]*>)/, (viewport) => `${viewport}${styles.join('')}`)
    .replace(/<html lang="[^"]*"/, '<html lang="%LANG%"');
  const title = /<title>[\s\S]*?<\/title>/.exec(shell);
  const at = title ? title.index : shell.indexOf('</head>');
  if (at === -1) throw new Error("the web app's index.html has no </head>");
  const [before, after] = [shell.slice(0, at), shell.slice(at + (title?.[0].length ?? 0))];
  return (head: { lang: string; tags: string }, request: FastifyRequest) =>
    `${withTheme(before.replace('%LANG%', head.lang), request)}${head.tags}${after}`;
};

/**
 * The module preloads of a page's route modules (their source paths, `src/features/…`, as the renderer noted them):
 * each module's chunk and the chunks it imports, from the browser build's manifest, less those `template` already
 * preloads. The browser then fetches the page's own code while it paints, not after the app has started.
 */
const routePreloadsOf = (webDist: string, template: string) => {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const keyOf = new Map(Object.keys(manifest).map((key) => [key.replace(/\.[jt]sx?$/, ''), key]));
  return (modules: readonly string[]) => {
    const files = new Set<string>();
    const add = (key: string | undefined) => {
      const entry = key === undefined ? undefined : manifest[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      for (const imported of entry.imports ?? []) add(imported);
    };
    for (const id of modules) add(keyOf.get(id));
    return [...files]
      .filter((chunk) => !template.includes(`"/${chunk}"`))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
      .join('');
  };
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
  options: {
    playBaseUrl: string;
    pageExists: TPageExists;
    pageHeadOf: TPageHeadOf | null;
    renderPage: TPageRenderer | null;
    /** Keeps anonymous visitors' rendered pages while the catalogue has not changed (the read cache's rules). */
    keptPages?: TKeptPages | null;
  },
) => {
  const csp = cspOf(new URL(options.playBaseUrl).origin);
  // The play origin's path on this host (`/play` by default): builds only, never the web app (modules/submissions).
  const playPath = new URL(options.playBaseUrl).pathname.replace(/\/$/, '');
  const hasWebApp = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
  const template = hasWebApp ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  const page = hasWebApp && options.pageHeadOf ? templateOf(template) : null;
  const routePreloads = hasWebApp ? routePreloadsOf(webDist, template) : () => '';
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
    const identityFile = path.join(webDist, 'identity.html');
    const identity = fs.existsSync(identityFile) ? fs.readFileSync(identityFile, 'utf8') : null;
    const identityPage = (request: FastifyRequest, reply: FastifyReply) =>
      identity === null ? sendPage(reply, 'identity.html', csp) : sendIdentityPage(request, reply, identity, csp);
    app.get('/identity', { schema: { hide: true } }, identityPage);
    // The password-reset mail's link: a page of the identity entry too (identity-main picks it by its path).
    app.get('/reset-password', { schema: { hide: true } }, identityPage);
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
    const locale = pageLocale(new URLSearchParams(rawQuery).get('locale'), request.cookies[COOKIES.locale]);
    const render = () =>
      (options.renderPage as TPageRenderer)({
        url: request.url,
        locale,
        cookie: request.headers.cookie ?? '',
        fetch: apiOf(app, request),
      });
    const keptKey = options.keptPages && keptPageKey(request, pathname, locale);
    const rendered = options.renderPage
      ? await (keptKey && options.keptPages ? options.keptPages.through(keptKey, render) : render()).catch(
          (error: unknown) => {
            // The browser renders the page instead (the shell below); the status says the server failed, and the log
            // line carries the request's id.
            request.log.error({ err: error, reqId: request.id }, 'the page failed to render on the server');
            reply.code(500);
            return null;
          },
        )
      : null;
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, 302);
    const markup = () =>
      rendered?.kind === 'page'
        ? page(
            { lang: head.lang, tags: `${head.tags}${rendered.head}${routePreloads(rendered.modules)}` },
            request,
          ).replace(ROOT, () => `<div id="root">${rendered.html}</div>${rendered.state}`)
        : page(head, request);
    reply
      .code(rendered?.kind === 'page' && exists ? rendered.status : reply.statusCode)
      .header('content-security-policy', csp)
      // The markup depends on the cookies (session, preferences) and the body on the encoding asked for.
      .header('vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!keptKey || rendered?.kind !== 'page' || !options.keptPages) {
      // A signed-in visitor's page carries their own data (the session's user, their progress): no shared cache keeps it.
      const personal = rendered?.kind === 'page' && hasSessionCookie(request);
      const cacheControl = personal ? 'private, no-cache' : 'no-cache';
      return sendCompressed(request, reply.header('cache-control', cacheControl), markup());
    }
    // The same page for every visitor without a session: a shared cache (a CDN) may keep it as long as this process
    // does, and serve it a while longer as it asks again; `Vary: Cookie` keeps signed-in visitors' pages out of it.
    const kept = keptBytesOf(rendered, markup);
    reply
      .header('etag', kept.etag)
      .header(
        'cache-control',
        `public, max-age=0, s-maxage=${options.keptPages.seconds}, stale-while-revalidate=${options.keptPages.seconds}`,
      );
    if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send();
    return sendKeptBytes(request, reply, kept);
  });
};
