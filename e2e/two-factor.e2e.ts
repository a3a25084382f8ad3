import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totpCode, wrongTotpCode } from '../apps/server/test/totp';
import { expectAccessible, launchBrowser, newContext, signOut, signUpAndIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'two-factor-journey';

/** Signs in on the identity page, as the login modal's frame shows it. */
const submitPassword = async (page: Page, email: string) => {
  await page.goto('/identity?redirect_to=/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

it('a user enrols TOTP in settings, and the next sign-in asks for the code, refusing a wrong one', async () => {
  const email = `tfa-${Date.now().toString(36)}@example.test`;
  const context = await newContext(browser);
  await signUpAndIn(context.request, { email, password: PASSWORD, name: 'Tova Factor' });
  const me = (await (await context.request.get('/api/me')).json()).result as { id: string };

  const page = await context.newPage();
  await page.goto(`/u/${me.id}?tab=settings`);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  await expectAccessible(page);
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByText(/signing in asks for a code/).waitFor();

  await signOut(page);
  await page.getByRole('button', { name: 'Account menu', exact: true }).waitFor();

  // The password alone no longer signs in: the tfa confirm dialog asks for the code.
  await submitPassword(page, email);
  const dialog = page.getByRole('dialog', { name: 'Enter your verification code' });
  await dialog.waitFor();
  await expectAccessible(page);
  expect((await (await context.request.get('/api/me')).json()).result).toBeNull();
  await dialog.getByLabel('Verification code').fill(wrongTotpCode(secret));
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.getByRole('alert').getByText('That code is not right', { exact: false }).waitFor();
  expect((await (await context.request.get('/api/me')).json()).result).toBeNull();

  await dialog.getByLabel('Verification code').fill(totpCode(secret));
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    dialog.getByRole('button', { name: 'Yes' }).click(),
  ]);
  await page.getByRole('button', { name: 'Account menu for Tova Factor' }).waitFor();
  expect((await (await context.request.get('/api/me')).json()).result.email).toBe(email);
  await context.close();
});
