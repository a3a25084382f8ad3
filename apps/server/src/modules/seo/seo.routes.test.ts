import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { itemId } from '@questline/domain/ids';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  insertPublishedItem,
  PUBLIC_URL,
  resultOf,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import { contentItems, ratings, records, users } from '../../db/schema';
import { createItem } from '../content/content.service';
import { recountItemRatings } from '../ratings/ratings.repository';

/** The built app's shell, as Vite writes it: its own title and description give way to each page's. */
const INDEX_HTML = [
  '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" />',
  '<meta name="description" content="The template\'s description" />',
  '<title>Questline</title><script type="module" src="/assets/index.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('\n');
const texts = (name: string, description: string, notFound: string, tutorials: string) => ({
  name,
  description,
  notFound,
  titles: { '/tutorials': tutorials, '/courses': 'Courses', '/live-calendar': 'Live calendar' },
});
const HEAD_TEXTS = {
  en_US: texts('Questline', 'Learn to build real-time 3D games', 'Page not found', 'Tutorials'),
  ja_JP: texts('Questline', 'リアルタイム 3D ゲーム開発を学ぼう', 'ページが見つかりません', 'チュートリアル'),
};
const SECRET = 'Only premium members read this step';
const HOSTILE_TITLE = 'Cubes </script><script>alert(1)</script> & "quotes"';

let ctx: TTestContext;
let webDist: string;
const ids: Record<string, string> = {};
const rows: Record<string, { id: number }> = {};

const publish = async (
  slug: string,
  title: string,
  options: { type?: string; document?: Record<string, unknown>; set?: Partial<typeof contentItems.$inferInsert> } = {},
) => {
  const row = await insertPublishedItem(ctx.db, { slug, title, type: options.type, document: options.document });
  if (options.set) await ctx.db.update(contentItems).set(options.set).where(eq(contentItems.id, row.id));
  ids[slug] = itemId((options.type ?? 'tutorial') as 'tutorial', row.id);
  rows[slug] = row;
  return row;
};

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webDist, 'identity.html'), '<!doctype html>');
  await fs.writeFile(path.join(webDist, 'head-texts.json'), JSON.stringify(HEAD_TEXTS));
  ctx = await createTestApp({ webDist });
  await publish('float-a-cube', 'Float a cube', {
    document: {
      descPlain: 'Make a cube float with a sine wave.',
      thumbnail: { url: '/files/0123456789abcdef0123456789abcdef.png' },
      duration: 25,
      skillLevel: 'beginner',
    },
  });
  await publish('hostile', HOSTILE_TITLE, { document: { descPlain: '<img src=x onerror=alert(1)>' } });
  await publish('premium-lighting', 'Premium lighting', {
    type: 'course',
    document: { descPlain: 'Light a scene like a film.', objective: richTextFromParagraphs([SECRET]) },
    set: { premium: true },
  });
  await publish('members-only', 'Members-only shaders', { set: { uaaOnly: true } });
  await publish('hidden-cube', 'Hidden cube', { set: { hidden: true } });
  await publish('launch-stream', 'Launch stream', {
    type: 'liveSession',
    document: { rangeTime: { startTime: '2026-12-01T10:00:00.000Z', endTime: '2026-12-01T11:30:00.000Z' } },
  });
  const draft = await createItem(ctx.db, {
    type: 'quiz',
    actorId: null,
    document: { title: 'Unpublished quiz', description: richTextFromParagraphs(['Draft answers.']) },
  });
  ids.draft = draft.slug;
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = async (url: string, cookie?: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, html: response.body, type: response.headers['content-type'] };
};
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );

describe('the head of an item page', () => {
  it('carries the title, description, canonical, alternates, cards and JSON-LD of the published item', async () => {
    const { status, html, type } = await page('/tutorial/float-a-cube');
    expect([status, type]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('<title>Float a cube · Questline</title>');
    expect(html).not.toContain("The template's description");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe('Make a cube float with a sine wave.');
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/tutorial/float-a-cube`);
    expect(attribute(html, /<link rel="alternate" hreflang="ja-JP" href="([^"]*)"/)).toBe(
      `${PUBLIC_URL}/tutorial/float-a-cube?locale=ja_JP`,
    );
    expect(html.match(/<link rel="alternate" hreflang=/g)).toHaveLength(10);
    expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${PUBLIC_URL}/files/0123456789abcdef0123456789abcdef.png`,
    );
    expect(attribute(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(html).not.toContain('name="robots"');
    const [resource, breadcrumb] = jsonLdOf(html);
    expect(resource).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LearningResource',
      learningResourceType: 'tutorial',
      name: 'Float a cube',
      url: `${PUBLIC_URL}/tutorial/float-a-cube`,
      timeRequired: 'PT25M',
      educationalLevel: 'beginner',
      isAccessibleForFree: true,
      provider: { '@type': 'Organization', name: 'Questline' },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Questline', item: `${PUBLIC_URL}/` },
        { position: 2, name: 'Tutorials', item: `${PUBLIC_URL}/tutorials` },
        { position: 3, name: 'Float a cube', item: `${PUBLIC_URL}/tutorial/float-a-cube` },
      ],
    });
  });

  it('names the slug as canonical when the page is opened by id, and speaks the language asked for', async () => {
    const { html } = await page(`/tutorial/${ids['float-a-cube']}?locale=ja_JP`);
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/tutorial/float-a-cube`);
    expect(html).toContain('<html lang="ja-JP"');
    expect(attribute(html, /<meta property="og:locale" content="([^"]*)"/)).toBe('ja_JP');
    expect(JSON.stringify(jsonLdOf(html)[1])).toContain('チュートリアル');
  });

  it('describes a course as a Course and a live session as an Event', async () => {
    const course = jsonLdOf((await page('/course/premium-lighting')).html)[0];
    expect(course).toMatchObject({ '@type': 'Course', name: 'Premium lighting', isAccessibleForFree: false });
    const event = jsonLdOf((await page('/liveSession/launch-stream')).html)[0];
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-01T10:00:00.000Z',
      endDate: '2026-12-01T11:30:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${PUBLIC_URL}/liveSession/launch-stream` },
    });
  });

  it('escapes what authors write: a title cannot close the script or an attribute', async () => {
    const { html } = await page('/tutorial/hostile');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(jsonLdOf(html)[0]?.name).toBe(HOSTILE_TITLE);
    expect(html).toContain(
      '<title>Cubes &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;',
    );
  });
});

describe('the rating in the head of an item page', () => {
  const aggregateOf = async (url: string) =>
    (jsonLdOf((await page(url)).html)[0] as { aggregateRating?: unknown } | undefined)?.aggregateRating;

  it('is added as an AggregateRating once learners rate the item, at once though the head was kept', async () => {
    // Read (and kept) before any rating: no AggregateRating without votes.
    expect(await aggregateOf('/tutorial/float-a-cube')).toBeUndefined();
    expect(await aggregateOf('/liveSession/launch-stream')).toBeUndefined();
    const rate = async (email: string, slug: string, type: string, value: number) => {
      const cookie = await signIn(ctx.app, email);
      const me = resultOf<{ id: string }>(await injectAs(ctx.app, cookie, 'GET', '/api/me'));
      await ctx.db.insert(records).values({ userId: me.id, itemId: rows[slug]?.id as number, type });
      resultOf(await injectAs(ctx.app, cookie, 'PUT', `/api/learn/${type}/${ids[slug]}/rating`, { value }));
    };
    await rate('first@seo.test', 'float-a-cube', 'tutorial', 5);
    await rate('second@seo.test', 'float-a-cube', 'tutorial', 4);
    await rate('third@seo.test', 'float-a-cube', 'tutorial', 4);
    await rate('first@seo.test', 'launch-stream', 'liveSession', 3);
    const aggregate = (ratingValue: number, ratingCount: number) => ({
      '@type': 'AggregateRating',
      ratingValue,
      ratingCount,
      bestRating: 5,
      worstRating: 1,
    });
    expect(await aggregateOf('/tutorial/float-a-cube')).toEqual(aggregate(4.3, 3));
    // schema.org allows it on an Event as on a CreativeWork.
    expect(await aggregateOf('/liveSession/launch-stream')).toEqual(aggregate(3, 1));
  });

  it('is added to a premium item, whose head shows only its public card', async () => {
    await ctx.db.insert(users).values({ id: 'premium-rater', name: 'Premium rater', email: 'premium-rater@seo.test' });
    const itemId = rows['premium-lighting']?.id as number;
    await ctx.db.insert(ratings).values({ itemId, userId: 'premium-rater', value: 2 });
    await recountItemRatings(ctx.db, itemId);
    // A language this item's head was not read in before: computed now, from the card.
    const aggregate = await aggregateOf('/course/premium-lighting?locale=fr_FR');
    expect(aggregate).toMatchObject({ '@type': 'AggregateRating', ratingValue: 2, ratingCount: 1 });
  });
});

describe('what an item page gives away to a visitor who may not read it', () => {
  it('shows an unpublished or members-only item as the site, unlisted', async () => {
    for (const url of [`/quiz/${ids.draft}`, '/tutorial/members-only']) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(html).not.toMatch(/Unpublished quiz|Draft answers|Members-only shaders/);
      expect(html).toContain('<title>Questline</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(jsonLdOf(html)).toEqual([]);
    }
  });

  it('shows a premium item by its public card only, never its content', async () => {
    const { html } = await page('/course/premium-lighting');
    expect(html).toContain('<title>Premium lighting · Questline</title>');
    expect(html).toContain('Light a scene like a film.');
    expect(html).not.toContain(SECRET);
  });

  it('keeps a hidden item out of search engines', async () => {
    const { html } = await page('/tutorial/hidden-cube');
    expect(html).toContain('<title>Hidden cube · Questline</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('the head of other pages', () => {
  it('titles a listing in the page language, and an unknown path as not found (404, unlisted)', async () => {
    const listing = await page('/tutorials?locale=ja_JP');
    expect(listing.html).toContain('<title>チュートリアル · Questline</title>');
    expect(listing.html).toContain('content="リアルタイム 3D ゲーム開発を学ぼう"');
    expect(listing.html).not.toContain('name="robots"');
    expect(jsonLdOf(listing.html)).toMatchObject([
      { '@type': 'BreadcrumbList', itemListElement: [{ name: 'Questline' }, { name: 'チュートリアル', position: 2 }] },
    ]);
    expect(jsonLdOf((await page('/')).html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Questline',
        url: `${PUBLIC_URL}/`,
        description: 'Learn to build real-time 3D games',
        inLanguage: 'en-US',
      },
    ]);
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<title>Page not found · Questline</title>');
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
    expect((await page('/creator/dashboard')).html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('robots.txt and the sitemap', () => {
  it('keep crawlers out of the API and authoring, and point to the sitemap', async () => {
    const robots = await page('/robots.txt');
    expect([robots.status, robots.type]).toEqual([200, 'text/plain; charset=utf-8']);
    expect(robots.html).toContain('Disallow: /api/');
    expect(robots.html).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('list the pages and the findable items, in pages of items', async () => {
    const index = await page('/sitemap.xml');
    expect([index.status, index.type]).toEqual([200, 'application/xml; charset=utf-8']);
    expect([...index.html.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/items-1.xml`,
    ]);
    expect((await page('/sitemaps/pages.xml')).html).toContain(`<loc>${PUBLIC_URL}/tutorials</loc>`);
    const items = await page('/sitemaps/items-1.xml');
    const listed = [...items.html.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/tutorial/float-a-cube`,
        `${PUBLIC_URL}/course/premium-lighting`,
        `${PUBLIC_URL}/liveSession/launch-stream`,
      ]),
    );
    expect(items.html).not.toMatch(/members-only|hidden-cube|\/quiz\//);
    expect(items.html).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect((await page('/sitemaps/items-2.xml')).status).toBe(404);
    expect((await page('/sitemaps/other.xml')).status).toBe(404);
  });
});
