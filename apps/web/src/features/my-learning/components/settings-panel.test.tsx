import type { TSettings } from '@questline/domain/schemas/profile';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { writeCookie } from '../../../lib/cookies';
import { demoUser, renderWithApp } from '../../../test/render';
import { ToastProvider } from '../../../ui/toast';
import { SettingsPanel } from './settings-panel';

const ME = demoUser({ id: 'u_ada', displayName: 'Ada L.' });

const stored = (overrides: Partial<TSettings> = {}): TSettings => ({
  displayName: 'Ada L.',
  customProfileUrl: 'ada-l',
  locale: 'en_US',
  region: 'region.03',
  emailNotifications: true,
  isShow: false,
  theme: 'system',
  timeZone: null,
  topicIds: ['12'],
  industryIds: ['21'],
  topicMap: {
    '11': { id: '11', name: 'Rendering' },
    '12': { id: '12', name: 'Scripting' },
    '13': { id: '13', name: 'Animation' },
  },
  industryMap: { '21': { id: '21', name: 'Games' }, '22': { id: '22', name: 'Film' } },
  recommendedTagIds: [],
  ...overrides,
});

let settings: TSettings;
let requested: string[];
let posts: { url: string; body: Record<string, unknown> }[];
/** What the next POST of the settings answers: the saved settings, or an error body with its status. */
let answer: (body: Record<string, unknown>) => { status: number; json: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  settings = stored();
  requested = [];
  posts = [];
  answer = (body) => ({
    status: 200,
    json: { result: { settings: { ...settings, ...body }, message: 'settings_saved' } },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requested.push(url);
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push({ url, body });
        if (url === '/api/users/me/settings') {
          const { status, json: payload } = answer(body);
          return json(status, payload);
        }
        return json(200, { result: true });
      }
      if (url === '/api/users/me/settings') return json(200, { result: settings });
      if (url === '/api/me') return json(200, { result: ME });
      return json(404, { error: { key: 'not_found' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPanel = () =>
  renderWithApp(
    () => (
      <ToastProvider>
        <SettingsPanel />
      </ToastProvider>
    ),
    { me: ME },
  );

/**
 * Serious and critical axe findings in the rendered app (its container: React Aria's live announcer, shared by the
 * whole document, may still hold an earlier test's toast announcement).
 */
const seriousViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
};

const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

it('loads the stored settings into the form and shows the resulting profile address', async () => {
  const { container } = renderPanel();
  expect(await screen.findByRole('textbox', { name: 'Display name' })).toBeTruthy();
  expect(requested).toContain('/api/users/me/settings');
  expect(textbox('Display name').value).toBe('Ada L.');
  expect(textbox('Custom profile URL').value).toBe('ada-l');
  expect(screen.getByText(`${window.location.origin}/u/ada-l`)).toBeTruthy();

  const language = screen.getByRole('combobox', { name: 'Preferred language' }) as HTMLSelectElement;
  expect(language.value).toBe('en_US');
  expect(within(language).getByRole('option', { name: 'Deutsch' })).toBeTruthy();
  const region = screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement;
  expect(region.selectedOptions[0]?.textContent).toBe('Europe');

  expect(checkbox('Send me e-mail notifications').checked).toBe(true);
  expect(checkbox('Show my completed learning, badges and skills on my profile').checked).toBe(false);
  const topics = within(screen.getByRole('group', { name: 'Topics' }));
  expect((topics.getByRole('checkbox', { name: 'Scripting' }) as HTMLInputElement).checked).toBe(true);
  expect((topics.getByRole('checkbox', { name: 'Rendering' }) as HTMLInputElement).checked).toBe(false);
  const industries = within(screen.getByRole('group', { name: 'Industries' }));
  expect((industries.getByRole('checkbox', { name: 'Games' }) as HTMLInputElement).checked).toBe(true);
  // Tags are saved, so no recommended topics are offered.
  expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();

  // Emptying the custom URL falls back to the user id's address.
  await userEvent.clear(textbox('Custom profile URL'));
  expect(screen.getByText(`${window.location.origin}/u/u_ada`)).toBeTruthy();

  expect(await seriousViolations(container)).toEqual([]);
});

it('saves the whole form, confirms it and refreshes the signed-in user', async () => {
  renderPanel();
  const name = await screen.findByRole('textbox', { name: 'Display name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Ada Lovelace');
  await userEvent.clear(textbox('Custom profile URL'));
  await userEvent.type(textbox('Custom profile URL'), 'Ada-Lovelace');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'region.08');
  await userEvent.click(checkbox('Send me e-mail notifications'));
  await userEvent.click(checkbox('Show my completed learning, badges and skills on my profile'));
  await userEvent.click(checkbox('Rendering'));
  await userEvent.click(checkbox('Film'));
  const before = requested.filter((url) => url === '/api/me').length;
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(posts).toEqual([
    {
      url: '/api/users/me/settings',
      body: {
        displayName: 'Ada Lovelace',
        customProfileUrl: 'ada-lovelace',
        locale: 'en_US',
        region: 'region.08',
        emailNotifications: false,
        isShow: true,
        theme: 'system',
        timeZone: null,
        topicIds: ['12', '11'],
        industryIds: ['21', '22'],
      },
    },
  ]);
  // The header's `me` is asked for again, so it shows the new name.
  await vi.waitFor(() => expect(requested.filter((url) => url === '/api/me').length).toBeGreaterThan(before));
  // The form holds the saved answer (the lower-cased URL), and the language did not change.
  expect(textbox('Custom profile URL').value).toBe('ada-lovelace');
  expect(requested).not.toContain('/api/changeLanguage');
});

it('shows a refused field under it and keeps what was typed', async () => {
  answer = () => ({
    status: 400,
    json: {
      error: {
        key: 'invalid_request',
        fields: [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_taken' }],
      },
    },
  });
  const { container } = renderPanel();
  const url = (await screen.findByRole('textbox', { name: 'Custom profile URL' })) as HTMLInputElement;
  await userEvent.clear(url);
  await userEvent.type(url, 'taken-name');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  const message = await screen.findByText('This profile URL is already taken. Choose another one.');
  expect(url.getAttribute('aria-invalid')).toBe('true');
  expect(url.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  expect(url.value).toBe('taken-name');
  expect(document.activeElement).toBe(url);
  expect(screen.queryByText('Settings saved.')).toBeNull();
  expect(posts).toHaveLength(1);

  expect(await seriousViolations(container)).toEqual([]);
});

it('checks the custom URL before sending, and shows a refusal without fields as a toast', async () => {
  answer = () => ({ status: 500, json: { error: { key: 'internal_error' } } });
  renderPanel();
  const url = (await screen.findByRole('textbox', { name: 'Custom profile URL' })) as HTMLInputElement;
  await userEvent.clear(url);
  await userEvent.type(url, '9lives');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(
    await screen.findByText('Use 3–30 lower-case letters, digits or hyphens, starting with a letter.'),
  ).toBeTruthy();
  expect(posts).toHaveLength(0);

  await userEvent.clear(url);
  await userEvent.type(url, 'nine-lives');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Could not save. Something went wrong on our side. Please try again.')).toBeTruthy();
  expect(posts).toHaveLength(1);
  expect(url.value).toBe('nine-lives');
});

it('offers the recommended topics while no tags are saved, and adds one in a click', async () => {
  settings = stored({ topicIds: [], industryIds: [], recommendedTagIds: ['13', '11'] });
  renderPanel();
  const add = await screen.findByRole('button', { name: 'Add Rendering' });
  expect(screen.getByRole('button', { name: 'Add Animation' })).toBeTruthy();
  expect(checkbox('Rendering').checked).toBe(false);

  await userEvent.click(add);
  expect(checkbox('Rendering').checked).toBe(true);
  expect(screen.queryByRole('button', { name: 'Add Rendering' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  await screen.findByText('Settings saved.');
  expect(posts[0]?.body).toMatchObject({ topicIds: ['11'], industryIds: [] });
});

it('saves with the keyboard alone, and applies a new language as the footer does', async () => {
  renderPanel();
  await screen.findByRole('textbox', { name: 'Display name' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Preferred language' }), 'de_DE');
  (document.activeElement as HTMLElement | null)?.blur();

  const save = screen.getByRole('button', { name: 'Save settings' });
  for (let presses = 0; presses < 40 && document.activeElement !== save; presses += 1) await userEvent.tab();
  expect(document.activeElement).toBe(save);
  await userEvent.keyboard('{Enter}');

  await vi.waitFor(() => expect(posts.map((post) => post.url)).toContain('/api/changeLanguage'));
  expect(posts[0]).toMatchObject({ url: '/api/users/me/settings', body: { locale: 'de_DE' } });
  expect(posts[1]).toEqual({ url: '/api/changeLanguage', body: { locale: 'de_DE' } });
});

it('shows an unknown saved tag under its group', async () => {
  answer = () => ({
    status: 400,
    json: { error: { key: 'invalid_request', fields: [{ path: 'industryIds.1', key: 'settings_tag_unknown' }] } },
  });
  renderPanel();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Film' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  const industries = await screen.findByRole('group', { name: 'Industries' });
  expect(
    within(industries).getByText('One of the chosen tags no longer exists. Remove it and try again.'),
  ).toBeTruthy();
  expect(within(screen.getByRole('group', { name: 'Topics' })).queryByText(/no longer exists/)).toBeNull();
  expect(checkbox('Film').checked).toBe(true);
});

it('says why the settings could not be read', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(403, { error: { key: 'forbidden' } })),
  );
  renderPanel();
  expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission to do this.');
  expect(screen.queryByRole('textbox', { name: 'Display name' })).toBeNull();
});

it("offers the browser's time zone first, then every zone, and saves the one chosen", async () => {
  renderPanel();
  const zone = (await screen.findByRole('combobox', { name: 'Time zone' })) as HTMLSelectElement;
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll('_', ' ');
  await vi.waitFor(() =>
    expect(zone.selectedOptions[0]?.textContent).toMatch(
      new RegExp(`^Use my browser's time zone \\(${browserZone} \\(UTC`),
    ),
  );
  expect(screen.getByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' })).toBeTruthy();
  await userEvent.selectOptions(zone, 'Asia/Tokyo');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(posts[0]?.body).toMatchObject({ timeZone: 'Asia/Tokyo' });
});

it("goes back to the browser's time zone, saved as no zone", async () => {
  settings = stored({ timeZone: 'Asia/Tokyo' });
  renderPanel();
  const zone = (await screen.findByRole('combobox', { name: 'Time zone' })) as HTMLSelectElement;
  await vi.waitFor(() => expect(zone.value).toBe('Asia/Tokyo'));
  await userEvent.selectOptions(zone, '');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(posts[0]?.body).toMatchObject({ timeZone: null });
});

it('shows the saved colour theme, saves another, and shows it at once in this browser', async () => {
  settings = stored({ theme: 'light' });
  renderPanel();
  const themes = within(await screen.findByRole('radiogroup', { name: 'Theme' }));
  const radio = (name: string) => themes.getByRole('radio', { name }) as HTMLInputElement;
  expect([radio('Same as device').checked, radio('Light').checked, radio('Dark').checked]).toEqual([
    false,
    true,
    false,
  ]);
  try {
    await userEvent.click(radio('Dark'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(posts[0]?.body).toMatchObject({ theme: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('ql_theme=dark');

    // The device's again: no attribute, so the stylesheet follows prefers-color-scheme.
    await userEvent.click(radio('Same as device'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]?.body).toMatchObject({ theme: 'system' });
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBeUndefined());
    expect(document.cookie).toContain('ql_theme=system');
  } finally {
    delete document.documentElement.dataset.theme;
    writeCookie('ql_theme', '', 0);
  }
});
