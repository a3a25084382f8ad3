import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext, signOut, signUpAndIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const FIRST_PASSWORD = 'account-journey-first';
const NEW_PASSWORD = 'account-journey-second';

/** Signs in on the identity page, as the login modal's frame shows it. */
const submitSignIn = async (page: Page, email: string, password: string) => {
  await page.goto('/identity?redirect_to=/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

it('a learner changes their password, signs in with it, downloads their data and deletes their account', async () => {
  const email = `account-${Date.now().toString(36)}@example.test`;
  const context = await newContext(browser);
  await signUpAndIn(context.request, { email, password: FIRST_PASSWORD, name: 'Ada Leaving' });
  const me = (await (await context.request.get('/api/me')).json()).result as { id: string };
  const page = await context.newPage();

  // Settings: change the password; this device stays signed in.
  await page.goto(`/u/${me.id}?tab=settings`);
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(FIRST_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('region', { name: 'Signed-in devices' }).getByText('This device', { exact: true }).waitFor();
  await expectAccessible(page);
  await password.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password is changed. Your other devices are signed out.').waitFor();
  expect((await (await context.request.get('/api/me')).json()).result.email).toBe(email);

  // Out, and in again with the new password (the old one no longer works).
  await signOut(page);
  await page.getByRole('button', { name: 'Account menu', exact: true }).waitFor();
  const oldPassword = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: FIRST_PASSWORD },
    headers: { origin: appUrl() },
  });
  expect(oldPassword.status()).toBe(401);
  await submitSignIn(page, email, NEW_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Account menu for Ada Leaving' }).waitFor();

  // The export downloads as a JSON file that holds the account.
  await page.goto(`/u/${me.id}?tab=settings`);
  const data = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^questline-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await fs.readFile((await download.path()) as string, 'utf8'));
  expect(exported.profile).toMatchObject({ id: me.id, email, name: 'Ada Leaving' });
  expect(exported.sessions.length).toBeGreaterThan(0);

  // Delete the account: the dialog asks for the password; a wrong one is refused in it.
  await data.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.waitFor();
  await dialog.getByLabel('Your password').fill(FIRST_PASSWORD);
  await dialog.getByLabel('Your password').press('Enter');
  await dialog.getByText('That is not your current password.').waitFor();
  await expectAccessible(page);
  await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    dialog.getByRole('button', { name: 'Delete my account' }).click(),
  ]);
  await page.getByRole('button', { name: 'Account menu', exact: true }).waitFor();
  expect((await (await context.request.get('/api/me')).json()).result).toBeNull();
  await expectAccessible(page);

  // The account is gone: its password signs nobody in.
  await submitSignIn(page, email, NEW_PASSWORD);
  await page.getByText('That e-mail and password do not match an account.').waitFor();
  await expectAccessible(page);
  await context.close();
});
