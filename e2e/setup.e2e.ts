import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { launchServer, type TServer } from './support/server';

/**
 * A first start without the demo (SEED_DEMO=false on a fresh data dir: the same as DATABASE_URL or
 * NODE_ENV=production): its own server, beside the journeys' shared one.
 */
let browser: Browser;
let server: TServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), launchServer({ SEED_DEMO: 'false' })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('creates the first super admin from the link the start printed, by keyboard, and lands signed in', async () => {
  const output = server.output();
  expect(output).not.toMatch(/demo/i);
  const link = output.match(/^ {2}(\S+\/setup\?token=\S+)$/m)?.[1] ?? '';
  expect(link).toMatch(new RegExp(`^${server.url}/setup\\?token=[A-Za-z0-9_-]{43}$`));

  const context = await newContext(browser, { baseUrl: server.url });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Set up Questline' }).waitFor();
  await expectAccessible(page);

  // By keyboard: the fields in order, the two passwords different at first.
  await page.getByLabel('Display name').focus();
  await page.keyboard.type('Grace Admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('grace@setup.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('first-admin-passphrase');
  await page.keyboard.press('Tab');
  await page.keyboard.type('first-admin-passphrase!');
  await page.keyboard.press('Enter');
  await page.getByText('The two passwords do not match.').waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('confirm');
  await expectAccessible(page);
  await page.keyboard.press('Backspace');
  await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.keyboard.press('Enter')]);

  const avatar = page.getByRole('button', { name: 'Account menu for Grace Admin' });
  await avatar.waitFor();
  const me = await context.request.get('/api/me');
  expect((await me.json()).result).toMatchObject({ email: 'grace@setup.test', roles: ['superAdmin'] });
  await expectAccessible(page);

  // The link has been used: opening it again shows why it no longer works.
  await page.goto(link);
  await page.getByLabel('Display name').fill('Someone Else');
  await page.getByLabel('E-mail').fill('else@setup.test');
  await page.getByLabel('Password', { exact: true }).fill('another-long-password');
  await page.getByLabel('Confirm password').fill('another-long-password');
  await page.getByRole('button', { name: 'Create the super admin' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This setup link no longer works' });
  await alert.waitFor();
  await expectAccessible(page);
  await context.close();
});
