import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import yazl from 'yazl';
import { appUrl, expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { publishTutorial } from './support/content';
import { unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A zip written with yazl; `rename` then rewrites an entry name in place, as a crafted archive would carry it. */
const zipOf = async (entries: Record<string, string>, rename?: { from: string; to: string }) => {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (rename) {
    for (let at = bytes.indexOf(rename.from); at >= 0; at = bytes.indexOf(rename.from, at + 1)) {
      bytes.write(rename.to, at, 'latin1');
    }
  }
  return bytes;
};

/**
 * The build's own page: its script writes what it can reach. In the play origin's sandbox the platform's cookies are
 * out of its reach (an opaque origin's document.cookie throws).
 */
const BUILD_INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cube</title></head>
<body><h1>Spinning cube</h1><p id="out">script did not run</p>
<script src="Build/game.js"></script></body></html>`;
const BUILD_SCRIPT = `let cookies;
try { cookies = document.cookie === undefined ? 'sealed' : 'readable'; } catch { cookies = 'sealed'; }
document.getElementById('out').textContent = 'Build script ran, cookies ' + cookies;`;

it('plays a learner’s WebGL build from the play origin in an iframe, and refuses a zip with ../ paths', async () => {
  const author = await newContext(browser);
  await signIn(author, 'creator@questline.dev');
  const title = unique('Cube game');
  const tutorialId = await publishTutorial(
    author,
    title,
    {},
    {
      sections: [
        { type: 'text', title: 'Make the cube spin' },
        { type: 'submission', title: 'Submit your build', submissionType: 'webgl' },
      ],
    },
  );
  await author.close();

  const context = await newContext(browser);
  await signIn(context, 'learner@questline.dev');
  const page = await context.newPage();
  await page.goto(`/tutorial/${tutorialId}`);
  await page.getByRole('tab', { name: /Submit your build/ }).click();
  const build = page.getByLabel('WebGL build (zip)');
  await build.waitFor();

  const crafted = await zipOf(
    { 'index.html': BUILD_INDEX, 'xx/evil.html': '<p>outside</p>' },
    { from: 'xx/evil.html', to: '../evil.html' },
  );
  await build.setInputFiles({ name: 'crafted.zip', mimeType: 'application/zip', buffer: crafted });
  await expect
    .poll(() => page.getByRole('alert').first().textContent(), { timeout: 30_000 })
    .toBe('The zip holds an unsafe entry (../evil.html): paths with “..”, absolute paths and links are not allowed.');
  await expectAccessible(page);

  const game = await zipOf({ 'index.html': BUILD_INDEX, 'Build/game.js': BUILD_SCRIPT });
  await build.setInputFiles({ name: 'cube.zip', mimeType: 'application/zip', buffer: game });
  await page.getByText('Build ready: 2 files.').waitFor({ timeout: 30_000 });
  const name = unique('My spinning cube');
  await page.getByLabel('Title').fill(name);
  await page.getByLabel('Description').fill('Press Play to watch it spin.');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('link', { name }).click();

  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(await page.locator('iframe').count()).toBe(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Play' }).click();
  const frame = page.locator(`iframe[title="Playable build: ${name}"]`);
  expect(await frame.getAttribute('src')).toMatch(new RegExp(`^${appUrl()}/play/p/[a-f0-9]{32}/index\\.html$`));
  const buildFrame = page.frameLocator(`iframe[title="Playable build: ${name}"]`);
  await buildFrame.getByRole('heading', { name: 'Spinning cube' }).waitFor();
  await expect.poll(() => buildFrame.locator('#out').textContent()).toBe('Build script ran, cookies sealed');
  await context.close();
});
