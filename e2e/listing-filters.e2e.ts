import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { publishTutorial } from './support/content';
import { unique } from './support/editor';

let browser: Browser;
let title = '';
beforeAll(async () => {
  browser = await launchBrowser();
  // A beginner tutorial (publishTutorial's skill level) whose title no other item carries, so the keyword finds it alone.
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  title = unique('Lantern listing study');
  await publishTutorial(creator, title);
  await creator.close();
});
afterAll(() => browser.close());

/** The listing's URL state: its `k` criteria and its `ob` sort. */
const urlOf = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return { k: JSON.parse(params.get('k') ?? '[]') as string[], ob: params.get('ob') };
};

it('a visitor filters /tutorials by skill level, sort and keyword; the URL keeps them through reload, back and forward; Clear filters empties it', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/tutorials');
  await page.getByRole('heading', { level: 1, name: 'Tutorials' }).waitFor();
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  const beginner = page.getByRole('checkbox', { name: 'Beginner' });
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const card = page.getByRole('heading', { level: 3, name: title });

  await beginner.check();
  await expect.poll(() => urlOf(page).k).toEqual(['skillLevel:beginner']);
  await sort.selectOption({ label: 'Shortest first' });
  await expect.poll(() => urlOf(page).ob).toBe('duration');
  await keyword.fill(title);
  await keyword.press('Enter');
  await expect.poll(() => urlOf(page)).toEqual({ k: ['skillLevel:beginner', `query:${title}`], ob: 'duration' });
  await card.waitFor();
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /result/ })
        .textContent(),
    )
    .toBe('1 result');
  await expectAccessible(page);

  await page.reload();
  await card.waitFor();
  expect(await beginner.isChecked()).toBe(true);
  expect(await sort.inputValue()).toBe('duration');
  expect(await keyword.inputValue()).toBe(title);

  // Back undoes the keyword (the results follow), forward brings it back.
  await page.goBack();
  await expect.poll(() => urlOf(page)).toEqual({ k: ['skillLevel:beginner'], ob: 'duration' });
  await expect.poll(() => keyword.inputValue()).toBe('');
  await page.goForward();
  await expect.poll(() => keyword.inputValue()).toBe(title);
  await card.waitFor();

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect.poll(() => urlOf(page)).toEqual({ k: [], ob: 'duration' });
  expect(await beginner.isChecked()).toBe(false);
  expect(await keyword.inputValue()).toBe('');
  await context.close();
});

it('on a 360 px phone the filters fold behind a button and the page does not scroll sideways', async () => {
  const context = await newContext(browser, { width: 360, height: 800 });
  const page = await context.newPage();
  await page.goto(`/tutorials?k=${encodeURIComponent(JSON.stringify(['skillLevel:beginner', `query:${title}`]))}`);
  await page.getByRole('heading', { level: 3, name: title }).waitFor();
  const beginner = page.getByRole('checkbox', { name: 'Beginner' });
  expect(await beginner.isVisible()).toBe(false);
  const toggle = page.getByRole('button', { name: 'Filters (1)' });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await beginner.waitFor();
  expect(await beginner.isChecked()).toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await context.close();
});
