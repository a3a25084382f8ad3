import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { itemId } from '@questline/domain/ids';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertPublishedItem, resultOf, sendAs, signIn, type TTestContext } from '../../test/test-app';
import { users } from '../db/schema';
import { createItem } from '../modules/content/content.service';
import { insertGroup } from '../modules/groups/groups.repository';
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
