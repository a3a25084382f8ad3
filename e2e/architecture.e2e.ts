import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { publishTutorial } from './support/content';
import { choose, closeDialog, saved, searchAndAdd, unique } from './support/editor';
import { pngImage } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Creates a skill or competency draft from the create flow; the editor opens on it. */
const create = async (page: Page, type: 'skill' | 'competency', title: string, internalId: string) => {
  await page.goto(`/${type}/0/new?skipPopup=true`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Internal ID' }).fill(internalId);
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type(`${title}: what a learner can do with it.`);
  if (type === 'competency') {
    await choose(page, 'Skill level', 'Beginner');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(160, 90) });
    await page.getByRole('img', { name: 'Current thumbnail' }).waitFor();
  }
  await Promise.all([
    page.waitForURL(new RegExp(`/${type}/l?\\w+_\\d+/edit`)),
    page.getByRole('button', { name: 'Create', exact: true }).click(),
  ]);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return page.url().match(/\/(\w+_\d+)\/edit/)?.[1] as string;
};

/** Publishes from the editor; skills and competencies land on the Learner Architecture page (§4.2). */
const publishToArchitecture = async (page: Page) => {
  const button = page.getByRole('button', { name: 'Publish', exact: true });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await Promise.all([page.waitForURL(/\/creator\/dashboard\/architecture/), button.click()]);
  await page.getByRole('heading', { level: 1, name: 'Learner Architecture' }).waitFor();
};

it('a learn admin builds a competency from two new skills; a tutorial tagged with one shows under it on the architecture dashboard', async () => {
  const admin = await newContext(browser);
  await signIn(admin, 'admin@questline.dev');
  const page = await admin.newPage();
  const stamp = Date.now().toString(36);

  const skills: { id: string; title: string }[] = [];
  for (const name of ['Level blockout', 'Lighting passes']) {
    const title = unique(name);
    const id = await create(page, 'skill', title, `Skill-${name.replace(/\W/g, '')}-${stamp}`);
    await page.getByRole('tab', { name: 'Content' }).click();
    await saved(page);
    await choose(page, 'Skill level', 'Beginner');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    if (!skills.length) await expectAccessible(page);
    await publishToArchitecture(page);
    skills.push({ id, title });
  }
  const [first, second] = skills as [{ id: string; title: string }, { id: string; title: string }];
  const tutorialTitle = unique('Block out a courtyard');
  await publishTutorial(admin, tutorialTitle, { skillIds: [first.id] });

  const competencyTitle = unique('Environment art');
  await create(page, 'competency', competencyTitle, `Comp-Environment-${stamp}`);
  for (const skill of [first, second]) {
    await page.getByRole('button', { name: 'Add skill' }).click();
    const dialog = page.getByRole('dialog').last();
    await searchAndAdd(dialog, skill.title);
    await closeDialog(dialog);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await page.getByText(tutorialTitle).first().waitFor();
  await expectAccessible(page);
  await publishToArchitecture(page);

  const competency = page.getByRole('region', { name: competencyTitle });
  await competency.getByRole('heading', { name: first.title }).waitFor();
  await competency.getByRole('heading', { name: second.title }).waitFor();
  await competency.getByRole('link', { name: tutorialTitle }).waitFor();
  await expectAccessible(page);
  await admin.close();

  // Learners read the skill (its competency, the tutorial tagged with it, their experience) and the competency.
  const learner = await newContext(browser);
  await signIn(learner, 'learner@questline.dev');
  const reader = await learner.newPage();
  await reader.goto(`/skill/${first.id}`);
  await reader.getByRole('heading', { level: 1, name: first.title }).waitFor();
  await reader.getByRole('link', { name: tutorialTitle }).first().waitFor();
  await reader.getByRole('heading', { name: 'Your experience' }).waitFor();
  await expectAccessible(reader);
  await reader.getByRole('link', { name: competencyTitle }).click();
  await reader.getByRole('heading', { level: 1, name: competencyTitle }).waitFor();
  await reader.getByRole('link', { name: new RegExp(second.title) }).waitFor();
  await expectAccessible(reader);
  await learner.close();

  // Learner Architecture is the learn admins' page.
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const refused = await creator.request.get('/api/creator/architecture');
  expect(refused.status()).toBe(403);
  await creator.close();
});
