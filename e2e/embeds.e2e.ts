import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { publishTutorial } from './support/content';
import { unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const YOUTUBE_SRC = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

/** Text, then an embed node as the editor's Embed action stores it (TipTap JSON). */
const withEmbed = (text: string, attrs: Record<string, unknown>) => ({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text }] },
    { type: 'embed', attrs },
  ],
});

/** A published tutorial whose description and step embed a YouTube video and a Sketchfab model; answers its id. */
const publishTutorialWithEmbeds = (author: BrowserContext, title: string) =>
  publishTutorial(
    author,
    title,
    {},
    {
      description: withEmbed(`${title}: watch the talk first.`, {
        kind: 'provider',
        url: YOUTUBE_URL,
        title: 'Lighting a scene',
        ratio: 0.5625,
      }),
      sections: [
        {
          type: 'text',
          title: 'Inspect the model',
          body: withEmbed('Turn the model around.', {
            kind: 'provider',
            url: 'https://sketchfab.com/3d-models/robot-0123456789abcdef0123456789abcdef',
            title: 'Robot model',
          }),
        },
      ],
    },
  );

it('keeps a YouTube embed blocked until the visitor grants functional cookies, then shows it without a reload', async () => {
  const author = await newContext(browser);
  await signIn(author, 'creator@questline.dev');
  const title = unique('Embedded talk');
  const id = await publishTutorialWithEmbeds(author, title);
  await author.close();

  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`/tutorial/${id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const blocked = page.getByRole('figure', { name: 'Blocked content from YouTube' });
  await blocked.getByText('This content is blocked because functional cookies are off.').waitFor();
  expect(await page.locator('iframe').count()).toBe(0);
  await expectAccessible(page);

  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => {
    (window as unknown as { embedJourney: boolean }).embedJourney = true;
  });
  await blocked.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.waitFor();
  await expectAccessible(page);
  const functional = dialog.getByRole('switch', { name: /Functional cookies/ });
  await functional.focus();
  await page.keyboard.press('Space');
  expect(await functional.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await dialog.waitFor({ state: 'detached' });

  const frame = page.locator('iframe[title="Lighting a scene"]');
  await frame.waitFor({ state: 'attached' });
  expect(await frame.getAttribute('src')).toBe(YOUTUBE_SRC);
  expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
  expect(await page.evaluate(() => (window as unknown as { embedJourney?: boolean }).embedJourney)).toBe(true);
  expect(await blocked.count()).toBe(0);
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'ql_consent');
  expect(consent?.value).toBe('C0003');
  await expectAccessible(page);

  // The page's CSP lets the players' hosts be framed.
  const response = await context.request.get(`/tutorial/${id}`);
  expect(response.headers()['content-security-policy']).toContain('https://www.youtube-nocookie.com');
  await context.close();
});
