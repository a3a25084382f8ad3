import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext, signUpAndIn } from './support/browser';

// The colour themes (issue 27): the device's by default, a choice in the header's account menu kept in the ql_theme
// cookie, which the server writes on <html> so the first paint is already right; a signed-in user's saved one wins.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The page's background as the browser computed it (the body's bg-slate-50: #070c19 dark, near white light). */
const background = (page: Page) =>
  page.evaluate(() => {
    // Computed colours may read lab(…) (Tailwind's oklch palette): a canvas turns any colour into its sRGB pixel.
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return `rgb(${red}, ${green}, ${blue})`;
  });
const DARK_BACKGROUND = 'rgb(7, 12, 25)';
const themeAttribute = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);

it('follows a dark device with no choice made, and home passes axe (contrast included) in dark', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  const response = await page.goto('/');
  expect(await response?.text()).toMatch(/<html lang="en-US">/);
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  expect([await themeAttribute(page), await background(page)]).toEqual([null, DARK_BACKGROUND]);
  // The hero and the footer are drawn dark in both themes: their text stays white on them.
  const footerHeading = page.locator('footer h2').first();
  expect(await footerHeading.evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(255, 255, 255)');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background(page)).not.toBe(DARK_BACKGROUND);
  await context.close();
});

it("keeps a visitor's choice from the account menu: shown at once, and in the first HTML of the next page", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu', exact: true }).click();
  const theme = page.getByRole('group', { name: 'Theme' });
  expect(await theme.getByRole('menuitemradio', { name: 'Same as device' }).getAttribute('aria-checked')).toBe('true');
  await theme.getByRole('menuitemradio', { name: 'Dark' }).click();
  expect([await themeAttribute(page), await background(page)]).toEqual(['dark', DARK_BACKGROUND]);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'ql_theme');
  expect(cookie).toMatchObject({ value: 'dark', path: '/', sameSite: 'Lax' });
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

  // The server writes it before any script runs: no flash of the light theme.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toMatch(/<html data-theme="dark" lang="en-US">/);
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await expectAccessible(page);

  // A light choice wins over a dark device too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: 'Account menu', exact: true }).click();
  await page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name: 'Light' }).click();
  expect(await themeAttribute(page)).toBe('light');
  expect(await background(page)).not.toBe(DARK_BACKGROUND);
  const tutorials = await page.goto('/tutorials');
  expect(await tutorials?.text()).toMatch(/<html data-theme="light" lang="en-US">/);
  await context.close();
});

it("shows a signed-in user's saved theme on a browser that chose none, and keeps it there", async () => {
  const context = await newContext(browser);
  await signUpAndIn(context.request, {
    email: 'night-owl@theme.test',
    password: 'night-owl-password-1',
    name: 'Nia Owl',
  });
  const saved = await context.request.post('/api/changeTheme', {
    data: { theme: 'dark' },
    headers: { origin: appUrl() },
  });
  expect(saved.status()).toBe(200);
  // Another browser of theirs: the session, but no theme cookie.
  await context.clearCookies({ name: 'ql_theme' });
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  expect(await background(page)).toBe(DARK_BACKGROUND);
  const next = await page.goto('/pathways');
  expect(await next?.text()).toMatch(/<html data-theme="dark" lang="en-US">/);
  await expectAccessible(page);
  await context.close();
});
