import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signUpAndIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TUTORIAL = 'Write your first C# script';

it('on a phone, a learner completes steps with Complete and continue, content first, and finds them done after reload', async () => {
  const context = await newContext(browser, { width: 360, height: 740 });
  const email = `phone-${Date.now().toString(36)}@example.test`;
  await signUpAndIn(context.request, { email, password: 'a long phone password 1', name: 'Pia Phone' });
  const page = await context.newPage();
  await page.goto(`/tutorials?k=${encodeURIComponent(TUTORIAL)}`);
  await Promise.all([page.waitForURL(/\/tutorial\//), page.getByRole('link', { name: TUTORIAL }).first().click()]);
  await page.getByRole('heading', { level: 1, name: TUTORIAL }).waitFor();
  await page.getByText(/^0 of \d+ steps complete$/).waitFor();
  await page.getByRole('button', { name: 'Start the first step' }).click();

  const complete = page.getByRole('button', { name: 'Complete and continue' });
  await complete.waitFor();
  // The step's text starts within the first screen: the header above a step is compact.
  const stepHeading = page.getByRole('heading', { level: 2 }).first();
  const first = (await stepHeading.textContent()) ?? '';
  expect((await stepHeading.boundingBox())?.y ?? 9999).toBeLessThan(740);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // Complete and continue records the step and opens the next one.
  await complete.click();
  await expect
    .poll(async () => (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '')
    .not.toBe(first);
  await page
    .getByText(/^1 of \d+ steps complete$/)
    .first()
    .waitFor();

  // The record is the server's: a reload shows the first step done.
  await page.reload();
  await page
    .getByText(/^1 of \d+ steps complete$/)
    .first()
    .waitFor();
  await context.close();
});
