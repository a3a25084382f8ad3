import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@questline/domain/errors';
import { BUILD_INDEX } from '@questline/domain/rules/webgl-build';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { routedPathOf } from '../../lib/request-path';
import { findBuildFile } from './submissions.repository';

/**
 * The policy every build file is served with. `sandbox allow-scripts …` without `allow-same-origin` gives the build's
 * documents an opaque origin, even when the play origin is the platform's own host (the default, `PUBLIC_URL/play`):
 * the build cannot read the platform's cookies (document.cookie throws), its storage or its pages, and its requests
 * to the platform go out cross-site, so the session cookie (SameSite=Lax) is not sent and the API's answers (no CORS
 * headers) cannot be read. Scripts, WebAssembly, workers and pointer lock are what engine builds need; frames of the
 * build only in the platform's pages. Source lists name the play origin itself rather than 'self', which an opaque
 * origin would not match.
 */
export const playCspOf = (playOrigin: string, publicOrigin: string) =>
  [
    'sandbox allow-scripts allow-pointer-lock allow-popups',
    `default-src ${playOrigin} data: blob:`,
    `script-src ${playOrigin} 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:`,
    `style-src ${playOrigin} 'unsafe-inline'`,
    `img-src ${playOrigin} data: blob:`,
    `media-src ${playOrigin} data: blob:`,
    `connect-src ${playOrigin} data: blob:`,
    `worker-src ${playOrigin} blob:`,
    `frame-ancestors ${publicOrigin}`,
    "form-action 'none'",
    "object-src 'none'",
    `base-uri ${playOrigin}`,
  ].join('; ');

/**
 * Where builds are served: the play base URL's host, and its path + /p (`/play/p` by default, `/p` on a host of its
 * own); the lab frame beside them at + /lab.
 */
export const playLocationOf = (playBaseUrl: string, publicUrl: string) => {
  const play = new URL(playBaseUrl);
  const ownHost = play.host !== new URL(publicUrl).host;
  const base = play.pathname.replace(/\/$/, '');
  return { origin: play.origin, host: play.host, prefix: `${base}/p`, labPrefix: `${base}/lab`, ownHost };
};

/**
 * Playable WebGL builds (§2.1 `{playBaseUrl}/p/{slug}`), and nothing else, from the play origin: each file with its
 * type (and `Content-Encoding` for Unity's pre-compressed `.gz` / `.br` files), the sandboxing CSP above, CORS open to
 * any origin (the build's own opaque origin fetches its `.data` and `.wasm`), cached for a year (a build never
 * changes). When the play origin is a host of its own, every other path on that host answers 404, so neither the web
 * app nor the API is ever served there.
 */
export const registerPlayOrigin = (
  app: FastifyInstance,
  deps: { db: TDb; fileStore: TFileStore; playBaseUrl: string; publicUrl: string; labDist?: string },
) => {
  const play = playLocationOf(deps.playBaseUrl, deps.publicUrl);
  const csp = playCspOf(play.origin, new URL(deps.publicUrl).origin);
  const onPlayHost = (host: string | undefined) => !play.ownHost || host === play.host;

  if (play.ownHost) {
    app.addHook('onRequest', async (request) => {
      const pathname = routedPathOf(request);
      const served = [play.prefix, play.labPrefix].some(
        (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
      );
      if (request.headers.host === play.host && !served) throw new AppError('not_found');
    });
  }

  app.get<{ Params: { slug: string } }>(`${play.prefix}/:slug`, { schema: { hide: true } }, async (request, reply) => {
    if (!onPlayHost(request.headers.host)) throw new AppError('not_found');
    // Relative URLs in the build's index.html resolve against the folder.
    return reply.redirect(`${play.prefix}/${encodeURIComponent(request.params.slug)}/`, 301);
  });

  app.get<{ Params: { slug: string; '*': string } }>(
    `${play.prefix}/:slug/*`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!onPlayHost(request.headers.host)) throw new AppError('not_found');
      const { slug } = request.params;
      const path = request.params['*'] || BUILD_INDEX;
      const file = /^[a-f0-9]{32}$/.test(slug) ? await findBuildFile(deps.db, slug, path) : undefined;
      const stream = file && (await deps.fileStore.read(file.storageKey));
      if (!file || !stream) throw new AppError('not_found');
      if (file.contentEncoding) reply.header('content-encoding', file.contentEncoding);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-security-policy', csp)
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );

  if (deps.labDist) registerLabFrame(app, { ...play, csp, onPlayHost, labDist: deps.labDist });
};

const LAB_FILE_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/**
 * The lab frame (decision 0073): the built files of apps/web/dist-lab under the same sandboxing CSP as a build, so the
 * learner's code it runs has an opaque origin. Its page is revalidated on each load; its hashed assets are kept.
 */
const registerLabFrame = (
  app: FastifyInstance,
  deps: { labPrefix: string; csp: string; onPlayHost: (host: string | undefined) => boolean; labDist: string },
) => {
  const root = path.resolve(deps.labDist);
  app.get(deps.labPrefix, { schema: { hide: true } }, async (request, reply) => {
    if (!deps.onPlayHost(request.headers.host)) throw new AppError('not_found');
    return reply.redirect(`${deps.labPrefix}/`, 301);
  });
  app.get<{ Params: { '*': string } }>(`${deps.labPrefix}/*`, { schema: { hide: true } }, async (request, reply) => {
    if (!deps.onPlayHost(request.headers.host)) throw new AppError('not_found');
    const relative = request.params['*'] || 'index.html';
    const file = path.resolve(root, relative);
    const type = LAB_FILE_TYPES[path.extname(file)];
    if (!type || !file.startsWith(`${root}${path.sep}`)) throw new AppError('not_found');
    const body = await fs.readFile(file).catch(() => null);
    if (!body) throw new AppError('not_found');
    return reply
      .header('content-type', type)
      .header('content-security-policy', deps.csp)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(body);
  });
};
