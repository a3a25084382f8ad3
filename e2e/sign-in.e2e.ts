import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoPassword, expectAccessible, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Signs in through the avatar menu's login modal and its identity iframe, as a person would. */
const signInThroughModal = async (page: Page, email: string) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Questline' });
  await dialog.waitFor();
  const iframe = dialog.locator('iframe');
  expect(await iframe.evaluate((element) => element.getBoundingClientRect().height)).toBe(500);
  const frame = page.frameLocator('iframe[title="Sign in to Questline"]');
  // The scan reaches into the identity frame: it runs once the frame's form is there, not while it still loads.
  await frame.getByLabel('E-mail').waitFor();
  await expectAccessible(page);
  await frame.getByLabel('E-mail').fill(email);
  await frame.getByLabel('Password').fill(demoPassword(email));
  await Promise.all([page.waitForEvent('load'), frame.getByRole('button', { name: 'Sign in', exact: true }).click()]);
};

it('signs a learner in through the login modal and shows the avatar menu', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInThroughModal(page, 'learner@questline.dev');
  const avatar = page.getByRole('button', { name: 'Account menu for Ada Learner' });
  await avatar.waitFor();
  await avatar.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  expect(await menu.getByText('learner@questline.dev').isVisible()).toBe(true);
  for (const item of ['Account', 'FAQ', 'Settings', 'Sign out']) {
    expect(await menu.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
  }
  expect(await menu.getByRole('menuitem', { name: 'Learner Architecture' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Admin Tool' }).count()).toBe(0);
  await expectAccessible(page);

  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    menu.getByRole('menuitem', { name: 'Sign out' }).click(),
  ]);
  await page.getByRole('button', { name: 'Account menu', exact: true }).waitFor();
  await context.close();
});

it('shows a learn admin the Admin Tool and Learner Architecture links', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInThroughModal(page, 'admin@questline.dev');
  await page.getByRole('button', { name: 'Account menu for Ari Admin' }).waitFor();
  const adminTool = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Tool' });
  expect(await adminTool.getAttribute('href')).toBe('/creator/featured');
  await page.getByRole('button', { name: 'Account menu for Ari Admin' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  expect(await menu.getByRole('menuitem', { name: 'Learner Architecture' }).getAttribute('href')).toBe(
    '/creator/dashboard/architecture',
  );
  expect(await menu.getByRole('menuitem', { name: 'Admin Tool' }).getAttribute('href')).toBe('/creator/featured');
  await expectAccessible(page);
  await context.close();
});

it('works with the keyboard alone: open the avatar menu, choose Sign in, fill the form', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Pathways', level: 2 }).waitFor();
  const avatar = page.getByRole('button', { name: 'Account menu' });
  for (let i = 0; i < 30 && !(await avatar.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(100); // a person's pace: the trigger swaps to its loaded self within a frame
  }
  // Focus lands on the trigger while the menu's code loads, and stays there once the real trigger replaces it.
  await page.waitForFunction(
    () =>
      document.activeElement?.getAttribute('aria-label') === 'Account menu' &&
      document.activeElement.hasAttribute('data-react-aria-pressable'),
  );
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  await page.keyboard.press('End');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign in');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Sign in to Questline' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await context.close();
});

it('refuses a wrong password inside the identity page with a clear message', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/identity?redirect_to=%2F');
  await page.getByLabel('E-mail').fill('learner@questline.dev');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect(await page.getByRole('alert').textContent()).toBe('That e-mail and password do not match an account.');
  await expectAccessible(page);
  await context.close();
});

it('stays on the platform after signing in, whatever the redirect hides (a tab or line break before //host)', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  for (const hidden of ['%09', '%0A', '%0D']) {
    await page.goto(`/identity?redirect_to=%2F${hidden}%2Fevil.example%2Fphished`);
    const { origin } = new URL(page.url());
    await page.getByLabel('E-mail').fill('learner@questline.dev');
    await page.getByLabel('Password').fill(demoPassword('learner@questline.dev'));
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    expect(new URL(page.url()).origin).toBe(origin);
    await context.clearCookies();
  }
  await context.close();
});
