import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { publishTutorial } from './support/content';
import { closeDialog, publish, saved, searchAndAdd, unique } from './support/editor';
import { pngImage } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The right answers of the seeded "Editor essentials check" (the demo catalogue's quiz-editor-essentials). */
const RIGHT_ANSWERS = [
  'The Hierarchy',
  'The change is discarded and the previous value returns',
  'Transform',
  'F',
  'Editing the prefab asset updates every instance of it',
];

const mapLink = (page: Page, name: RegExp) =>
  page.getByRole('region', { name: 'Mission map' }).getByRole('link', { name });

const checkpointText = (page: Page, completed: number) =>
  page.getByText(`${completed} of 2 groups complete`).first().waitFor();

/** Answers the quiz on screen with its right answers, one question at a time. */
const passQuiz = async (page: Page) => {
  await page.getByRole('button', { name: 'Start quiz' }).click();
  for (let question = 1; question <= RIGHT_ANSWERS.length; question++) {
    await page.getByText(`Question ${question} of ${RIGHT_ANSWERS.length}`).waitFor();
    let chosen = false;
    for (const answer of RIGHT_ANSWERS) {
      const option = page.getByRole('radio', { name: answer, exact: true, disabled: false });
      if (!(await option.count())) continue;
      await option.focus();
      await page.keyboard.press('Space');
      chosen = true;
      break;
    }
    expect(chosen, `a right answer on question ${question}`).toBe(true);
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByText('Answered correctly', { exact: true }).first().waitFor();
    if (question < RIGHT_ANSWERS.length) await page.getByRole('button', { name: 'Next question' }).click();
  }
};

it('opens the pathways landing page with its sections in order, and leads into a featured pathway', async () => {
  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  await page.goto('/pathways');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const sections = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(sections).toEqual([
    'Featured pathways',
    'What learners say',
    'Pathway map',
    'How pathways work',
    'Learning support',
  ]);
  await expectAccessible(page);
  const featured = page.getByRole('region', { name: 'Featured pathways' });
  await Promise.all([
    page.waitForURL(/\/pathway\/real-time-foundations/),
    featured.getByRole('link', { name: 'View pathway Real-Time Foundations' }).click(),
  ]);
  await page.getByRole('heading', { level: 1, name: 'Real-Time Foundations' }).waitFor();
  await visitor.close();
});

it('takes a learner through the root mission of a seeded pathway: checkpoint, badge, XP with a level-up, the next mission unlocked', async () => {
  const learner = await newContext(browser);
  // This account has no progress of its own in the demo catalogue.
  await signIn(learner, 'educator@questline.dev');
  const page = await learner.newPage();
  await page.goto('/pathway/real-time-foundations');
  await page.getByRole('heading', { level: 1, name: 'Real-Time Foundations' }).waitFor();
  await mapLink(page, /^Find your way around the Editor available/).waitFor();
  await mapLink(page, /^Set the mood with light and sound locked/).waitFor();
  await expectAccessible(page);

  await Promise.all([
    page.waitForURL(/\/mission\/find-your-way-around-the-editor/),
    mapLink(page, /^Find your way around the Editor/).click(),
  ]);
  const missionUrl = page.url();
  await page.getByRole('progressbar', { name: 'Checkpoint progress' }).waitFor();
  await checkpointText(page, 0);
  await expectAccessible(page);

  // The tutorial of the checkpoint, step by step.
  await Promise.all([
    page.waitForURL(/\/tutorial\//),
    page
      .getByRole('link', { name: /Build your first scene with primitives/ })
      .first()
      .click(),
  ]);
  expect(new URL(page.url()).searchParams.get('missionId')).toMatch(/^lms_\d+$/);
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
  const stepTabs = page.getByRole('tab').filter({ hasNotText: 'Overview' });
  const steps = await stepTabs.count();
  expect(steps).toBeGreaterThan(0);
  for (let index = 0; index < steps; index++) {
    await stepTabs.nth(index).click();
    const done = page.getByRole('checkbox', { name: 'I have completed this step' });
    await done.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => done.isChecked()).toBe(true);
  }
  await page.getByText(`${steps} of ${steps} steps complete`).waitFor();
  // The tutorial's own points are earned; no level yet.
  const earned = page.getByRole('dialog', { name: 'Experience earned' });
  await earned.getByText('+30 XP Essentials').waitFor();
  await earned.getByRole('button', { name: 'Close' }).first().click();
  await earned.waitFor({ state: 'detached' });

  await page.goto(missionUrl);
  await checkpointText(page, 1);

  // The quiz completes the checkpoint: the mission's XP lifts Essentials to level 2.
  await Promise.all([
    page.waitForURL(/\/quiz\//),
    page
      .getByRole('link', { name: /Editor essentials check/ })
      .first()
      .click(),
  ]);
  await passQuiz(page);
  const levelUp = page.getByRole('dialog', { name: 'Level up!' });
  await levelUp.waitFor();
  await levelUp.getByText(/\+\d+ XP Essentials/).waitFor();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await levelUp.waitFor({ state: 'detached' });

  await page.goto(missionUrl);
  await checkpointText(page, 2);
  await page.getByRole('button', { name: 'View badge' }).click();
  const badge = page.getByRole('dialog');
  await badge.waitFor();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The next mission on the map is open now.
  await page.goto('/pathway/real-time-foundations');
  await mapLink(page, /^Find your way around the Editor completed/).waitFor();
  await mapLink(page, /^Set the mood with light and sound available/).waitFor();

  // My Learning's data lists the mission's badge.
  const mission = (await (await learner.request.get('/api/learn/mission/find-your-way-around-the-editor')).json())
    .result;
  const rewards = (await (await learner.request.get('/api/learn/reward/badges')).json()).result;
  expect(rewards.badgesReward.map((reward: { itemId: string }) => reward.itemId)).toContain(mission.badgeId);
  const experience = (await (await learner.request.get('/api/learn/record/experience')).json()).result;
  expect(
    experience.categories.find((category: { categoryId: string }) => category.categoryId === 'essentials').level,
  ).toBe(2);
  await learner.close();
});

/** Creates a mission or pathway draft: title, description, thumbnail and badge, then the editor opens on it. */
const createWithBadge = async (page: Page, type: 'mission' | 'pathway', title: string) => {
  await page.goto(`/${type}/0/new?skipPopup=true`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type(`${title}: what learners achieve.`);
  for (const group of ['Thumbnail', type === 'mission' ? 'Badge thumbnail' : 'Acclaim badge']) {
    const field = page.getByRole('group', { name: group, exact: true });
    const chooser = page.waitForEvent('filechooser');
    await field.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: 'image.png', mimeType: 'image/png', buffer: pngImage(160, 160) });
    await field.getByRole('img').waitFor();
  }
  await Promise.all([
    page.waitForURL(new RegExp(`/${type}/l\\w+_\\d+/edit`)),
    page.getByRole('button', { name: 'Create', exact: true }).click(),
  ]);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return page.url().match(/\/(l\w+_\d+)\/edit/)?.[1] as string;
};

/** Picks published items in the add-content dialog that `open` opens. */
const pick = async (page: Page, open: () => Promise<void>, titles: readonly string[]) => {
  await open();
  const dialog = page.getByRole('dialog').last();
  for (const title of titles) await searchAndAdd(dialog, title);
  return dialog;
};

it('an editor builds a two-mission pathway with a prerequisite, is refused internal-only content, publishes, and a new mission version reaches a learner', async () => {
  const editor = await newContext(browser);
  await signIn(editor, 'editor@questline.dev');
  const internalTitle = unique('Staff-only notes');
  await publishTutorial(editor, internalTitle, { internalOnly: true });
  const options = await (await editor.request.get('/api/creator/contentOptions?types=tutorial&language=en')).json();
  const [tutorial, second] = (options.result.items as { title: string; slug: string; internalOnly: boolean }[]).filter(
    (option) => !option.internalOnly,
  );
  if (!tutorial || !second) throw new Error('the demo catalogue has fewer than two published tutorials');
  const page = await editor.newPage();

  // The first mission: a set of public content; internal-only content is refused (§5).
  const firstTitle = unique('Warm-up mission');
  const firstId = await createWithBadge(page, 'mission', firstTitle);
  await page.getByRole('tab', { name: 'Recommendations' }).click();
  await page.getByRole('button', { name: 'Create content set' }).click();
  const setDialog = page.getByRole('dialog', { name: 'New content set' });
  await setDialog.getByRole('textbox', { name: 'Set title' }).fill('Main route');
  await pick(page, () => setDialog.getByRole('button', { name: 'Add content' }).click(), [internalTitle]);
  await page.getByText(`${internalTitle} of type: tutorial is Internal Only cannot add`).first().waitFor();
  await expectAccessible(page);
  const picker = await pick(page, async () => {
    // The refusal may have closed the picker: open it again if so.
    if (!(await page.getByRole('searchbox').count()))
      await setDialog.getByRole('button', { name: 'Add content' }).click();
  }, [tutorial.title]);
  await closeDialog(picker);
  await setDialog.getByRole('button', { name: 'Create set' }).click();
  await page.getByRole('article', { name: 'Main route' }).waitFor();
  await page.getByRole('tab', { name: 'Assessments' }).click();
  const assessments = await pick(page, () => page.getByRole('button', { name: 'Add assessment item' }).click(), [
    tutorial.title,
  ]);
  await closeDialog(assessments);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await publish(page);

  // The second mission follows the first.
  const secondTitle = unique('Follow-up mission');
  await createWithBadge(page, 'mission', secondTitle);
  await page.getByRole('tab', { name: 'Map' }).click();
  const prerequisites = await pick(page, () => page.getByRole('button', { name: 'Add prerequisite' }).click(), [
    firstTitle,
  ]);
  await closeDialog(prerequisites);
  await page.getByRole('tab', { name: 'Assessments' }).click();
  await saved(page);
  const secondAssessments = await pick(page, () => page.getByRole('button', { name: 'Add assessment item' }).click(), [
    second.title,
  ]);
  await closeDialog(secondAssessments);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await publish(page);

  // The pathway holds both; on its map the second waits for the first.
  const pathwayTitle = unique('Two-step pathway');
  await createWithBadge(page, 'pathway', pathwayTitle);
  await page.getByRole('tab', { name: 'Missions' }).click();
  await page.getByRole('textbox', { name: 'Duration (weeks)' }).fill('2');
  const missions = await pick(page, () => page.getByRole('button', { name: 'Add mission' }).click(), [
    firstTitle,
    secondTitle,
  ]);
  await closeDialog(missions);
  await page
    .getByRole('region', { name: 'Mission map' })
    .getByRole('button', { name: `Move ${secondTitle} on the map` })
    .waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await publish(page);
  const pathwayPath = new URL(page.url()).pathname;
  await editor.close();

  // A learner completes the first mission in its first version.
  const learner = await newContext(browser);
  await signIn(learner, 'admin@questline.dev');
  const reader = await learner.newPage();
  await reader.goto(pathwayPath);
  await reader
    .getByRole('region', { name: 'Mission map' })
    .getByRole('link', { name: new RegExp(`^${secondTitle} locked`) })
    .waitFor();
  await reader.goto(`/tutorial/${tutorial.slug}?missionId=${firstId}`);
  await reader.getByRole('tab', { name: 'Overview' }).waitFor();
  const stepTabs = reader.getByRole('tab').filter({ hasNotText: 'Overview' });
  for (let index = 0; index < (await stepTabs.count()); index++) {
    await stepTabs.nth(index).click();
    const done = reader.getByRole('checkbox', { name: 'I have completed this step' });
    if (await done.isChecked()) continue;
    await done.focus();
    // The box checks at once; the mission map below reads the record the server answers only after it is written.
    await Promise.all([
      reader.waitForResponse((response) => response.url().endsWith('/api/learn/record/step') && response.ok()),
      reader.keyboard.press('Space'),
    ]);
    await expect.poll(() => done.isChecked()).toBe(true);
  }
  await reader.getByText(/^(\d+) of \1 steps complete$/).waitFor();
  await reader.goto(pathwayPath);
  await reader
    .getByRole('region', { name: 'Mission map' })
    .getByRole('link', { name: new RegExp(`^${secondTitle} available`) })
    .waitFor();

  // The editor changes what the first mission assesses: publishing asks for a new version.
  const editorAgain = await newContext(browser);
  await signIn(editorAgain, 'editor@questline.dev');
  const edit = await editorAgain.newPage();
  await edit.goto(`/mission/${firstId}/edit?tab=a`);
  const more = await pick(edit, () => edit.getByRole('button', { name: 'Add assessment item' }).click(), [
    second.title,
  ]);
  await closeDialog(more);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(edit);
  await edit.getByRole('button', { name: 'Publish', exact: true }).click();
  const versionDialog = edit.getByRole('dialog', { name: 'New mission version' });
  await versionDialog.waitFor();
  await expectAccessible(edit);
  await versionDialog.getByRole('button', { name: 'Publish new version' }).click();
  await edit.getByRole('dialog', { name: 'Published' }).waitFor();
  await editorAgain.close();

  // The learner is offered the new version and moves to it.
  await reader.goto(`/mission/${firstId}`);
  const update = reader.getByRole('dialog', { name: 'A new version of this mission' });
  await update.waitFor();
  await expectAccessible(reader);
  await update.getByRole('button', { name: 'Switch to the new version' }).click();
  await update.waitFor({ state: 'detached' });
  const record = (await (await learner.request.get(`/api/learn/mission/${firstId}/extends`)).json()).result;
  expect(record.recordMap[firstId].versionId).toBe(2);
  expect(record.missionData.versionUpdate).toBeNull();
  await learner.close();
});
