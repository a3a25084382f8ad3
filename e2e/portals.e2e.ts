import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('shows a partner who is not in the edlab Learn more on the portals menu, and /edlab as Learn more', async () => {
  const context = await newContext(browser);
  await signIn(context, 'partner@questline.dev');
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Portals' }).click();
  const menu = page.getByRole('menu', { name: 'Portals' });
  await menu.waitFor();
  // Each item says its portal and whether it opens it ('Access now') or tells about it ('Learn more').
  expect(await menu.locator('[aria-label="Educator lab: Learn more"]').getAttribute('href')).toBe('/educators#edlab');
  expect(await menu.locator('[aria-label="Academic partners: Access now"]').getAttribute('href')).toBe('/partners');
  await page.keyboard.press('Escape');
  await page.goto('/edlab');
  await page.getByRole('heading', { name: 'The educator lab is for lab members', level: 1 }).waitFor();
  expect(await page.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/educators#edlab');
  await expectAccessible(page);
  await page.goto('/partners');
  await page.getByRole('heading', { name: 'Academic alliance portal', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Curricular content', level: 2 }).waitFor();
  await expectAccessible(page);
  await context.close();
});

it('takes an edlab member to /edlab, where they assign and release a seat', async () => {
  const context = await newContext(browser);
  await signIn(context, 'educator@questline.dev');
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Portals' }).click();
  await page.locator('[role="menuitem"][aria-label="Educator lab: Access now"]').click();
  await page.waitForURL((url) => url.pathname === '/edlab');
  await page.getByRole('heading', { name: 'Your educator lab', level: 1 }).waitFor();
  const main = page.getByRole('main');
  for (const name of ['Getting started', 'Resources', 'Assets', 'Frequently asked questions', 'Assign seats']) {
    await main.getByRole('heading', { name, level: 2 }).waitFor();
  }
  await page.getByText(/of 50 seats assigned/).waitFor();
  await page.getByLabel('E-mail address').fill('student.one@school.test');
  await page.getByRole('button', { name: 'Assign seat' }).click();
  const seats = page.getByRole('list', { name: 'Assigned seats' });
  await seats.getByText('student.one@school.test').waitFor();
  await expectAccessible(page);
  // The seat is stored on the server: a reload still lists it.
  await page.reload();
  await seats.getByText('student.one@school.test').waitFor();
  await page.getByRole('button', { name: 'Remove the seat of student.one@school.test' }).click();
  await seats.getByText('student.one@school.test').waitFor({ state: 'detached' });
  // The portal's own tour: Take the tour walks the edlab steps.
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await page.getByRole('dialog', { name: 'Getting started' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Resources' }).waitFor();
  await page.getByRole('button', { name: 'Close the tour' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await context.close();
});

it('serves /educators, /partners (as Learn more) and /faq accessibly to everyone', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/educators');
  await page.getByRole('heading', { name: 'Lessons with educator plans', level: 2 }).waitFor();
  // The seeded lessons with educator plans, through the educator:true search.
  await page.getByRole('link', { name: 'Write your first C# script' }).waitFor();
  await page.getByRole('button', { name: /View educator plan\W+Write your first C# script/ }).click();
  const plan = page.getByRole('dialog', { name: 'Write your first C# script' });
  await plan.getByText('Learning outcome').waitFor();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await plan.waitFor({ state: 'detached' });
  await expectAccessible(page);
  await page.goto('/partners');
  await page.getByRole('heading', { name: 'The academic partners portal is for alliance members', level: 1 }).waitFor();
  await expectAccessible(page);
  await page.goto('/faq#faq-self-host');
  await page.getByRole('heading', { name: 'Frequently asked questions', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('seats');
  await page.getByText(/questions? match/).waitFor();
  expect(await page.getByRole('link', { name: 'How do seats work?' }).count()).toBe(1);
  await expectAccessible(page);
  await context.close();
});
