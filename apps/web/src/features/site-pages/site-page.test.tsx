import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { SITE_PAGE_PATHS, type TSitePageKey } from '@questline/domain/rules/urls';
import type { TSitePage } from '@questline/domain/schemas/site-pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import german from '../../../locales/de_DE.json';
import germanPages from '../../../locales/pages/de_DE.json';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { SitePage } from './site-page';

/** The pages as the server keeps them: locale → text; a locale without one falls back to English. */
let saved: Record<string, TSitePage['content']>;
let writes: { url: string; body: unknown }[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pageOf = (page: string, locale: string): TSitePage => {
  const contentLocale = saved[locale] ? locale : 'en_US';
  return {
    page: page as TSitePage['page'],
    locale: locale as TSitePage['locale'],
    contentLocale: contentLocale as TSitePage['contentLocale'],
    source: 'saved',
    content: saved[contentLocale] as TSitePage['content'],
    updatedAt: '2026-02-03T10:00:00.000Z',
    updatedBy: 'Ada Admin',
  };
};

beforeEach(() => {
  saved = {
    en_US: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What we store' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Your account and your progress.' }] },
      ],
    },
  };
  writes = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const [, , , , page, locale] = url.pathname.split('/');
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      writes.push({ url: url.pathname, body });
      saved[locale as string] = body.content;
      return json(200, { result: pageOf(page as string, locale as string) });
    }
    if (url.pathname.startsWith('/api/site/pages/'))
      return json(200, { result: pageOf(page as string, url.searchParams.get('locale') ?? 'en_US') });
    return json(404, { error: { key: 'not_found' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (page: TSitePageKey, roles: string[] | null = []) =>
  renderWithApp(
    () => (
      <ToastProvider>
        <SitePage />
      </ToastProvider>
    ),
    { me: roles ? demoUser({ roles: roles as never }) : null, path: SITE_PAGE_PATHS[page] },
  );

it.each<[string, TSitePageKey]>([
  ['About', 'about'],
  ['Contact', 'contact'],
  ['Terms of use', 'terms'],
  ['Privacy policy', 'privacy'],
  ['Cookie policy', 'cookies'],
])('shows the %s page with its text and last change, axe-clean', async (title, page) => {
  renderPage(page, null);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 2, name: 'What we store' })).toBeTruthy();
  expect(screen.getByText('Your account and your progress.')).toBeTruthy();
  expect(screen.getByText('Last updated February 3, 2026')).toBeTruthy();
  expect(document.title).toContain(title);
  // Anonymous visitors and learners read it; only admins edit.
  expect(screen.queryByRole('button', { name: 'Edit page' })).toBeNull();
  await expectNoSeriousAxeViolations();
});

it('marks a page shown in English in another UI language as English', async () => {
  i18next.addResourceBundle('de_DE', 'translation', { ...german, ...germanPages });
  await i18next.changeLanguage('de_DE');
  try {
    renderPage('privacy', ['learnAdmin']);
    await screen.findByText('Your account and your progress.');
    const text = screen.getByText('Your account and your progress.').closest('[lang]');
    expect(text?.getAttribute('lang')).toBe('en-US');
    expect(screen.getByText(/deshalb wird sie auf Englisch angezeigt/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit page' })).toBeNull();
  } finally {
    await i18next.changeLanguage('en_US');
  }
});

it('lets an admin edit the page in another language, which keeps English for the others', async () => {
  const user = userEvent.setup();
  renderPage('privacy', ['admin']);
  await user.click(await screen.findByRole('button', { name: 'Edit page' }));
  const editor = await screen.findByRole('region', { name: 'Edit “Privacy policy”' });
  const language = within(editor).getByRole('combobox', { name: 'Language of the text' });
  await waitFor(() => expect(document.activeElement).toBe(language));
  await user.selectOptions(language, 'de_DE');
  expect(
    await within(editor).findByText(/There is no Deutsch text yet: the field starts from the English one/),
  ).toBeTruthy();
  const field = await within(editor).findByRole('textbox', { name: 'Text in Deutsch' }, { timeout: 10_000 });
  await waitFor(() => expect(field.textContent).toContain('Your account and your progress.'));
  await expectNoSeriousAxeViolations();
  await user.click(field);
  await user.keyboard('{Control>}a{/Control}');
  await user.paste('Wir speichern Ihr Konto.');
  await waitFor(() => expect(field.textContent).toBe('Wir speichern Ihr Konto.'));
  await user.click(within(editor).getByRole('button', { name: 'Save Deutsch text' }));
  expect(await screen.findByText('Changes saved.')).toBeTruthy();
  expect(writes).toHaveLength(1);
  expect(writes[0]?.url).toBe('/api/site/pages/privacy/de_DE');
  expect(JSON.stringify(writes[0]?.body)).toContain('Wir speichern Ihr Konto.');
  // Saved in German, the English page shown here keeps its text; the editor stays open for more languages.
  expect(screen.getByRole('region', { name: 'Edit “Privacy policy”' })).toBeTruthy();
  await user.click(within(editor).getByRole('button', { name: 'Close editor' }));
  expect(await screen.findByText('Your account and your progress.')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit page' }));
});

it('saves the English text and shows it at once, and refuses an empty one', async () => {
  const user = userEvent.setup();
  renderPage('about', ['superAdmin']);
  await user.click(await screen.findByRole('button', { name: 'Edit page' }));
  const field = await screen.findByRole('textbox', { name: 'Text in English' }, { timeout: 10_000 });
  await waitFor(() => expect(field.textContent).toContain('Your account'));
  await user.click(field);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.click(screen.getByRole('button', { name: 'Save English text' }));
  expect(await screen.findByText(/required/i)).toBeTruthy();
  expect(writes).toEqual([]);
  await user.click(field);
  await user.paste('We teach games.');
  await user.click(screen.getByRole('button', { name: 'Save English text' }));
  expect(await screen.findByText('We teach games.')).toBeTruthy();
  expect(screen.queryByRole('region', { name: /Edit/ })).toBeNull();
  expect(writes.map((write) => write.body)).toEqual([{ content: richTextFromParagraphs(['We teach games.']) }]);
});
