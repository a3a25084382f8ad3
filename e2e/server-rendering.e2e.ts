import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, launchBrowser, newContext, signIn } from './support/browser';
import { paragraph, publishTutorial, uploadImage } from './support/content';
import { unique } from './support/editor';

const ITEM_PAGE = /^\/(tutorial|project|course|quiz|mission|pathway|skill|competency|liveSession)\//;

let browser: Browser;
let pages: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  // One page of each kind the sitemap lists (home, listings, landing, calendar, legal pages, every item type).
  const listed = await Promise.all(
    ['pages', 'items-1'].map(async (name) => {
      const xml = await (await fetch(`${appUrl()}/sitemaps/${name}.xml`)).text();
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    }),
  );
  const kinds = new Map<string, string>();
  for (const path of listed.flat()) {
    const kind = ITEM_PAGE.exec(path)?.[1];
    if (!kinds.has(kind ?? path)) kinds.set(kind ?? path, path);
  }
  pages = [...kinds.values()];
});
afterAll(() => browser.close());

/** A context that runs no script: the page as a crawler or a link preview reads it. */
const withoutScripts = () => browser.newContext({ baseURL: appUrl(), javaScriptEnabled: false });

it('sends every public page rendered, with its text, title, canonical URL and structured data before any script runs', async () => {
  expect(pages.length).toBeGreaterThanOrEqual(25);
  const context = await withoutScripts();
  const page = await context.newPage();
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const heading = (await page.locator('#root h1').first().textContent({ timeout: 1000 }))?.trim();
    expect(heading, `${path} has its heading in the markup`).toBeTruthy();
    // An item's page: its main text is the item, whose title the page's title names.
    if (ITEM_PAGE.test(path)) expect(await page.title(), path).toContain(heading?.slice(0, 20));
    expect((await page.locator('#root main').textContent())?.length, path).toBeGreaterThan(100);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(`${appUrl()}${path}`);
    expect(await page.locator('script[type="application/ld+json"]').count(), path).toBeGreaterThan(0);
    expect(await page.locator('#root footer').count(), path).toBe(1);
  }
  // A tutorial's head names its route's code (its chunk and those it imports), fetched while the page paints.
  await page.goto(pages.find((path) => path.startsWith('/tutorial/')) ?? '/');
  expect(await page.locator('link[rel="modulepreload"][href*="/tutorial-page-"]').count()).toBe(1);
  // An unknown item is a 404 with the not-found page in the markup.
  const missing = await page.goto('/tutorial/no-such-tutorial-anywhere');
  expect(missing?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor({ timeout: 1000 });
  await context.close();
});

/** Opens `path` and answers what went wrong: hydration differences, script errors, failed API calls. */
const problemsOpening = async (page: Page, path: string) => {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`${path}: ${message.text().slice(0, 300)}`);
  };
  const onError = (error: Error) => problems.push(`${path}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  // Opened as journeys open pages: once loaded and marked interactive (hydrated), when React has said what differed.
  await page.goto(path);
  expect(await page.locator('#ssr-state').count(), `${path} was rendered on the server`).toBe(1);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return problems;
};

it('hydrates every public page without a difference, for a visitor and a signed-in learner far from UTC', async () => {
  // A learner's profile too, which the sitemap does not list: their own view, and another's.
  const learner = await newContext(browser);
  await signIn(learner, 'learner@questline.dev');
  const learnerId = (await (await learner.request.get('/api/me')).json()).result.id as string;
  await learner.close();
  const profiles = [`/u/${learnerId}`, `/u/${learnerId}?tab=completed`];
  for (const who of ['visitor', 'learner@questline.dev']) {
    // Tokyo: a page that wrote times in the server's zone would differ from the browser's first render.
    const context = await newContext(browser, { timezoneId: 'Asia/Tokyo' });
    if (who !== 'visitor') await signIn(context, who);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of [...pages, ...profiles]) problems.push(...(await problemsOpening(page, path)));
    expect(problems, who).toEqual([]);
    // The hydrated page answers: the header's Browse menu opens.
    await page.goto('/');
    const browse = page.getByRole('button', { name: 'Browse' });
    await browse.click();
    await expect.poll(() => browse.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  }
});

it('a page view is one document and its few remaining calls: what the server read is not read again', async () => {
  const context = await newContext(browser);
  await signIn(context, 'learner@questline.dev');
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
  });
  const tutorial = pages.find((path) => path.startsWith('/tutorial/')) ?? '/';
  await page.goto(tutorial, { waitUntil: 'networkidle' });
  // The item, its extends and the session came with the document.
  expect(calls.filter((path) => path === '/api/me' || /^\/api\/learn\/tutorial\/[^/]+$/.test(path))).toEqual([]);
  expect(calls.length, calls.join(', ')).toBeLessThanOrEqual(4);
  await context.close();
});

/** The markup the server sends `context` for `path` (no script runs). */
const markupFor = async (context: BrowserContext, path: string) => (await context.request.get(path)).text();

it('puts no premium or unpublished content into the markup of a viewer who may not read it', async () => {
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const premiumSecret = unique('Premium-only step body');
  const premiumId = await publishTutorial(
    creator,
    unique('Premium caustics'),
    { premium: true },
    { sections: [{ type: 'text', title: 'The premium step', body: paragraph(premiumSecret) }] },
  );
  const draftSecret = unique('Draft description');
  const cover = await uploadImage(creator, 160, 90);
  const draft = await creator.request.post('/api/learn/tutorial/0/general', {
    data: { title: unique('Draft tutorial'), description: paragraph(draftSecret), thumbnailId: cover.slice(7) },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const draftId = (await draft.json()).result.id as string;

  const visitor = await browser.newContext({ baseURL: appUrl() });
  const learner = await newContext(browser);
  await signIn(learner, 'learner@questline.dev');
  const premium = await newContext(browser);
  await signIn(premium, 'premium@questline.dev');
  for (const [who, context] of [
    ['visitor', visitor],
    ['learner', learner],
  ] as const) {
    expect(await markupFor(context, `/tutorial/${premiumId}`), who).not.toContain(premiumSecret);
    expect(await markupFor(context, `/tutorial/${draftId}`), who).not.toContain(draftSecret);
    // Asked again (an answer the server keeps for visitors would now be served).
    expect(await markupFor(context, `/tutorial/${premiumId}`), who).not.toContain(premiumSecret);
  }
  // The premium learner reads the step (its tab) in the markup itself: the checks above look where the text would be.
  const item = await (await premium.request.get(`/api/learn/tutorial/${premiumId}`)).json();
  const stepId = item.result.sections[0].id as string;
  expect(await markupFor(premium, `/tutorial/${premiumId}?tab=${stepId}`)).toContain(premiumSecret);
  for (const [who, context] of [
    ['visitor', visitor],
    ['learner', learner],
  ] as const) {
    expect(await markupFor(context, `/tutorial/${premiumId}?tab=${stepId}`), who).not.toContain(premiumSecret);
  }
  for (const context of [creator, visitor, learner, premium]) await context.close();
});
