import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { choose, createDraft, publish, saved, unique } from './support/editor';
import { pngImage } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SCRIPT = [
  'public class FloatingCube : MonoBehaviour',
  '{',
  'public float amplitude = 0.5f;',
  'void Update() { transform.position = Vector3.up * Mathf.Sin(Time.time) * amplitude; }',
  '}',
].join('\n');

/** What a creator pastes from their notes: a table of settings and a tip, in Markdown. */
const NOTES = [
  '| Setting | Value |',
  '| :-- | --: |',
  '| Amplitude | 0.5 |',
  '| Frequency | 2 |',
  '',
  '> [!TIP]',
  '> Keep the amplitude below 1, so the cube stays in view.',
].join('\n');

/** Pastes text into the focused editor as a browser does: a paste event carrying the clipboard's plain text. */
const pasteText = (editor: Locator, text: string) =>
  editor.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

/** The rich text of the open step as the learner sees it: the element that holds its code block, table and tip. */
const stepText = (page: Page) => page.getByRole('tabpanel').locator('figure:has(pre)').locator('xpath=..');

/** Opens a tutorial's first step as a learner and waits for its code to be highlighted. */
const openStep = async (page: Page, tutorialId: string, step: string) => {
  await page.goto(`/tutorial/${tutorialId}`);
  await page.getByRole('tab', { name: new RegExp(`^${step}`) }).click();
  await page.getByRole('heading', { level: 2, name: step }).waitFor();
  await stepText(page).locator('.hljs-keyword').first().waitFor();
};

it('a creator writes a step with C#, a tip, a table and an image; a learner reads and copies it; export and import keep it', async () => {
  const title = unique('Float a cube');
  const step = 'Make the cube float';
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const page = await creator.newPage();
  const tutorialId = await createDraft(page, 'tutorial', title);

  await page.getByRole('tab', { name: 'Steps' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 's');
  await page.getByRole('button', { name: 'Add text step' }).click();
  await page.getByRole('textbox', { name: 'Step title' }).fill(step);
  await choose(page, 'Skill level', 'Beginner');

  // ``` and a language open a code block; the arrow key leaves it for a new paragraph.
  const body = page.getByRole('textbox', { name: 'Step content' });
  await body.click();
  await page.keyboard.type('Attach this script to the cube:');
  await page.keyboard.press('Enter');
  await page.keyboard.type('```csharp ');
  await page.keyboard.type(SCRIPT);
  await page.getByRole('group', { name: 'Code block settings' }).waitFor();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'File name' }).fill('FloatingCube.cs');
  await body.locator('pre').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('Then tune it:');
  await page.keyboard.press('Enter');
  await pasteText(body, NOTES);
  await body.locator('table').waitFor();
  await body
    .locator('[data-callout], .callout, div')
    .filter({ hasText: 'Keep the amplitude below 1' })
    .first()
    .waitFor();

  // An image needs its alt text; its caption is optional.
  await page.getByRole('button', { name: /^Image/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file…' }).click();
  await (await chooser).setFiles({ name: 'scene.png', mimeType: 'image/png', buffer: pngImage(640, 360) });
  await page.getByRole('textbox', { name: 'Alternative text' }).fill('The cube floating above the plane');
  await page.getByRole('textbox', { name: 'Caption' }).fill('The cube at the top of its float');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await body.locator('img').waitFor();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await publish(page);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();

  // Export, then import into a new draft of this instance, and publish that copy.
  const exported = await creator.request.get(`/api/learn/tutorial/${tutorialId}/export`);
  expect(exported.status()).toBe(200);
  const imported = await creator.request.post('/api/learn/tutorial/0/import', {
    data: await exported.json(),
    headers: { origin: new URL(page.url()).origin },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const copyId = ((await imported.json()) as { result: { item: { id: string } } }).result.item.id;
  const published = await creator.request.post(`/api/learn/tutorial/${copyId}/publish`, {
    data: {},
    headers: { origin: new URL(page.url()).origin, 'if-match': imported.headers().etag ?? '' },
  });
  expect(published.status(), await published.text()).toBe(200);
  await creator.close();

  const learner = await newContext(browser);
  await learner.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(learner, 'learner@questline.dev');
  const reader = await learner.newPage();
  await openStep(reader, tutorialId, step);
  const text = stepText(reader);
  const code = text.locator('figure:has(pre)');
  expect(await code.locator('figcaption').textContent()).toContain('FloatingCube.cs');
  expect(await code.locator('.hljs-keyword').first().textContent()).toBe('public');
  await text.getByRole('note', { name: 'Tip' }).getByText('Keep the amplitude below 1').waitFor();
  expect(await text.getByRole('columnheader').allInnerTexts()).toEqual(['Setting', 'Value']);
  expect(await text.getByRole('cell', { name: '0.5' }).getAttribute('class')).toContain('text-end');
  await text.getByRole('img', { name: 'The cube floating above the plane' }).waitFor();
  await text.getByText('The cube at the top of its float').waitFor();

  const original = await text.innerHTML();
  await code.getByRole('button', { name: 'Copy code' }).click();
  await code.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await code.getByRole('status').textContent()).toBe('Copied');
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(SCRIPT);
  await expectAccessible(reader);

  // The imported copy shows the same step, to the markup.
  await openStep(reader, copyId, step);
  expect(await stepText(reader).innerHTML()).toBe(original);
  await learner.close();

  // Printed on every run: the JavaScript a visitor's step page with code loads, the highlighter's chunk included.
  const visitor = await newContext(browser);
  const page2 = await visitor.newPage();
  const scripts: Promise<number>[] = [];
  page2.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((bytes) => gzipSync(bytes, { level: 9 }).length));
    }
  });
  await openStep(page2, copyId, step);
  await page2.waitForLoadState('networkidle');
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  console.info(`tutorial step with code, visitor: ${(total / 1024).toFixed(1)} KB gzip of JavaScript`);
  await visitor.close();
});
