import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const HEADER_STEPS = ['Pathways', 'Search', 'Browse', 'Live Calendar', 'My Learning'];

/** The step's tip names its target; the cut-out sits on that target in the header. */
const expectStep = async (page: Page, index: number) => {
  const tip = page.getByRole('dialog', { name: HEADER_STEPS[index] });
  await tip.waitFor();
  expect(await tip.textContent()).toContain(`Step ${index + 1} of ${HEADER_STEPS.length}`);
  const cutout = page.locator('[data-tour-cutout]');
  const box = await cutout.boundingBox();
  expect(box?.y ?? 999, 'the cut-out is in the header').toBeLessThan(80);
  return tip;
};

it('shows a first visit the welcome dialog; Start tour walks the header steps and Start again wraps', async () => {
  const context = await newContext(browser, { firstVisit: true });
  const page = await context.newPage();
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Questline' });
  await welcome.waitFor();
  await expectAccessible(page);
  // Start tour is focused: the keyboard alone starts it.
  await page.keyboard.press('Enter');
  const first = await expectStep(page, 0);
  // The page is darkened at 0.53 around the cut-out.
  const shadow = await page.locator('[data-tour-cutout]').evaluate((element) => getComputedStyle(element).boxShadow);
  expect(shadow).toContain('0.53');
  await expectAccessible(page);
  // Focus stays in the tip.
  for (let n = 0; n < 4; n++) {
    await page.keyboard.press('Tab');
    expect(await first.evaluate((tip) => tip.contains(document.activeElement))).toBe(true);
  }
  for (let index = 1; index < HEADER_STEPS.length; index++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, index);
  }
  await page.getByRole('button', { name: 'Start again' }).click();
  await expectStep(page, 0);
  // Escape closes the tour and dismisses it.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect((await context.cookies()).find((cookie) => cookie.name === 'ql_tour_home_noneUser')?.value).toBe('1');
  await context.close();
});

it('after a dismissal a reload shows nothing', async () => {
  const context = await newContext(browser, { firstVisit: true });
  const page = await context.newPage();
  await page.goto('/');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Questline' });
  await welcome.getByRole('button', { name: 'Dismiss' }).click();
  await welcome.waitFor({ state: 'detached' });
  const cookie = (await context.cookies()).find((entry) => entry.name === 'ql_tour_home_noneUser');
  // Kept for a year (§9).
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  await page.reload();
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  await page.waitForTimeout(2500);
  expect(await page.getByRole('dialog').count()).toBe(0);
  // ?tour=t opens the tips again on request.
  await page.goto('/?tour=t');
  await expectStep(page, 0);
  await context.close();
});

it('shows no tour on a 390 px viewport, not even when asked', async () => {
  const context = await newContext(browser, { width: 390, height: 844, firstVisit: true });
  const page = await context.newPage();
  await page.goto('/?tour=t');
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  await page.waitForTimeout(2500);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await page.locator('[data-tour-cutout]').count()).toBe(0);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  await page.waitForTimeout(2500);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await context.close();
});

it('never opens the welcome dialog over another dialog: it waits until that one closes', async () => {
  const context = await newContext(browser, { firstVisit: true });
  // The tour's code is held back until the sign-in dialog is open, as on a slow connection where the visitor is
  // quicker than the welcome.
  const releases: (() => void)[] = [];
  const held = new Promise<void>((resolve) => releases.push(resolve));
  await context.route(/\/assets\/tour-host-[^/]*\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in to Questline' });
  await signIn.waitFor();
  for (const release of releases) release();
  await page.waitForTimeout(2500);
  expect(await page.getByRole('dialog', { name: 'Welcome to Questline' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await signIn.waitFor({ state: 'detached' });
  await page.getByRole('dialog', { name: 'Welcome to Questline' }).waitFor();
  await context.close();
});
