import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { publishTutorial, uploadImage } from './support/content';
import { unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A published tutorial whose one step shows two uploaded images between text; answers its id. */
const publishTutorialWithImages = async (author: BrowserContext, title: string) => {
  const wide = await uploadImage(author, 1600, 800);
  const square = await uploadImage(author, 500, 500);
  return publishTutorial(
    author,
    title,
    {},
    {
      sections: [
        {
          type: 'text',
          title: 'Look at the scene',
          body: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'The scene before and after lighting.' }] },
              { type: 'image', attrs: { src: wide, alt: 'The scene, unlit', width: 1600, height: 800 } },
              { type: 'image', attrs: { src: square, alt: 'The scene, lit', width: 500, height: 500 } },
            ],
          },
        },
      ],
    },
  );
};

it('a learner sees a step image as a WebP variant at the width the page needs, and steps through the images in the preview', async () => {
  const author = await newContext(browser);
  await signIn(author, 'creator@questline.dev');
  const id = await publishTutorialWithImages(author, unique('Lighting images'));
  await author.close();

  const learner = await newContext(browser);
  const page = await learner.newPage();
  await page.goto(`/tutorial/${id}`);
  await page.getByRole('tab').filter({ hasText: 'Look at the scene' }).click();
  const unlit = page.getByRole('button', { name: 'Enlarge image: The scene, unlit' });
  await unlit.scrollIntoViewIfNeeded();
  const image = unlit.locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();

  // 772 CSS pixels at most (§9), at a device pixel ratio of 1: the 800-wide WebP variant.
  const shown = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.getBoundingClientRect().width,
  }));
  expect(new URL(shown.src).pathname).toMatch(/^\/files\/[a-f0-9]{32}\.png\/w\/800\.webp$/);
  expect(shown.width).toBe(772);
  const variant = await learner.request.get(shown.src);
  expect(variant.headers()['content-type']).toBe('image/webp');
  const bytes = await variant.body();
  expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
  expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expectAccessible(page);

  // The preview: opened by keyboard, arrows step, Escape closes and gives focus back.
  await unlit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Image 1 of 2' });
  await dialog.waitFor();
  await expect
    .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  await expectAccessible(page);
  await page.screenshot({ path: process.env.PICTURE_VIEWER_SCREENSHOT ?? '/tmp/questline-picture-viewer.png' });
  await page.keyboard.press('ArrowRight');
  await page.getByRole('dialog', { name: 'Image 2 of 2' }).waitFor();
  expect(await page.getByRole('dialog').locator('img').getAttribute('alt')).toBe('The scene, lit');
  await page.keyboard.press('ArrowUp');
  await page.getByRole('dialog', { name: 'Image 1 of 2' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(await unlit.evaluate((button) => button === document.activeElement)).toBe(true);

  // A click on the backdrop closes it too.
  await unlit.click();
  await dialog.waitFor();
  await page.mouse.click(5, 5);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await learner.close();
});
