import type { TSettings } from '@questline/domain/schemas/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { demoUser, renderWithApp } from '../../../test/render';
import { ToastProvider } from '../../../ui/toast';
import { json } from '../my-learning-test-kit';
import { SavedTagsSection } from './saved-tags-dialog';

const stored = (overrides: Partial<TSettings> = {}): TSettings => ({
  displayName: 'Ada Learner',
  customProfileUrl: null,
  locale: null,
  region: null,
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
let posts: { url: string; body: Record<string, unknown> }[];
/** What the saved tags' POST answers. */
let answer: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  settings = stored();
  posts = [];
  answer = (body) => json(200, { result: { settings: { ...settings, ...body }, message: 'saved_successfully' } });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push({ url, body });
      return answer(body);
    }
    if (url === '/api/users/me/settings') return json(200, { result: settings });
    return json(404, { error: { key: 'not_found' } });
  });
});
afterEach(() => vi.restoreAllMocks());

const renderSection = () =>
  renderWithApp(
    () => (
      <ToastProvider>
        <SavedTagsSection />
      </ToastProvider>
    ),
    { me: demoUser() },
  );

it('adds and removes tags in the dialog, saves both lists in one request and shows saved_successfully', async () => {
  renderSection();
  expect(await screen.findByText('Scripting')).toBeTruthy();
  expect(screen.getByText('Games')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Edit saved tags' }));
  const dialog = await screen.findByRole('dialog', { name: 'Saved tags' });

  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Scripting' }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Add a topic' }), 'Rendering');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Add an industry' }), 'Film');
  expect(within(dialog).getByRole('button', { name: 'Remove Rendering' })).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: 'Remove Scripting' })).toBeNull();
  await expectNoSeriousAxeViolations();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Save tags' }));
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toEqual({
    url: '/api/users/me/savedTags',
    body: { topicIds: ['11'], industryIds: ['21', '22'] },
  });
  expect(await screen.findByText('Saved.')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The section shows what was saved.
  expect(screen.getByText('Rendering')).toBeTruthy();
  expect(screen.getByText('Film')).toBeTruthy();
  expect(screen.queryByText('Scripting')).toBeNull();
});

it('keeps the dialog and its edits open with saved_failed when the save fails', async () => {
  answer = () =>
    json(400, {
      error: { key: 'settings_tag_unknown', fields: [{ path: 'topicIds.0', key: 'settings_tag_unknown' }] },
    });
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit saved tags' }));
  const dialog = await screen.findByRole('dialog', { name: 'Saved tags' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Games' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save tags' }));
  expect(await screen.findByText('Could not save.')).toBeTruthy();
  expect(within(dialog).getByRole('alert')).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: 'Remove Games' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Saved tags' })).toBeTruthy();
});

it('offers the recommended topics while nothing is saved, and Escape closes without saving', async () => {
  settings = stored({ topicIds: [], industryIds: [], recommendedTagIds: ['13'] });
  renderSection();
  expect(await screen.findByText('You have not saved any tags yet.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Edit saved tags' }));
  const dialog = await screen.findByRole('dialog', { name: 'Saved tags' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Animation' }));
  expect(within(dialog).getByRole('button', { name: 'Remove Animation' })).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posts).toEqual([]);
});
