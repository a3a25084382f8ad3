import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const languageSelect = (page: Page, label = 'Language') => page.getByRole('combobox', { name: label });

const countLanguagePosts = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/changeLanguage'))
      posts.push(request.postData() ?? '');
  });
  return posts;
};

it('does nothing when the same language is chosen and the URL has no language= parameter', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const posts = countLanguagePosts(page);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  await languageSelect(page).selectOption('en_US');
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  await context.close();
});

it('stores the choice, reloads without language=, and shows the page in the chosen locale', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const posts = countLanguagePosts(page);
  await page.goto('/?language=ja&keep=1');
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  // Same locale, but the URL carries language=: store and reload without it.
  await Promise.all([
    page.waitForURL((url) => !url.searchParams.has('language')),
    languageSelect(page).selectOption('en_US'),
  ]);
  expect(new URL(page.url()).searchParams.get('keep')).toBe('1');
  expect(posts).toEqual([JSON.stringify({ locale: 'en_US' })]);

  await Promise.all([page.waitForEvent('load'), languageSelect(page).selectOption('de_DE')]);
  await page.waitForFunction(() => document.documentElement.lang === 'de-DE');
  expect(posts.at(-1)).toBe(JSON.stringify({ locale: 'de_DE' }));
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'ql_locale')?.value).toBe('de_DE');
  // The chooser now shows the stored locale, and a fresh page load keeps it.
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.lang === 'de-DE');
  const select = page.locator('footer select').first();
  expect(await select.inputValue()).toBe('de_DE');
  await expectAccessible(page);
  await context.close();
});

it('stores the preferred region and reloads', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  await Promise.all([page.waitForEvent('load'), languageSelect(page, 'Region').selectOption('region.03')]);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'ql_region')?.value).toBe('region.03');
  expect(await languageSelect(page, 'Region').inputValue()).toBe('region.03');
  await context.close();
});

it("opens a page in the language of its ?locale= alternate, with that language's head, and stores nothing", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const response = await page.goto('/tutorials?locale=ja_JP');
  // The head as served, before any script: the page's title and description in Japanese, and its alternates.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="ja-JP"');
  expect(html).toContain('<title>チュートリアル · Questline</title>');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/tutorials">/);
  expect(html).toMatch(
    /<link rel="alternate" hreflang="de-DE" href="http:\/\/localhost:\d+\/tutorials\?locale=de_DE">/,
  );
  expect(html).toContain('"@type":"BreadcrumbList"');
  // The app opens in Japanese too, and keeps the title the server gave.
  await page.getByRole('heading', { name: 'チュートリアル', level: 1 }).waitFor();
  expect(await page.title()).toBe('チュートリアル · Questline');
  expect((await context.cookies()).find((cookie) => cookie.name === 'ql_locale')).toBeUndefined();
  await expectAccessible(page);
  await context.close();
});
