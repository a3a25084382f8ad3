import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext, signIn, signUpAndIn } from './support/browser';
import { publishTutorial } from './support/content';
import { unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A learner of their own (no other journey's posts share their 10 s posting window), signed in to a new context. */
const newLearner = async (name: string) => {
  const context = await newContext(browser);
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now().toString(36)}@comments.test`;
  await signUpAndIn(context.request, { email, password: 'lantern-glow-123', name });
  return context;
};

/** A step long enough that its comments start well below the fold. */
const longBody = {
  type: 'doc',
  content: Array.from({ length: 30 }, (_, n) => ({
    type: 'paragraph',
    content: [{ type: 'text', text: `Paragraph ${n + 1}: place the lantern, then adjust its light a little more.` }],
  })),
};

const commentsOf = (page: Page) => page.getByRole('region', { name: /^Comments/ });

it('lets two learners comment and reply, a report reach a moderator, a direct link open at its comment, and refuses a post within 10 s', async () => {
  const author = await newContext(browser);
  await signIn(author, 'creator@questline.dev');
  const title = unique('Lantern glow');
  const id = await publishTutorial(
    author,
    title,
    {},
    {
      sections: [
        { type: 'text', title: 'Place the lantern', body: longBody },
        { type: 'text', title: 'Light it' },
      ],
    },
  );
  const read = await author.request.get(`/api/learn/tutorial/${id}`);
  const stepId = ((await read.json()).result.sections as { id: string }[])[0]?.id as string;
  await author.close();
  const stepUrl = `/tutorial/${id}?tab=${stepId}`;

  // The first learner comments, and a second comment within 10 s is refused with its message.
  const lena = await newLearner('Lena Lantern');
  const lenaPage = await lena.newPage();
  await lenaPage.goto(stepUrl);
  await commentsOf(lenaPage).getByRole('heading', { name: 'Comments (0)' }).waitFor();
  await lenaPage
    .getByRole('textbox', { name: 'Add a comment' })
    .fill('Which light type works best here? https://docs.example.com/lights');
  await lenaPage.getByRole('button', { name: 'Post comment' }).click();
  const lenaComment = lenaPage.getByRole('article', { name: 'Lena Lantern' });
  await lenaComment.waitFor();
  expect(await lenaComment.getByRole('link', { name: 'https://docs.example.com/lights' }).getAttribute('href')).toBe(
    'https://docs.example.com/lights',
  );
  await lenaPage.getByRole('textbox', { name: 'Add a comment' }).fill('Also, how bright?');
  await lenaPage.getByRole('button', { name: 'Post comment' }).click();
  await lenaPage.getByRole('alert').filter({ hasText: 'Please wait a few seconds before posting again.' }).waitFor();
  await expectAccessible(lenaPage);
  const commentId = (await lenaComment.getAttribute('id'))?.replace('comment-', '') as string;

  // The second learner replies and reports the first comment.
  const omar = await newLearner('Omar Oak');
  const omarPage = await omar.newPage();
  await omarPage.goto(stepUrl);
  const seenByOmar = omarPage.locator(`#comment-${commentId}`);
  await seenByOmar.getByRole('button', { name: 'Reply' }).click();
  await omarPage.getByRole('textbox', { name: 'Reply to Lena Lantern' }).fill('A point light, about 2 units above.');
  await omarPage.getByRole('button', { name: 'Post reply' }).click();
  await omarPage.getByRole('article', { name: 'Omar Oak' }).waitFor();
  await seenByOmar.getByRole('button', { name: 'Report' }).first().click();
  const dialog = omarPage.getByRole('dialog', { name: 'Report this comment' });
  await dialog.getByText('Spam or advertising').click();
  await expectAccessible(omarPage);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.waitFor({ state: 'detached' });
  await seenByOmar.getByText('Reported', { exact: true }).waitFor();
  const link = (await seenByOmar.locator('header a').first().getAttribute('href')) as string;
  expect(link).toBe(`${appUrl()}/tutorial/${id}?messageId=${commentId}#${stepId}`);
  await omar.close();

  // The moderator sees the report under the comment.
  const moderator = await newContext(browser);
  await signIn(moderator, 'moderator@questline.dev');
  const moderatorPage = await moderator.newPage();
  await moderatorPage.goto(stepUrl);
  const seenByModerator = moderatorPage.locator(`#comment-${commentId}`);
  await seenByModerator.getByText('Reports (1)').waitFor();
  expect(await seenByModerator.getByText('Spam or advertising').isVisible()).toBe(true);
  expect(await seenByModerator.getByRole('button', { name: 'Hide' }).first().isVisible()).toBe(true);
  await expectAccessible(moderatorPage);
  await moderator.close();

  // The direct link opens the step and scrolls to the comment, focused and highlighted.
  const visitor = await newContext(browser);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect
    .poll(() => visitorPage.evaluate(() => document.activeElement?.id ?? ''), { timeout: 15_000 })
    .toBe(`comment-${commentId}`);
  expect(await visitorPage.getByRole('tab', { name: /Place the lantern/ }).getAttribute('aria-selected')).toBe('true');
  expect(await visitorPage.locator(`#comment-${commentId}`).getAttribute('data-linked')).toBe('true');
  expect(await visitorPage.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const box = await visitorPage.locator(`#comment-${commentId}`).boundingBox();
  expect(box && box.y >= 0 && box.y < 900).toBe(true);
  await expectAccessible(visitorPage);
  await visitor.close();
  await lena.close();
});
