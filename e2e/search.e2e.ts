import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { publishTutorial } from './support/content';
import { unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The `k` criteria of the page's URL. */
const criteriaOf = (url: string) => JSON.parse(new URL(url).searchParams.get('k') ?? '[]') as string[];

it('header search shows typed results; Enter lands on /search with the criteria, and back restores the previous ones', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('character');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await results.getByRole('option').first().waitFor();
  await page.getByRole('button', { name: 'Tutorial', exact: true }).click();
  await expect
    .poll(async () => (await results.getByRole('option').allInnerTexts()).every((text) => /Tutorial/.test(text)))
    .toBe(true);
  await expectAccessible(page);

  await box.fill('character');
  await Promise.all([page.waitForURL(/\/search\?/), box.press('Enter')]);
  expect(criteriaOf(page.url())).toContain('query:character');
  await page.getByRole('heading', { name: /Results for “character”/ }).waitFor();
  await expectAccessible(page);

  // A second search on the page, then back restores the first criteria.
  const keyword = page.getByRole('searchbox', { name: 'Keyword' }).or(page.getByRole('textbox', { name: 'Keyword' }));
  await keyword.fill('physics');
  await keyword.press('Enter');
  await expect.poll(() => criteriaOf(page.url())).toContain('query:physics');
  await page.goBack();
  await expect.poll(() => criteriaOf(page.url())).toEqual(['query:character']);
  await page.getByRole('heading', { name: /Results for “character”/ }).waitFor();
  await context.close();
});

it('a Japanese query finds the Japanese seed tutorial', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`/search?k=${encodeURIComponent(JSON.stringify(['query:ゲーム開発']))}`);
  await page.getByRole('link', { name: 'はじめてのゲーム開発' }).first().waitFor();
  await context.close();
});

it('an editor reorders the homepage featured list, and the home page follows', async () => {
  const editor = await newContext(browser);
  await signIn(editor, 'editor@questline.dev');
  const first = unique('Featured first');
  const second = unique('Featured second');
  for (const title of [first, second]) await publishTutorial(editor, title);
  const page = await editor.newPage();
  await page.goto('/creator/featured');
  await page.getByRole('heading', { level: 1, name: 'Admin Tool' }).waitFor();
  await page.getByLabel('Featured list').selectOption('homepage');
  for (const title of [first, second]) {
    await page
      .getByRole('searchbox', { name: 'Search published content' })
      .or(page.getByRole('textbox', { name: 'Search published content' }))
      .fill(title);
    await page.getByRole('button', { name: `Add ${title}` }).click();
  }
  await page.getByRole('button', { name: `Move ${second} up` }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save list' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /Publish list/ }).click();
  await page.getByText('Changes saved').first().waitFor();
  await editor.close();

  const visitor = await newContext(browser);
  const home = await visitor.newPage();
  await home.goto('/');
  const featured = home.getByRole('region', { name: 'Featured' });
  await featured.getByRole('heading', { level: 3, name: second }).waitFor();
  const titles = await featured.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(titles.indexOf(second)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(second)).toBeLessThan(titles.indexOf(first));
  await visitor.close();
});

it('an editor saves the hub list, and the home page shows it in its Hub section, server-rendered too', async () => {
  const editor = await newContext(browser);
  await signIn(editor, 'editor@questline.dev');
  const title = unique('Hub pick');
  const id = await publishTutorial(editor, title);
  const saved = await editor.request.post('/api/learn/featuredList/page_hub', { data: { itemIds: [id] } });
  expect(saved.status(), await saved.text()).toBe(200);
  await editor.close();

  const visitor = await newContext(browser);
  // The server's markup holds the section before any script runs (the tutorial is among the newest ones too).
  const html = await (await visitor.request.get('/')).text();
  const hub = html.slice(html.indexOf('>Hub</h2>'));
  expect(html).toContain('>Hub</h2>');
  expect(hub.slice(0, hub.indexOf('</section>'))).toContain(title);
  const home = await visitor.newPage();
  await home.goto('/');
  await home.getByRole('region', { name: 'Hub' }).getByRole('heading', { level: 3, name: title }).waitFor();
  await visitor.close();
});

it('a draft or hidden item never reaches a learner, whatever the criteria', async () => {
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const hiddenTitle = unique('Hidden lantern study');
  await publishTutorial(creator, hiddenTitle, { hidden: true });
  const draftTitle = unique('Draft lantern study');
  const draft = await creator.request.post('/api/learn/tutorial/0/general', { data: { title: draftTitle } });
  expect(draft.status()).toBe(200);
  // Staff see the draft in admin search.
  const staff = await creator.request.get(
    `/api/learn/search?admin=true&k=${encodeURIComponent(JSON.stringify([`query:${draftTitle}`]))}`,
  );
  expect(JSON.stringify((await staff.json()).result.tutorialMap)).toContain(draftTitle);
  await creator.close();

  const learner = await newContext(browser);
  await signIn(learner, 'learner@questline.dev');
  for (const title of [hiddenTitle, draftTitle]) {
    for (const criteria of [
      [`query:${title}`],
      [`query:${title}`, 'type:tutorial'],
      ['type:tutorial', 'status:draft'],
    ]) {
      const response = await learner.request.get(`/api/learn/search?k=${encodeURIComponent(JSON.stringify(criteria))}`);
      // A learner's criteria never include the admin keys: the answer is a refusal or results without the item.
      if (response.status() !== 200) {
        expect(response.status()).toBe(400);
        continue;
      }
      const { result } = (await response.json()) as { result: { tutorialMap: Record<string, { title: string }> } };
      expect(Object.values(result.tutorialMap).map((card) => card.title)).not.toContain(title);
    }
    const header = await learner.request.get(
      `/api/learn/headerSearch?k=${encodeURIComponent(JSON.stringify([`query:${title}`]))}`,
    );
    const rows = ((await header.json()) as { result: { results: { title: string }[] } }).result.results;
    expect(rows.map((row) => row.title)).not.toContain(title);
  }
  expect((await learner.request.get('/api/learn/search?admin=true')).status()).toBe(403);
  const page = await learner.newPage();
  await page.goto(`/search?k=${encodeURIComponent(JSON.stringify(['query:lantern study']))}`);
  await page.getByRole('heading', { name: /Results for/ }).waitFor();
  expect(await page.getByText(hiddenTitle).count()).toBe(0);
  expect(await page.getByText(draftTitle).count()).toBe(0);
  await learner.close();
});

it('an editor finds a draft in admin search by status, sorted by title, and opens its editor', async () => {
  const editor = await newContext(browser);
  await signIn(editor, 'editor@questline.dev');
  const title = unique('Admin search draft');
  const draft = await editor.request.post('/api/learn/tutorial/0/general', { data: { title } });
  expect(draft.status()).toBe(200);
  const page = await editor.newPage();
  await page.goto('/creator/search');
  await page.getByLabel('Keyword').fill(title);
  await page.getByLabel('Status').selectOption({ label: 'Draft' });
  await page.getByLabel('Sort by').selectOption({ label: 'Title A–Z' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('table', { name: 'Search results' }).getByRole('row').filter({ hasText: title });
  await row.waitFor();
  await expectAccessible(page);
  await Promise.all([page.waitForURL(/\/tutorial\/[^/]+\/edit/), row.getByRole('link', { name: title }).click()]);
  await editor.close();
});

it('browse types have their listings, and the header lists the external apps', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/missions');
  await page.getByRole('heading', { level: 1, name: 'Missions' }).waitFor();
  await expectAccessible(page);
  const apps = page.getByRole('button', { name: 'Apps' });
  await apps.click();
  await page.getByRole('menuitem', { name: 'Forum' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Forum' }).getAttribute('href')).toBe('https://forum.example.org');
  await page.keyboard.press('Escape');
  await context.close();
});
