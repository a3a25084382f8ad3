import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { linkIn, startSmtpInbox, type TSmtpInbox } from '../apps/server/test/smtp-inbox';
import { expectAccessible, launchBrowser, newContext, signOut } from './support/browser';
import { launchServer, type TServer } from './support/server';

let browser: Browser;
let inbox: TSmtpInbox;
let server: TServer;
beforeAll(async () => {
  // A server of its own, which sends mail to an SMTP server of the journey's: addresses are verified there.
  inbox = await startSmtpInbox();
  server = await launchServer({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Questline <noreply@questline.test>',
    // Request lines are logged: the journey checks that no mailed token is among them.
    LOG_LEVEL: 'info',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

it('a learner signs up, confirms the address by mail, forgets the password and sets a new one from the mailed link', async () => {
  const email = `lena-${randomBytes(3).toString('hex')}@example.test`;
  const firstPassword = `first-${randomBytes(6).toString('hex')}`;
  const newPassword = `second-${randomBytes(6).toString('hex')}`;
  const context = await newContext(browser, { baseUrl: server.url });
  const page = await context.newPage();

  // Sign-up on the identity page, which signs in right after.
  await page.goto('/identity?mode=register&redirect_to=%2F');
  await page.getByLabel('Display name').fill('Lena Learner');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(firstPassword);
  // The captcha (CAPTCHA_ENABLED, on): the browser solves its challenge in a worker, then the form may go. The box
  // is ticked once the solution is found, not by the click itself ("Verifying…" meanwhile).
  await page.getByRole('checkbox', { name: 'I am not a robot' }).click();
  await page.getByRole('checkbox', { name: 'Verified', checked: true }).waitFor();
  await expectAccessible(page);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    page.getByRole('button', { name: 'Create account' }).click(),
  ]);
  const banner = page.getByRole('region', { name: 'E-mail confirmation' });
  await banner.getByText(`We sent a link to ${email}.`, { exact: false }).waitFor();
  await expectAccessible(page);

  // The verification mail's link confirms the address and comes back to the app, which says so.
  const verification = await inbox.waitFor(
    email,
    (mail) => mail.subject === 'Confirm your e-mail address for Questline',
  );
  expect(verification.html).toContain('<html lang="en-US">');
  await page.goto(linkIn(verification, `${server.url}/api/auth/verify-email?`));
  await page.getByText('Your e-mail address is confirmed. You can post now.').waitFor();
  expect(new URL(page.url()).search).toBe('');
  expect(await banner.count()).toBe(0);
  await expectAccessible(page);

  // Signed out, the learner has forgotten the password.
  await signOut(page);
  await page.goto('/identity?redirect_to=%2F');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  await page.getByRole('checkbox', { name: 'I am not a robot' }).click();
  await page.getByRole('checkbox', { name: 'Verified', checked: true }).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send link' }).click();
  await page.getByRole('status').getByText(`If an account uses ${email}`, { exact: false }).waitFor();
  await expectAccessible(page);

  const reset = await inbox.waitFor(email, (mail) => mail.subject === 'Reset your Questline password');
  const link = linkIn(reset, `${server.url}/reset-password?token=`);
  const token = new URL(link).searchParams.get('token') ?? '';
  expect(token.length).toBeGreaterThan(16);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  // The token leaves the address bar as soon as the page has it.
  expect(page.url()).toBe(`${server.url}/reset-password?locale=en_US`);
  await expectAccessible(page);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByRole('status').getByText('Your password is changed', { exact: false }).waitFor();
  await expectAccessible(page);

  // The link works once.
  const again = await context.request.post('/api/auth/reset-password', {
    data: { newPassword: `third-${randomBytes(6).toString('hex')}`, token },
    headers: { origin: server.url },
  });
  expect([again.status(), (await again.json()).error.key]).toEqual([400, 'auth_reset_token_invalid']);

  // The new password signs in; the old one does not.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect(await page.getByRole('alert').textContent()).toBe('That e-mail and password do not match an account.');
  await page.getByLabel('Password').fill(newPassword);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  await page.getByRole('button', { name: 'Account menu for Lena Learner' }).waitFor();
  await expectAccessible(page);
  await context.close();

  // Mail went out by SMTP, so the log holds no link: neither token was written, though both pages were requested.
  const verificationToken = new URL(linkIn(verification, `${server.url}/api/auth/verify-email?`)).searchParams.get(
    'token',
  );
  expect(server.output()).toContain('"url":"/reset-password?token=[redacted]&locale=en_US"');
  expect(server.output()).not.toContain(token);
  expect(server.output()).not.toContain(verificationToken);
});
