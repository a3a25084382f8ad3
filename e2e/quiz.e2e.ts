import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { choose, createDraft, publish, saved, unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Types into a rich-text field (a contenteditable textbox). */
const typeInto = async (field: Locator, text: string) => {
  await field.click();
  await field.page().keyboard.type(text);
};

const QUESTIONS = [
  { text: 'Which callback runs once per frame?', right: 'Update', wrong: 'Awake' },
  { text: 'Which component gives an object physics?', right: 'Rigidbody', wrong: 'Transform' },
  { text: 'Which window lists the scene objects?', right: 'Hierarchy', wrong: 'Console' },
] as const;

const publishHint = (page: Page) => page.locator('[id$="-publish-hint"]');

/** The learner answers the question on screen, picking the right or the wrong option, and checks it. */
const answer = async (page: Page, pick: 'right' | 'wrong') => {
  const counter = await page.getByText(/^Question \d of 3$/).textContent();
  const index = Number(counter?.match(/\d/)?.[0]) - 1;
  const question = QUESTIONS[index];
  if (!question) throw new Error(`no question at ${counter}`);
  const option = page.getByRole('radio', { name: question[pick], exact: true, disabled: false });
  await option.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => option.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Check answer' }).click();
  // The last answer finishes the attempt: its result then lists every question's grading.
  await page
    .getByText(pick === 'right' ? 'Answered correctly' : 'Answered incorrectly', { exact: true })
    .first()
    .waitFor();
  return index;
};

it('a creator builds a three-question quiz, is stopped by each rule in turn, and publishes it; a learner fails, waits out the freeze, resumes after a reload and passes', async () => {
  const title = unique('Scripting basics quiz');
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const page = await creator.newPage();
  const id = await createDraft(page, 'quiz', title);

  // The objective is needed to publish a quiz (§5).
  const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
  expect(await publishButton.isDisabled()).toBe(true);
  await expect.poll(() => publishHint(page).textContent()).toContain('Objective');
  await typeInto(page.getByRole('textbox', { name: 'Objective' }), 'Show that you know the everyday callbacks.');

  await page.getByRole('tab', { name: 'Questions' }).click();
  await saved(page);
  await page.waitForURL((url) => url.searchParams.get('tab') === 'q');
  await page.getByText('A quiz needs at least one question.').first().waitFor();
  await expectAccessible(page);

  for (const [index, question] of QUESTIONS.entries()) {
    await page.getByRole('button', { name: 'Add question' }).click();
    const group = page.getByRole('group', { name: `Question ${index + 1}`, exact: true });
    await typeInto(group.getByRole('textbox', { name: `Question ${index + 1} text` }), question.text);
    await typeInto(group.getByRole('textbox', { name: 'Option 1', exact: true }), question.wrong);
    await typeInto(group.getByRole('textbox', { name: 'Option 2', exact: true }), question.right);
  }
  // Two options each, none marked correct yet.
  await page.getByText('Each question needs at least one correct option.').first().waitFor();
  for (const index of QUESTIONS.keys()) {
    const group = page.getByRole('group', { name: `Question ${index + 1}`, exact: true });
    const correct = group.getByRole('checkbox', { name: 'Option 2 is correct' });
    await correct.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => correct.isChecked()).toBe(true);
  }
  await expect.poll(() => page.getByText('Each question needs at least one correct option.').count()).toBe(0);

  // A question with one option cannot be published; a third one is added back.
  const third = page.getByRole('group', { name: 'Question 3', exact: true });
  await third.getByRole('button', { name: 'Delete option 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Each question needs at least two options.').first().waitFor();
  await third.getByRole('button', { name: 'Add option' }).click();
  await typeInto(third.getByRole('textbox', { name: 'Option 2', exact: true }), QUESTIONS[2].wrong);
  await expect.poll(() => page.getByText('Each question needs at least two options.').count()).toBe(0);
  const first = page.getByRole('group', { name: 'Question 1', exact: true });
  await first.getByRole('button', { name: 'Add correct feedback' }).click();
  await typeInto(first.getByRole('textbox', { name: 'Correct feedback' }), 'Yes: Update runs every frame.');
  await first.getByRole('button', { name: 'Add wrong feedback' }).click();
  await typeInto(first.getByRole('textbox', { name: 'Wrong feedback' }), 'Awake runs once, when the object loads.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);

  // Details: a skill level and a pass mark of at least 1 (§5), and never above the number of questions.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'd');
  await expect.poll(() => publishHint(page).textContent()).toContain('Skill level');
  const passMark = page.getByRole('textbox', { name: 'Pass mark' });
  await passMark.fill('0');
  await passMark.blur();
  await page.getByText('The value must be at least 1.').first().waitFor();
  await choose(page, 'Skill level', 'Beginner');
  await passMark.fill('4');
  await page.getByRole('textbox', { name: 'Freeze after a failed attempt (hours)' }).fill('1');
  await page.getByRole('textbox', { name: 'Programming', exact: true }).fill('20');
  await page.getByRole('textbox', { name: 'Audio', exact: true }).fill('10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await expectAccessible(page);
  await expect.poll(() => publishButton.isEnabled()).toBe(true);
  await publishButton.click();
  await page.getByText('The pass mark cannot be higher than the number of questions.').first().waitFor();
  await passMark.fill('2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await publish(page);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const quizUrl = new URL(page.url());
  await creator.close();

  // Anonymous visitors are asked to sign in, and the answer key never reaches a learner.
  const anonymous = await newContext(browser);
  const visitor = await anonymous.newPage();
  await visitor.goto(quizUrl.pathname);
  await visitor.getByRole('button', { name: 'Sign in to take this quiz' }).waitFor();
  await expectAccessible(visitor);
  const extendsText = await (await anonymous.request.get(`/api/learn/quiz/${id}/extends`)).text();
  expect(extendsText).not.toContain('"correct"');
  expect(extendsText).not.toContain('Update runs every frame');
  await anonymous.close();

  const learner = await newContext(browser);
  await signIn(learner, 'premium@questline.dev');
  const reader = await learner.newPage();
  await reader.goto(quizUrl.pathname);
  await reader.getByRole('button', { name: 'Start quiz' }).click();
  await reader.getByRole('progressbar', { name: 'Quiz progress' }).waitFor();
  await expectAccessible(reader);

  // Every answer wrong: the attempt fails and a new one waits for the freeze (one "hour" lasts 2 s here).
  for (let count = 0; count < 3; count++) {
    const index = await answer(reader, 'wrong');
    if (index === 0) await reader.getByText('Awake runs once, when the object loads.').waitFor();
    if (count < 2) await reader.getByRole('button', { name: 'Next question' }).click();
  }
  await reader.getByRole('heading', { name: 'Quiz not passed' }).waitFor();
  await reader.getByText('0 of 3 correct').waitFor();
  await reader.getByText(/You can try again/).waitFor();
  expect(await reader.getByRole('button', { name: 'Try again', disabled: false }).count()).toBe(0);
  await expectAccessible(reader);

  const tryAgain = reader.getByRole('button', { name: 'Try again' });
  await reader.getByRole('button', { name: 'Try again', disabled: false }).waitFor({ timeout: 15_000 });
  await tryAgain.click();
  // The failed attempt's result (its review lists every question too) stays until the new attempt has begun.
  await reader.getByRole('heading', { name: 'Quiz not passed' }).waitFor({ state: 'detached' });
  await reader.getByText('Question 1 of 3').waitFor();
  await answer(reader, 'right');
  await reader.getByRole('button', { name: 'Next question' }).click();
  await reader.getByText('Question 2 of 3').waitFor();

  // A reload mid-quiz resumes at the next unanswered question.
  await reader.reload();
  await reader.getByText('Question 2 of 3').waitFor();
  await answer(reader, 'right');
  await reader.getByRole('button', { name: 'Next question' }).click();
  await answer(reader, 'right');
  await reader.getByRole('heading', { name: 'Quiz passed' }).waitFor();
  await reader.getByText('3 of 3 correct').waitFor();
  const earned = reader.getByRole('list', { name: 'Experience earned' });
  await earned.getByText('+20 XP Programming').waitFor();
  await earned.getByText('+10 XP Audio').waitFor();
  expect(await earned.getByText(/Essentials/).count()).toBe(0);
  await expectAccessible(reader);
  await learner.close();
});
