import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn, signUpAndIn } from './support/browser';
import { ifMatchFor, paragraph, publishTutorial, uploadImage } from './support/content';
import { unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const post = async (context: BrowserContext, path: string, data: unknown) => {
  const response = await context.request.post(path, { data, headers: await ifMatchFor(context, path) });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()).result;
};

const QUESTIONS = [1, 2, 3, 4, 5].map((index) => ({
  text: `Dashboard question ${index}`,
  right: `Right answer ${index}`,
  wrong: `Wrong answer ${index}`,
}));

/** A published five-question quiz that needs four right answers, with no freeze after a failed attempt. */
const publishQuiz = async (author: BrowserContext, title: string) => {
  const cover = await uploadImage(author, 160, 90);
  const { id } = await post(author, '/api/learn/quiz/0/general', {
    language: 'en',
    title,
    description: paragraph(`${title}: check yourself.`),
    objective: paragraph('Show what you know.'),
    thumbnailId: cover.slice('/files/'.length),
  });
  await post(author, `/api/learn/quiz/${id}/questions`, {
    questions: QUESTIONS.map((question) => ({
      body: paragraph(question.text),
      shuffleOptions: false,
      contentIds: [],
      options: [
        { body: paragraph(question.right), correct: true },
        { body: paragraph(question.wrong), correct: false },
      ],
      quizFeedback: { correct: null, wrong: null },
    })),
  });
  await post(author, `/api/learn/quiz/${id}/publish`, {
    skillLevel: 'beginner',
    quizSetting: { passNumber: 4, freezingTimeInHours: 0 },
    points: [{ categoryId: 'programming', point: 20 }],
  });
  return id as string;
};

/** Answers the question on screen with its right or wrong option and checks it. */
const answer = async (page: Page, pick: 'right' | 'wrong') => {
  const counter = await page.getByText(/^Question \d of 5$/).textContent();
  const question = QUESTIONS[Number(counter?.match(/\d/)?.[0]) - 1];
  if (!question) throw new Error(`no question at ${counter}`);
  const option = page.getByRole('radio', { name: question[pick], exact: true, disabled: false });
  await option.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => option.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Check answer' }).click();
  await page
    .getByText(pick === 'right' ? 'Answered correctly' : 'Answered incorrectly', { exact: true })
    .first()
    .waitFor();
};

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

it("a learner completes a tutorial and fails a quiz; My Learning's dashboard shows their XP and level, the completed tutorial and the failed quiz with its score", async () => {
  const author = await newContext(browser);
  await signIn(author, 'creator@questline.dev');
  const lesson = unique('Dashboard lesson');
  const tutorialId = await publishTutorial(author, lesson, { points: [{ categoryId: 'programming', point: 40 }] });
  const quizTitle = unique('Dashboard quiz');
  const quizId = await publishQuiz(author, quizTitle);
  await author.close();

  const learner = await newContext(browser);
  const email = `${unique('dashboard').replace(/\s+/g, '-').toLowerCase()}@example.test`;
  await signUpAndIn(learner.request, { email, password: 'correct-horse-battery', name: 'Dana Dashboard' });
  const userId = (await (await learner.request.get('/api/me')).json()).result.id as string;

  // The tutorial's only step, recorded as its page records it.
  const tutorial = (await (await learner.request.get(`/api/learn/tutorial/${tutorialId}`)).json()).result as {
    sections: { id: string }[];
  };
  for (const section of tutorial.sections) {
    await post(learner, '/api/learn/record/step', { id: tutorialId, sectionId: section.id, completed: true });
  }

  // The quiz, in the browser: two right answers of five, below the pass mark of four.
  const page = await learner.newPage();
  await page.goto(`/quiz/${quizId}`);
  await page.getByRole('button', { name: 'Start quiz' }).click();
  for (let count = 0; count < QUESTIONS.length; count++) {
    await answer(page, count < 2 ? 'right' : 'wrong');
    if (count < QUESTIONS.length - 1) await page.getByRole('button', { name: 'Next question' }).click();
  }
  await page.getByRole('heading', { name: 'Quiz not passed' }).waitFor();
  await page.getByText('2 of 5 correct').waitFor();

  await page.goto(`/u/${userId}`);
  const board = page.getByRole('region', { name: 'Your learning at a glance' });
  await board.waitFor();
  // Level and XP first, before the tabs.
  await board.getByText('Level 1').first().waitFor();
  await board.getByText('40 XP').first().waitFor();
  await board.getByRole('progressbar', { name: 'Programming: progress to level 2' }).waitFor();
  await board.getByText('You learned today.').waitFor();
  const completed = board.getByRole('region', { name: 'Recently completed' });
  await completed.getByRole('link', { name: lesson }).waitFor();
  const continuing = board.getByRole('region', { name: 'Continue where you left off' });
  await continuing.getByText('Failed: 40%').waitFor();
  const retry = continuing.getByRole('link', { name: `Retry: ${quizTitle}` });
  expect(await retry.getAttribute('href')).toMatch(/^\/quiz\//);
  await expectAccessible(page);

  // The In progress tab's card says the same.
  await page.getByRole('tab', { name: 'In progress' }).click();
  const card = page.getByRole('tabpanel').getByRole('article', { name: quizTitle });
  await card.getByText('Failed: 40%').waitFor();
  await card.getByRole('link', { name: `Retry: ${quizTitle}` }).waitFor();

  // On a 360 px phone the dashboard fits without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/u/${userId}`);
  await board.getByText('Failed: 40%').waitFor();
  expect(await overflowsSideways(page)).toBe(false);
  await expectAccessible(page);

  // Retry leads back to the quiz.
  await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/quiz/')), retry.click()]);
  await page.getByRole('heading', { level: 1, name: quizTitle }).waitFor();
  await learner.close();
});
