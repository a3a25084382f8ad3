import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext, signIn, signUpAndIn } from './support/browser';
import { unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const meOf = async (context: BrowserContext) => (await (await context.request.get('/api/me')).json()).result;

it('an admin finds a user, gives a role, disables them (their open session ends at once), enables them and reads the audit trail', async () => {
  // Someone registers and stays signed in, in a browser of their own.
  const name = unique('Noor Newcomer');
  const email = `noor-${Date.now().toString(36)}@example.test`;
  const password = 'noor-long-password';
  const member = await newContext(browser);
  await signUpAndIn(member.request, { email, password, name });
  const memberPage = await member.newPage();
  await memberPage.goto('/');
  await memberPage.getByRole('button', { name: `Account menu for ${name}` }).waitFor();

  // The super admin opens user administration from the avatar menu.
  const admin = await newContext(browser);
  await signIn(admin, 'superadmin@questline.dev');
  const page = await admin.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu for Sam Super' }).click();
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/admin/users'),
    page.getByRole('menuitem', { name: 'Users' }).click(),
  ]);
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  await page.getByRole('table', { name: 'Users found' }).waitFor();
  await expectAccessible(page);

  // Finds them by part of their address, in capitals.
  await page
    .getByRole('searchbox', { name: 'Search by name or e-mail address' })
    .fill(email.slice(0, 12).toUpperCase());
  await page.getByText('1 user', { exact: true }).waitFor();
  const row = page.getByRole('row', { name: new RegExp(name) });
  expect(await row.getByText('Never').count()).toBe(0);

  // Gives them a role, by keyboard: the dialog's checkbox takes Space.
  await row.getByRole('button', { name: `Manage ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Manage ${name}` });
  await dialog.waitFor();
  await expectAccessible(page);
  await dialog.getByRole('checkbox', { name: 'Learn creator' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await page.getByText(`Roles of ${name} saved.`).waitFor();
  expect((await meOf(member)).roles).toEqual(['learnCreator']);

  // Disables them, after confirming: their open session is refused at once, and so is signing in.
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${name}?` });
  await confirm.waitFor();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await page.getByText(`${name} is disabled and signed out everywhere.`).waitFor();
  expect(await meOf(member)).toBeNull();
  await memberPage.reload();
  await memberPage.getByRole('button', { name: 'Account menu', exact: true }).waitFor();
  const refused = await member.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: appUrl() },
  });
  expect([refused.status(), (await refused.json()).error.key]).toEqual([403, 'auth_account_disabled']);

  // Enables them again: they sign in with their password.
  await dialog.getByRole('button', { name: 'Enable account' }).click();
  const enable = page.getByRole('dialog', { name: `Enable ${name}?` });
  await enable.getByRole('button', { name: 'Enable account' }).click();
  await page.getByText(`${name} can sign in again.`).waitFor();
  const again = await member.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: appUrl() },
  });
  expect(again.status()).toBe(200);
  expect((await meOf(member)).email).toBe(email);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // The audit trail holds all three, newest first, with who did them.
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/admin/audit'),
    page.getByRole('navigation', { name: 'User administration' }).getByRole('link', { name: 'Audit trail' }).click(),
  ]);
  const trail = page.getByRole('table', { name: 'Audit entries' });
  await trail.waitFor();
  const theirs = trail.getByRole('row').filter({ hasText: email });
  const actions = await theirs.evaluateAll((rows) => rows.map((element) => element.children[2]?.textContent));
  expect(actions).toEqual(['Enabled the account', 'Disabled the account', 'Changed roles']);
  expect(await theirs.first().getByText('superadmin@questline.dev').count()).toBe(1);
  expect(await theirs.last().getByText('Roles: none → Learn creator').count()).toBe(1);
  await expectAccessible(page);
  // Both pages open by their address too.
  await page.reload();
  await trail.waitFor();
  await page.goto('/admin/users');
  await page.getByRole('table', { name: 'Users found' }).waitFor();

  await admin.close();
  await member.close();
});
