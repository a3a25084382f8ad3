import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { itemId } from '@questline/domain/ids';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertPublishedItem, resultOf, sendAs, signIn, type TTestContext } from '../../test/test-app';
import { users } from '../db/schema';
import { createItem } from '../modules/content/content.service';
import { insertGroup } from '../modules/groups/groups.repository';
import { catalogueChanged, createSearchCache, type TSearchCache } from '../modules/search/search-cache';
import { insertSubmission } from '../modules/submissions/submissions.repository';
import { registerWebApp } from './web-app';

/** The web app's page paths (domain PAGE_PATTERNS): its pages answer 200, anything else 404 with the same app. */
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/main.js"></script></body></html>';

let ctx: TTestContext;
let webDist: string;
const cookies: Record<string, string> = {};
const known: Record<string, string> = {};

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webDist, 'identity.html'), '<!doctype html>');
  ctx = await createTestApp({ webDist });
  cookies.ada = await signIn(ctx.app, 'ada@pages.test', 'password-123', 'Ada');
  const me = resultOf<{ id: string }>(await sendAs(() => ctx.app, cookies)('GET', '/api/me', 'ada'));
  known.userId = me.id;
  await ctx.db.update(users).set({ customProfileUrl: 'ada-lovelace' }).where(eq(users.id, me.id));
  const published = await insertPublishedItem(ctx.db, { slug: 'move-a-cube', title: 'Move a cube' });
  known.tutorialId = itemId('tutorial', published.id);
  const draft = await createItem(ctx.db, {
    type: 'quiz',
    actorId: null,
    document: { title: 'Unpublished quiz', description: richTextFromParagraphs(['Soon.']) },
  });
  known.draftSlug = draft.slug;
  known.draftId = itemId('quiz', draft.id);
  known.groupId = String((await insertGroup(ctx.db, { name: 'Page club', ownerId: me.id })).id);
  const submission = await insertSubmission(ctx.db, {
    authorId: me.id,
    tutorialId: published.id,
    sectionId: 's1',
    submissionType: 'link',
    title: 'My work',
    url: 'https://example.com/',
    isPrivate: true,
  });
  known.submissionId = itemId('submission', submission.id);
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string, who?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who] as string } : {} });

describe('page paths', () => {
  it('answers the app’s pages 200 with the app', async () => {
    for (const url of [
      '/',
      '/tutorials?k=%5B%5D',
      '/about',
      '/contact',
      '/legal/terms',
      '/legal/privacy',
      '/legal/cookies',
      '/moderation/reports',
      '/FAQ',
      '/live-calendar/',
      '/creator/dashboard/architecture',
      '/quiz/0/new',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('answers an unknown path 404 with the same app, so that it shows its not-found page', async () => {
    for (const url of ['/no-such-page', '/legal/imprint', '/about/us', '/learn/tutorial/move-a-cube', '/badge/0/new']) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toBe(INDEX_HTML);
    }
    // API paths and files still answer their JSON 404.
    const api = await get('/api/no-such-thing');
    expect([api.statusCode, api.json()]).toEqual([404, { error: { key: 'not_found' } }]);
    expect((await get('/missing.js')).headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a detail page 404 when its slug or id names nothing, and 200 when it exists', async () => {
    const statuses = async (urls: string[], who?: string) =>
      Promise.all(urls.map(async (url) => [url, (await get(url, who)).statusCode]));
    const found = [
      '/tutorial/move-a-cube',
      `/tutorial/${known.tutorialId}`,
      `/tutorial/${known.tutorialId}/edit`,
      // A draft exists: a staff member may view it, so it is a page whoever asks.
      `/quiz/${known.draftSlug}`,
      `/quiz/${known.draftId}/edit`,
      `/u/${known.userId}`,
      '/u/ada-lovelace',
      '/u/ADA-LOVELACE',
      `/groups/${known.groupId}`,
      `/submission/${known.submissionId}`,
    ];
    expect(await statuses(found)).toEqual(found.map((url) => [url, 200]));
    const missing = [
      '/tutorial/no-such-lesson',
      '/tutorial/ltu_999999',
      // An id of another type's item names nothing here.
      `/project/${known.tutorialId}`,
      '/quiz/no-such-quiz/edit',
      '/liveSession/no-such-session',
      '/u/nobody-here',
      '/groups/999999',
      '/groups/not-a-number',
      '/submission/lsu_999999',
      `/submission/${known.tutorialId}`,
    ];
    expect(await statuses(missing)).toEqual(missing.map((url) => [url, 404]));
    // Signed in or not, what does not exist is not found.
    expect(await statuses(['/tutorial/no-such-lesson'], 'ada')).toEqual([['/tutorial/no-such-lesson', 404]]);
    expect((await get('/tutorial/no-such-lesson')).body).toBe(INDEX_HTML);
  });
});

describe('a page whose head cannot be made', () => {
  it('is sent with the template head, and the failure is logged', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-web-'));
    const template = '<!doctype html><html lang="en-US"><head><title>Questline</title></head><body></body></html>';
    await fs.writeFile(path.join(dist, 'index.html'), template);
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    try {
      await registerWebApp(app, dist, {
        playBaseUrl: 'http://localhost:3000/play',
        pageExists: async () => true,
        renderPage: null,
        pageHeadOf: async () => {
          throw new Error('the database is down');
        },
      });
      const response = await app.inject({ method: 'GET', url: '/tutorials' });
      expect([response.statusCode, response.body]).toEqual([200, template]);
      expect(logged.join('')).toContain('the database is down');
    } finally {
      await app.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('a page rendered on the server', () => {
  const template =
    '<!doctype html><html lang="en-US"><head><title>Questline</title><link rel="modulepreload" crossorigin ' +
    'href="/assets/vendor-0.js"></head><body><div id="root"></div></body></html>';
  /** The browser build's manifest: which chunk holds each source module, and which chunks that one imports. */
  const manifest = {
    'src/main.tsx': { file: 'assets/main-0.js', imports: ['_vendor-0.js'] },
    '_vendor-0.js': { file: 'assets/vendor-0.js' },
    'src/features/learn/tutorial-page.tsx': { file: 'assets/tutorial-page-1.js', imports: ['_dialog-2.js'] },
    '_dialog-2.js': { file: 'assets/dialog-2.js', imports: ['_vendor-0.js'] },
  };
  const withRenderer = async (
    renderPage: NonNullable<Parameters<typeof registerWebApp>[2]['renderPage']>,
    test: (app: ReturnType<typeof Fastify>, logged: string[]) => Promise<void>,
    keptPages: TSearchCache | null = null,
  ) => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-web-'));
    await fs.writeFile(path.join(dist, 'index.html'), template);
    await fs.mkdir(path.join(dist, '.vite'));
    await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
    await app.register(import('@fastify/cookie'));
    app.get('/api/echo', async (request) => ({ result: { cookie: request.headers.cookie, ip: request.ip } }));
    try {
      await registerWebApp(app, dist, {
        playBaseUrl: 'http://localhost:3000/play',
        pageExists: async (pathname) => pathname !== '/tutorial/missing',
        pageHeadOf: async ({ exists }) => ({ lang: 'ja-JP', tags: `<title>${exists ? 'Page' : 'Not found'}</title>` }),
        renderPage,
        keptPages: keptPages && { through: keptPages.through, seconds: 30 },
      });
      await test(app, logged);
    } finally {
      await app.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  };

  it("carries the markup, the data and the images' preloads; its API calls go as the visitor, from their address", async () => {
    await withRenderer(
      async ({ url, locale, cookie, fetch }) => {
        const echo = (await (await fetch('/api/echo')).json()) as { result: { cookie: string; ip: string } };
        return {
          kind: 'page',
          status: 200,
          head: '<link rel="preload" as="image" href="/files/a.webp">',
          html: `<h1>${url} in ${locale}, ${cookie}; ${echo.result.cookie} from ${echo.result.ip} $&</h1>`,
          state: '<script type="application/json" id="ssr-state">{}</script>',
          modules: ['src/features/learn/tutorial-page', 'src/not-in-the-build'],
        };
      },
      async (app) => {
        const response = await app.inject({
          url: '/tutorial/move?locale=ja_JP',
          headers: { cookie: 'ql_session=abc' },
          remoteAddress: '203.0.113.9',
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(
          '<!doctype html><html lang="ja-JP"><head><title>Page</title><link rel="preload" as="image" href="/files/a.webp">' +
            // The route's chunk and the chunk it imports, not the one the template already preloads.
            '<link rel="modulepreload" crossorigin href="/assets/tutorial-page-1.js">' +
            '<link rel="modulepreload" crossorigin href="/assets/dialog-2.js">' +
            '<link rel="modulepreload" crossorigin href="/assets/vendor-0.js"></head><body><div id="root"><h1>/tutorial/move?locale=ja_JP in ja_JP, ql_session=abc; ql_session=abc from ' +
            '203.0.113.9 $&</h1></div><script type="application/json" id="ssr-state">{}</script></body></html>',
        );
      },
    );
  });

  it('answers 404 for what does not exist, redirects where the page says, and sends the shell with 500 when rendering fails', async () => {
    let next: 'page' | 'redirect' | 'throw' = 'page';
    await withRenderer(
      async () => {
        if (next === 'throw') throw new Error('a component broke');
        if (next === 'redirect') return { kind: 'redirect', location: '/tutorial/elsewhere' };
        return { kind: 'page', status: 404, head: '', html: '<h1>Page not found</h1>', state: '', modules: [] };
      },
      async (app, logged) => {
        const missing = await app.inject({ url: '/tutorial/missing' });
        expect([missing.statusCode, missing.body.includes('<h1>Page not found</h1>')]).toEqual([404, true]);
        next = 'redirect';
        const moved = await app.inject({ url: '/tutorial/expired' });
        expect([moved.statusCode, moved.headers.location]).toEqual([302, '/tutorial/elsewhere']);
        next = 'throw';
        const failed = await app.inject({ url: '/tutorial/broken' });
        expect(failed.statusCode).toBe(500);
        expect(failed.body).toContain('<div id="root"></div>');
        expect(failed.body).not.toContain('a component broke');
        expect(logged.join('')).toMatch(/"reqId":"req-\d+".*a component broke|a component broke.*"reqId":"req-\d+"/);
      },
    );
  });
});

describe('the colour theme', () => {
  const template =
    '<!doctype html><html lang="en-US"><head><title>Questline</title></head><body><div id="root"></div></body></html>';
  it('writes the ql_theme cookie’s light or dark on <html> of every page, so the first paint has it; none for system', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-web-'));
    await fs.writeFile(path.join(dist, 'index.html'), template);
    await fs.writeFile(path.join(dist, 'identity.html'), '<!doctype html>\n<html lang="en-US"><head></head></html>');
    const app = Fastify();
    await app.register(import('@fastify/cookie'));
    const keptPages = createSearchCache({ ttlMs: 30_000 });
    keptPages.setEnabled(true);
    try {
      await registerWebApp(app, dist, {
        playBaseUrl: 'http://localhost:3000/play',
        pageExists: async () => true,
        pageHeadOf: async () => ({ lang: 'de-DE', tags: '<title>Seite</title>' }),
        renderPage: async () => ({
          kind: 'page',
          status: 200,
          head: '',
          html: '<h1>Page</h1>',
          state: '',
          modules: [],
        }),
        keptPages: { through: keptPages.through, seconds: 30 },
      });
      const htmlTag = async (url: string, cookie?: string) =>
        /<html[^>]*>/.exec((await app.inject({ url, headers: cookie ? { cookie } : {} })).body)?.[0];
      // A kept page too: each theme is its own document.
      expect(await htmlTag('/tutorial/move', 'ql_theme=dark')).toBe('<html data-theme="dark" lang="de-DE">');
      expect(await htmlTag('/tutorial/move', 'ql_theme=light')).toBe('<html data-theme="light" lang="de-DE">');
      expect(await htmlTag('/tutorial/move')).toBe('<html lang="de-DE">');
      expect(await htmlTag('/tutorial/move', 'ql_theme=system')).toBe('<html lang="de-DE">');
      expect(await htmlTag('/tutorial/move', 'ql_theme=%22%3E%3Cscript%3E')).toBe('<html lang="de-DE">');
      expect(await htmlTag('/search?k=cube', 'ql_locale=de_DE; ql_theme=dark')).toBe(
        '<html data-theme="dark" lang="de-DE">',
      );
      // The identity entry's pages (sign in, reset password) as well.
      expect(await htmlTag('/identity', 'ql_theme=dark')).toBe('<html data-theme="dark" lang="en-US">');
      expect(await htmlTag('/reset-password?token=abc', 'ql_theme=light')).toBe(
        '<html data-theme="light" lang="en-US">',
      );
      expect(await htmlTag('/identity')).toBe('<html lang="en-US">');
    } finally {
      await app.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('pages kept for anonymous visitors', () => {
  it('renders a detail page once per address, locale and preferences, for visitors without a session, with an ETag a CDN can use', async () => {
    const rendered: string[] = [];
    const keptPages = createSearchCache({ ttlMs: 30_000 });
    keptPages.setEnabled(true);
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-web-'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Q</title></head><body><div id="root"></div></body></html>',
    );
    const app = Fastify();
    await app.register(import('@fastify/cookie'));
    try {
      await registerWebApp(app, dist, {
        playBaseUrl: 'http://localhost:3000/play',
        pageExists: async () => true,
        pageHeadOf: async () => ({ lang: 'en-US', tags: '<title>Page</title>' }),
        renderPage: async ({ url, cookie }) => {
          rendered.push(`${url} ${cookie}`);
          return { kind: 'page', status: 200, head: '', html: `<h1>${url}</h1>`, state: '', modules: [] };
        },
        keptPages: { through: keptPages.through, seconds: 30 },
      });
      const open = (url: string, cookie?: string, etag?: string) =>
        app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...(etag ? { 'if-none-match': etag } : {}) } });
      const first = await open('/tutorial/move');
      const again = await open('/tutorial/move');
      expect(again.body).toBe(first.body);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
      expect(first.headers.vary).toBe('Cookie, Accept-Encoding');
      // Compressed as the browser accepts it.
      const brotli = await app.inject({ url: '/tutorial/move', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
      const unchanged = await open('/tutorial/move', undefined, String(first.headers.etag));
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.headers.vary).toBe('Cookie, Accept-Encoding');
      // Another preference the page shows, a session, and a page that is not kept (search) are rendered each time.
      await open('/tutorial/move', 'ql_consent=embeds');
      await open('/tutorial/move', 'ql_consent=embeds');
      const signedIn = await open('/tutorial/move', 'questline.session_token=abc');
      await open('/tutorial/move', 'questline.session_token=abc');
      await open('/search');
      await open('/search');
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');
      expect(rendered).toEqual([
        '/tutorial/move ',
        '/tutorial/move ql_consent=embeds',
        '/tutorial/move questline.session_token=abc',
        '/tutorial/move questline.session_token=abc',
        '/search ',
        '/search ',
      ]);
      // Home is kept too: the featured lists it shows announce their changes as items do.
      await open('/');
      await open('/');
      expect(rendered.filter((line) => line === '/ ')).toHaveLength(1);
      // A change of the catalogue (a publish, in any process) renders the page again.
      catalogueChanged();
      await open('/tutorial/move');
      expect(rendered.at(-1)).toBe('/tutorial/move ');
      expect(rendered).toHaveLength(8);
    } finally {
      await app.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});
