import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('opens home with the seeded catalogue, header and footer', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
    'Learn to build real-time 3D games, one quest at a time',
  );
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  for (const section of ['Live sessions', 'Courses', 'Projects', 'Tutorials', 'Quizzes']) {
    expect(await page.getByRole('heading', { name: section, level: 2 }).isVisible()).toBe(true);
  }
  const pathwayCards = page.locator('section[aria-labelledby="home-pathway"] article');
  expect(await pathwayCards.count()).toBeGreaterThanOrEqual(3);
  const cover = page.locator('section[aria-labelledby="home-pathway"] article img').first();
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of ['Pathways', 'Tutorials', 'Projects', 'Courses', 'Live Calendar']) {
    expect(await nav.getByRole('link', { name: link, exact: true }).isVisible()).toBe(true);
  }
  expect(await page.getByRole('link', { name: 'Admin Tool' }).count()).toBe(0);
  const year = String(new Date().getFullYear());
  expect(await page.getByText(`© ${year}`).isVisible()).toBe(true);
  expect(await page.title()).toBe('Questline');
  await expectAccessible(page);
  await context.close();
});

it('stays usable at 360 px wide, with the navigation in the hamburger menu', async () => {
  const context = await newContext(browser, { width: 360, height: 740 });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Tutorials' }).waitFor();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await context.close();
});

it('keeps first-load JavaScript of the home page within 150 KB gzip', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  expect(sizes.length).toBeGreaterThan(0);
  // Printed on every run, so a change's cost to the budget can be read off the log before and after.
  console.info(`home first-load JS: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} scripts`);
  expect(total, `first-load JS ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(150 * 1024);
  await context.close();
});

it('answers unknown pages with the not-found page, and file paths never with HTML', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const response = await page.goto('/no/such/page');
  // A 404 for crawlers and monitors, with the app's own not-found page for people.
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await expectAccessible(page);
  const robots = await fetch(`${appUrl()}/robots.txt`);
  expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
  const missing = await fetch(`${appUrl()}/missing.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).toMatch(/application\/json/);
  await context.close();
});

it('stores cookie consent from the footer dialog, with the keyboard', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.waitFor();
  await expectAccessible(page);
  const targeting = dialog.getByRole('switch', { name: /Targeting cookies/ });
  expect(await targeting.isChecked()).toBe(false);
  await targeting.focus();
  await page.keyboard.press('Space');
  expect(await targeting.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await dialog.waitFor({ state: 'detached' });
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'ql_consent');
  expect(consent?.value).toBe('C0004');
  await context.close();
});
