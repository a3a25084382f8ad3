/** Steps the authoring journeys share: creating a draft, saving, choosing, publishing. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './browser';
import { pngImage } from './images';

/** A name no earlier run of the journey used: every run shares the server's database. */
export const unique = (title: string) => `${title} ${Date.now().toString(36)}`;

/**
 * Waits for the save under way to answer: its "Changes saved." toast, then no Save pending. The toast alone cannot
 * tell (the create's or an earlier save's may still be showing), and the Save button alone cannot either (after a tab
 * change the next tab's form, loaded lazily, may show only once the toast has gone).
 */
export const saved = async (page: Page) => {
  await page.getByText('Changes saved.').first().waitFor();
  await expect
    .poll(() => page.getByRole('button', { name: 'Save', exact: true }).getAttribute('data-pending'), {
      timeout: 30_000,
    })
    .toBeNull();
};

/**
 * Searches an open add-content dialog for a title and presses its Add button once the results are those of that
 * search: until then the list is busy with the previous search's rows, which move as the answer replaces them.
 */
export const searchAndAdd = async (dialog: Locator, title: string) => {
  await dialog.getByRole('searchbox').fill(title);
  await expect.poll(() => dialog.getByRole('list').first().getAttribute('aria-busy')).toBe('false');
  await dialog.getByRole('button', { name: `Add ${title}`, exact: true }).click();
};

/**
 * Closes an add-content dialog with Done and waits for it to go, so nothing behind it is still inert. It may sit on
 * another dialog (a mission's new content set): one dialog fewer, not none.
 */
export const closeDialog = async (dialog: Locator) => {
  const dialogs = dialog.page().getByRole('dialog');
  const open = await dialogs.count();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => dialogs.count()).toBe(open - 1);
};

/** Picks an option of a React Aria select by its visible label. */
export const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The create flow in place: title, description and thumbnail, then the editor opens on the new draft. */
export const createDraft = async (page: Page, type: 'tutorial' | 'project' | 'course' | 'quiz', title: string) => {
  await page.goto(`/${type}/0/new?skipPopup=true`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type(`${title}: what you build, and why it matters.`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(160, 90) });
  await page.getByRole('img', { name: 'Current thumbnail' }).waitFor();
  await Promise.all([
    page.waitForURL(new RegExp(`/${type}/l\\w+_\\d+/edit`)),
    page.getByRole('button', { name: 'Create', exact: true }).click(),
  ]);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return page.url().match(/\/(l\w+_\d+)\/edit/)?.[1] as string;
};

/**
 * Publishes from the editor: the publish lands on the detail page with publish=true, where the publish-flow dialog
 * opens (§4.2, §2.14); Cancel keeps the author on the page and takes publish=true out of the URL.
 */
export const publish = async (page: Page) => {
  const button = page.getByRole('button', { name: 'Publish', exact: true });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Published' });
  // A flow that stops elsewhere (the save-first, version or translation question; a refusal's toast) fails with what
  // it shows instead, not with a bare timeout.
  await Promise.all([page.waitForURL((url) => url.searchParams.get('publish') === 'true'), dialog.waitFor()]).catch(
    async (error: Error) => {
      const shown = await page
        .getByRole('dialog')
        .or(page.getByRole('alert'))
        .allInnerTexts()
        .catch(() => []);
      throw new Error(
        `no "Published" dialog on the detail page; the page shows: ${JSON.stringify(shown)} (${error.message})`,
      );
    },
  );
  await expectAccessible(page);
  await Promise.all([
    page.waitForURL((url) => !url.searchParams.has('publish')),
    dialog.getByRole('button', { name: 'Cancel' }).click(),
  ]);
  await dialog.waitFor({ state: 'detached' });
};
