import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { createDraft, saved, unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('shows the force-reload dialog in an open editor as soon as another browser saves the same draft', async () => {
  const title = unique('Two windows');
  const first = await newContext(browser);
  await signIn(first, 'creator@questline.dev');
  const writer = await first.newPage();
  const id = await createDraft(writer, 'tutorial', title);

  // The same creator on another computer opens the draft too, and only reads it.
  const second = await newContext(browser);
  await signIn(second, 'creator@questline.dev');
  const reader = await second.newPage();
  const saves: string[] = [];
  reader.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/learn/')) saves.push(request.url());
  });
  const following = reader.waitForResponse((response) => response.url().includes(`/api/learn/tutorial/${id}/changes`));
  await reader.goto(`/tutorial/${id}/edit`);
  await reader.getByRole('heading', { level: 1, name: title }).waitFor();
  expect((await following).status()).toBe(200);

  const renamed = `${title} (renamed)`;
  await writer.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await writer.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(writer);

  const dialog = reader.getByRole('dialog', { name: 'Updated elsewhere' });
  await dialog.waitFor({ timeout: 10_000 });
  expect(saves).toEqual([]);
  await expectAccessible(reader);
  // The writer's own save is no news to the writer.
  expect(await writer.getByRole('dialog', { name: 'Updated elsewhere' }).count()).toBe(0);

  await dialog.getByRole('button', { name: 'Reload' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => reader.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(renamed);
  await reader.getByRole('heading', { level: 1, name: renamed }).waitFor();
  await expectAccessible(reader);
  expect(saves).toEqual([]);
  await first.close();
  await second.close();
});
