import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The links of the footer and of the avatar menu, as the page shows them to whoever is signed in. */
const linksOf = async (page: Page, avatarName: string) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link').first().waitFor();
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await page.getByRole('button', { name: avatarName }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await menu.waitFor();
  const items = await menu
    .getByRole('menuitem')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')).filter(Boolean));
  await page.keyboard.press('Escape');
  return { footer: hrefs as string[], menu: items as string[] };
};

/** Links an earlier crawl of this file opened already: the footer's pages are the same pages for everyone. */
const opened = new Set<string>();

/**
 * Opens every link no earlier crawl opened: each answers 200 and shows its page (never the not-found page),
 * accessibly. Sign out is not followed (it ends the session the rest of the crawl needs); the API documentation is
 * the server's own page.
 */
const crawl = async (context: BrowserContext, avatarName: string) => {
  const page = await context.newPage();
  const { footer, menu } = await linksOf(page, avatarName);
  expect(footer).toEqual(
    expect.arrayContaining(['/about', '/contact', '/legal/terms', '/legal/privacy', '/legal/cookies']),
  );
  const visited: string[] = [];
  for (const href of [...new Set([...footer, ...menu])]) {
    if (href === '/auth/logout' || opened.has(href)) continue;
    opened.add(href);
    const response = await page.goto(href);
    expect([href, response?.status()]).toEqual([href, 200]);
    visited.push(href);
    if (href.startsWith('/api/')) continue;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count(), href).toBe(0);
    await expectAccessible(page);
  }
  await page.close();
  return { visited, menu };
};

it('opens every footer and avatar-menu link of a visitor as a real page', async () => {
  const context = await newContext(browser);
  const { visited } = await crawl(context, 'Account menu');
  expect(visited).toEqual(expect.arrayContaining(['/faq', '/about', '/legal/cookies', '/api/docs']));
  await context.close();
}, 300_000);

it('opens every footer and avatar-menu link of a learner as a real page', async () => {
  const context = await newContext(browser);
  await signIn(context, 'learner@questline.dev');
  const { menu } = await crawl(context, 'Account menu for Ada Learner');
  expect(menu).toEqual(expect.arrayContaining(['/groups', '/faq', '/auth/logout']));
  await context.close();
}, 300_000);

it('opens every link of a moderator, the Community Moderator link to the reported content', async () => {
  const context = await newContext(browser);
  await signIn(context, 'moderator@questline.dev');
  const { menu } = await crawl(context, 'Account menu for Mo Moderator');
  expect(menu).toContain('/moderation/reports');
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu for Mo Moderator' }).click();
  await page.getByRole('menuitem', { name: 'Community Moderator' }).click();
  await page.waitForURL((url) => url.pathname === '/moderation/reports');
  await page.getByRole('heading', { name: 'Reported content', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Reports made in each of the last 8 weeks, by type' }).waitFor();
  await expectAccessible(page);
  await context.close();
}, 300_000);

it('opens every footer and avatar-menu link of an admin as a real page', async () => {
  const context = await newContext(browser);
  await signIn(context, 'superadmin@questline.dev');
  await crawl(context, 'Account menu for Sam Super');
  await context.close();
}, 300_000);

it('answers an unknown path and an unknown slug 404 with the not-found page', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  for (const path of ['/no-such-page', '/legal/imprint', '/tutorial/no-such-lesson']) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await expectAccessible(page);
  }
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

/** Switches the UI language with the footer's language select (which reloads the page). */
const switchLanguage = async (page: Page, locale: string) => {
  await Promise.all([page.waitForEvent('load'), page.locator('footer select').first().selectOption(locale)]);
};

it('lets an admin edit the privacy page in German, shown in German there and in English elsewhere', async () => {
  const context = await newContext(browser);
  await signIn(context, 'superadmin@questline.dev');
  const page = await context.newPage();
  try {
    await page.goto('/legal/privacy');
    await page.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    await page.getByText('This page lists everything this platform stores about you.').waitFor();
    await page.getByRole('button', { name: 'Edit page' }).click();
    const editor = page.getByRole('region', { name: 'Edit “Privacy policy”' });
    await editor.getByRole('combobox', { name: 'Language of the text' }).selectOption('de_DE');
    await editor.getByText(/There is no Deutsch text yet/).waitFor();
    const field = editor.getByRole('textbox', { name: 'Text in Deutsch' });
    await expect.poll(() => field.textContent()).toContain('This page lists everything this platform stores');
    await expectAccessible(page);
    await field.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Diese Plattform speichert nur, was sie zum Lernen braucht.');
    await editor.getByRole('button', { name: 'Save Deutsch text' }).click();
    await page.getByText('Changes saved.').waitFor();
    await editor.getByRole('button', { name: 'Close editor' }).click();
    // Still English here: the English page kept its text.
    await page.getByText('This page lists everything this platform stores about you.').waitFor();

    await switchLanguage(page, 'de_DE');
    await page.getByRole('heading', { name: 'Datenschutzerklärung', level: 1 }).waitFor();
    await page.getByText('Diese Plattform speichert nur, was sie zum Lernen braucht.').waitFor();
    expect(await page.getByText('This page lists everything').count()).toBe(0);
    await expectAccessible(page);

    await switchLanguage(page, 'fr_FR');
    await page.getByRole('heading', { name: 'Politique de confidentialité', level: 1 }).waitFor();
    await page.getByText('This page lists everything this platform stores about you.').waitFor();
    expect(await page.locator('[lang="en-US"]').getByText('This page lists everything').count()).toBe(1);
    await page.getByText(/elle est donc affichée en anglais/).waitFor();
    await expectAccessible(page);
  } finally {
    // The admin's stored language goes back to English for the journeys after this one.
    await context.request.post('/api/changeLanguage', { data: { locale: 'en_US' }, headers: { origin: appUrl() } });
    await context.close();
  }

  // A visitor reading German sees the German text too.
  const visitor = await newContext(browser);
  await visitor.addCookies([{ name: 'ql_locale', value: 'de_DE', url: appUrl() }]);
  const page2 = await visitor.newPage();
  await page2.goto('/legal/privacy');
  await page2.getByText('Diese Plattform speichert nur, was sie zum Lernen braucht.').waitFor();
  await visitor.close();
}, 180_000);
