import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoCatalogue } from '../apps/server/src/cli/demo/demo-catalogue';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { choose, closeDialog, createDraft, publish, saved, searchAndAdd, unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('a creator writes a tutorial with three steps, fixes its errors and publishes it; a learner completes it', async () => {
  const title = unique('Roll a ball');
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const page = await creator.newPage();

  // A draft may be incomplete, but never nameless.
  await page.goto('/tutorial/0/new?skipPopup=true');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect.poll(() => titleField.getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByText('This field is required.').first().isVisible()).toBe(true);
  await expectAccessible(page);
  await createDraft(page, 'tutorial', title);

  await page.getByRole('tab', { name: 'Steps' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 's');
  for (const stepType of ['text', 'lab', 'text']) {
    await page.getByRole('button', { name: `Add ${stepType} step` }).click();
  }
  expect(await page.getByRole('button', { name: 'Add lab step' }).isDisabled()).toBe(true);
  const stepTitles = page.getByRole('textbox', { name: 'Step title' });
  await stepTitles.nth(0).fill('Make the arena');
  await stepTitles.nth(1).fill('Lab: move the ball');
  await stepTitles.nth(2).fill('Collect the pickups');
  await choose(page, 'Skill level', 'Beginner');
  // A new lab step starts as a built-in lab; this one is at an external lab's URL.
  const external = page.getByRole('radio', { name: 'External lab URL' });
  await external.focus();
  await page.keyboard.press('Space');
  const labUrl = page.getByRole('textbox', { name: 'Lab URL' });
  await labUrl.fill('not a url');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Enter a valid URL.').first().waitFor();
  expect(await labUrl.getAttribute('aria-invalid')).toBe('true');
  await expectAccessible(page);

  await labUrl.fill('https://lab.example.org/roll-a-ball');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await publish(page);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await creator.close();

  const learner = await newContext(browser);
  await signIn(learner, 'learner@questline.dev');
  const reader = await learner.newPage();
  await reader.goto('/');
  await Promise.all([
    reader.waitForURL(/\/tutorial\//),
    reader.locator('section[aria-labelledby="home-tutorial"]').getByRole('link', { name: title }).click(),
  ]);
  await reader.getByRole('heading', { level: 1, name: title }).waitFor();
  await expectAccessible(reader);
  for (const step of ['Make the arena', 'Lab: move the ball', 'Collect the pickups']) {
    await reader.getByRole('tab', { name: new RegExp(`^${step}`) }).click();
    await reader.getByRole('heading', { level: 2, name: step }).waitFor();
    await reader.getByText('I have completed this step').click();
    await expect
      .poll(() => reader.getByRole('checkbox', { name: 'I have completed this step' }).isChecked())
      .toBe(true);
  }
  await reader.getByText('3 of 3 steps complete').waitFor();
  await reader.reload();
  await reader.getByText('3 of 3 steps complete').waitFor();
  await expectAccessible(reader);
  await learner.close();
});

/** Adds published items to a project's or course's content through the add-content dialog. */
const addContent = async (page: Page, titles: readonly string[]) => {
  await page.getByRole('button', { name: /^Add content/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (const title of titles) {
    await searchAndAdd(dialog, title);
    await dialog.getByRole('button', { name: `${title} is already added` }).waitFor();
  }
  await expectAccessible(page);
  await closeDialog(dialog);
};

it('a creator builds a project from two tutorials and a course from that project; breadcrumbs follow the chain', async () => {
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const options = await (await creator.request.get('/api/creator/contentOptions?types=tutorial&language=en')).json();
  // Staff-only items other journeys publish are not for this learner's chain.
  const [first, second] = (options.result.items as { title: string; slug: string; internalOnly: boolean }[]).filter(
    (option) => !option.internalOnly,
  );
  if (!first || !second) throw new Error('the demo catalogue has fewer than two published tutorials');
  const page = await creator.newPage();

  const projectTitle = unique('Arena project');
  const projectId = await createDraft(page, 'project', projectTitle);
  await page.getByRole('tab', { name: 'Content' }).click();
  await choose(page, 'Skill level', 'Beginner');
  await addContent(page, [first.title, second.title]);
  const list = page.getByRole('region', { name: /Tutorials and quizzes of this project/ });
  await list.getByText(first.title).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await publish(page);

  const courseTitle = unique('Arena course');
  const courseId = await createDraft(page, 'course', courseTitle);
  await page.getByRole('tab', { name: 'Content' }).click();
  await choose(page, 'Skill level', 'Beginner');
  await addContent(page, [projectTitle]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await publish(page);
  await creator.close();

  const learner = await newContext(browser);
  const reader = await learner.newPage();
  await reader.goto(page.url().replace(/^.*?(\/course\/)/, '/course/'));
  await reader.getByRole('heading', { level: 1, name: courseTitle }).waitFor();
  await expectAccessible(reader);
  await Promise.all([
    reader.waitForURL((url) => url.pathname.startsWith('/project/')),
    reader.getByRole('link', { name: projectTitle }).click(),
  ]);
  expect(new URL(reader.url()).searchParams.get('courseId')).toBe(courseId);
  const projectCrumbs = reader.getByRole('navigation', { name: 'Breadcrumb' });
  await projectCrumbs.getByRole('link', { name: courseTitle }).waitFor();
  await expectAccessible(reader);

  await Promise.all([
    reader.waitForURL((url) => url.pathname === `/tutorial/${second.slug}`),
    reader.getByRole('link', { name: second.title }).click(),
  ]);
  const query = new URL(reader.url()).searchParams;
  expect([query.get('courseId'), query.get('projectId')]).toEqual([courseId, projectId]);
  const crumbs = reader.getByRole('navigation', { name: 'Breadcrumb' });
  await crumbs.getByRole('link', { name: projectTitle }).waitFor();
  const names = await crumbs.getByRole('link').allTextContents();
  const position = (title: string) => names.findIndex((name) => name.includes(title));
  expect(position(courseTitle)).toBeGreaterThanOrEqual(0);
  expect(position(courseTitle)).toBeLessThan(position(projectTitle));
  // A project's breadcrumb link keeps courseId only (§2.2).
  const projectLink = new URL(
    (await crumbs.getByRole('link', { name: projectTitle }).getAttribute('href')) ?? '',
    'http://x',
  );
  expect([projectLink.searchParams.get('courseId'), projectLink.searchParams.get('projectId')]).toEqual([
    courseId,
    null,
  ]);
  await expectAccessible(reader);
  await learner.close();
});

it("a second editor's save reaches the first editor's open form: the force-reload dialog, instead of overwriting", async () => {
  const first = await newContext(browser);
  await signIn(first, 'creator@questline.dev');
  const page = await first.newPage();
  const id = await createDraft(page, 'tutorial', unique('Shared draft'));

  const second = await newContext(browser);
  await signIn(second, 'editor@questline.dev');
  const other = await second.newPage();
  await other.goto(`/tutorial/${id}/edit`);
  const otherTitle = other.getByRole('textbox', { name: 'Title', exact: true });
  await otherTitle.fill('Renamed by the editor');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(other);

  // The open editor hears of the save (server-sent events) and asks at once, before the creator types over it; a save
  // that raced the event would be refused (412) with the same dialog.
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Updated elsewhere' });
  await dialog.waitFor();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => title.inputValue()).toBe('Renamed by the editor');
  await first.close();
  await second.close();
});

it('opens a seed tutorial in the editor, saves a change, and shows it on the detail page', async () => {
  const editor = await newContext(browser);
  await signIn(editor, 'editor@questline.dev');
  const page = await editor.newPage();
  await page.goto('/creator/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Creator dashboard' }).waitFor();
  await expectAccessible(page);
  // A seed tutorial without a lab step (the lab journeys complete those), found by its demo title: the home page's
  // newest tutorials are the other journeys' by now.
  const demo = demoCatalogue.tutorials.find((tutorial) => tutorial.steps.every((step) => step.type !== 'lab'));
  if (!demo) throw new Error('the demo catalogue has no tutorial without a lab step');
  const options = await (
    await editor.request.get(`/api/creator/contentOptions?types=tutorial&q=${encodeURIComponent(demo.title)}`)
  ).json();
  const seed = (options.result.items as { id: string; title: string }[]).find((item) =>
    item.title.startsWith(demo.title),
  );
  if (!seed) throw new Error(`the seed tutorial ${demo.title} is not published`);
  await page.goto(`/tutorial/${seed.id}/edit?tab=d`);
  await page.getByRole('tab', { name: 'Details', selected: true }).waitFor();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'General' }).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect.poll(() => title.inputValue()).toBe(seed.title);
  await title.fill(`${seed.title} (revised)`);
  await page.getByRole('tab', { name: 'Steps' }).click();
  await saved(page);
  await publish(page);
  await page.getByRole('heading', { level: 1, name: `${seed.title} (revised)` }).waitFor();
  await editor.close();
});

it('lets a learner move through a tutorial and mark a step done with the keyboard alone', async () => {
  const learner = await newContext(browser);
  // Moderators learn too; this account has no progress the other journeys made.
  await signIn(learner, 'moderator@questline.dev');
  const page = await learner.newPage();
  const home = await (await learner.request.get('/api/learn/home')).json();
  const tutorial = home.result.sections.find((section: { type: string }) => section.type === 'tutorial').items[1];
  await page.goto(`/tutorial/${tutorial.slug}`);
  const overview = page.getByRole('tab', { name: 'Overview' });
  await overview.waitFor();
  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName);
  for (let i = 0; i < 40 && !(await overview.evaluate((tab) => tab === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  expect(await focused()).toBe('tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('tab') !== null);
  const done = page.getByRole('checkbox', { name: 'I have completed this step' });
  for (let i = 0; i < 40 && !(await done.evaluate((box) => box === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect.poll(() => done.isChecked()).toBe(true);
  await page.getByText(/^1 of \d+ steps complete$/).waitFor();
  await learner.close();
});

it('answers a learner calling an editor endpoint with 403 forbidden, and anonymous callers with 401', async () => {
  const learner = await newContext(browser);
  await signIn(learner, 'learner@questline.dev');
  const home = await (await learner.request.get('/api/learn/home')).json();
  const tutorial = home.result.sections.find((section: { type: string }) => section.type === 'tutorial').items[0];
  const save = await learner.request.post(`/api/learn/tutorial/${tutorial.id}/general`, {
    data: { title: 'Taken over' },
  });
  expect(save.status()).toBe(403);
  expect((await save.json()).error.key).toBe('forbidden');
  const create = await learner.request.post('/api/learn/tutorial/0/general', { data: { title: 'Mine now' } });
  expect(create.status()).toBe(403);
  await learner.close();

  const anonymous = await newContext(browser);
  const refused = await anonymous.request.post(`/api/learn/tutorial/${tutorial.id}/publish`, { data: {} });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.key).toBe('auth_required');
  await anonymous.close();
});
