import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';

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
    await page.getByText('Correct', { exact: true }).waitFor();
    if (question < RIGHT_ANSWERS.length) await page.getByRole('button', { name: 'Next question' }).click();
  }
};

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
