import { FORMS } from '@questline/domain/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { TabCallsContext, type TTabCalls } from '../hooks/use-tab-save';
import {
  MissionRecommendationsForm,
  missionInternalOnlyProblems,
  missionRecommendationsDefaults,
} from './mission-recommendations-form';
import { renderForm, seriousAxeViolations } from './parts/test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (id: string, type: string, title: string, internalOnly = false) => ({
  id,
  type,
  title,
  duration: 30,
  internalOnly,
});
const option = (id: string, type: string, title: string, internalOnly = false) => ({
  ...card(id, type, title),
  slug: title.toLowerCase().replaceAll(' ', '-'),
  language: 'en',
  skillLevel: 'beginner',
  thumbnail: null,
  internalOnly,
});

const SETS = [
  { id: 'seta1b2c3d4', title: 'Artists', description: 'For artists.', contentIds: ['ltu_1'], deprecated: false },
  { id: 'sete5f6a7b8', title: 'Coders', description: '', contentIds: ['lqz_2'], deprecated: false },
  { id: 'set9c0d1e2f', title: 'Old path', description: '', contentIds: ['ltu_1'], deprecated: true },
];

/** A mission draft as the editor read answers it: the draft sets, the published ones, the maps. */
const mission = (overrides: Record<string, unknown> = {}) => ({
  id: 'lms_1',
  type: 'mission',
  language: 'en',
  title: 'Light the scene',
  internalOnly: false,
  customContents: [SETS[0]],
  draftCustomContents: SETS,
  defaultSet: 'sete5f6a7b8',
  contentMap: {
    ltu_1: card('ltu_1', 'tutorial', 'Lighting basics'),
    lqz_2: card('lqz_2', 'quiz', 'Lighting quiz'),
  },
  ...overrides,
});

type TCall = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** The creator search answers `options`; addSet answers what `addSetAnswer` gives. */
const stubApi = (options: unknown[], addSetAnswer: (body: Record<string, unknown>) => Response) => {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (input.startsWith('/api/creator/contentOptions')) return Response.json({ result: { items: options } });
      if (method === 'POST' && input === '/api/learn/mission/lms_1/addSet') return addSetAnswer(body);
      return Response.json({ error: { key: 'not_found' } }, { status: 404 });
    }),
  );
  return calls;
};

const renderSets = (item = mission(), calls: Partial<TTabCalls> = {}, wrap = (ui: ReactNode) => ui) => {
  const tabCalls: TTabCalls = { etag: () => '"5"', adopt: vi.fn(), conflict: vi.fn(), ...calls };
  const view = renderForm(
    FORMS.draft.mission.recommendations,
    missionRecommendationsDefaults(item),
    <TabCallsContext.Provider value={tabCalls}>
      {wrap(<MissionRecommendationsForm item={item} />)}
    </TabCallsContext.Provider>,
  );
  return { ...view, tabCalls };
};

const setCard = (title: string) => screen.getByRole('article', { name: title });

it('reads the draft sets, and keeps a default when the stored one is gone', () => {
  expect(missionRecommendationsDefaults(mission()).customContents.map((set) => set.title)).toEqual([
    'Artists',
    'Coders',
    'Old path',
  ]);
  expect(missionRecommendationsDefaults(mission({ defaultSet: 'setgone0000' })).defaultSet).toBe('seta1b2c3d4');
  expect(missionRecommendationsDefaults(mission({ draftCustomContents: [] })).defaultSet).toBeNull();
});

it('shows each set with its contents, default and deprecated marks, and makes another set the default', async () => {
  stubApi([], () => Response.json({}));
  const { values } = renderSets();
  const coders = setCard('Coders');
  expect(within(coders).getByText('Default')).toBeTruthy();
  expect(within(coders).getByRole('button', { name: 'Make default' })).toHaveProperty('disabled', true);
  expect(within(coders).getByRole('button', { name: 'Deprecate' })).toHaveProperty('disabled', true);
  expect(within(setCard('Old path')).getByText('Deprecated')).toBeTruthy();
  expect(within(setCard('Old path')).getByRole('button', { name: 'Make default' })).toHaveProperty('disabled', true);
  expect(
    within(within(setCard('Artists')).getByRole('list', { name: 'Contents of Artists' })).getByText('Lighting basics'),
  ).toBeTruthy();

  await userEvent.click(within(setCard('Artists')).getByRole('button', { name: 'Make default' }));
  expect(values().defaultSet).toBe('seta1b2c3d4');
  expect(within(setCard('Artists')).getByText('Default')).toBeTruthy();
  expect(await seriousAxeViolations(document.body)).toEqual([]);
});

it('deprecates a set after the deprecated dialog, and edits a deprecated set back into use', async () => {
  stubApi([], () => Response.json({}));
  const { values } = renderSets();
  await userEvent.click(within(setCard('Artists')).getByRole('button', { name: 'Deprecate' }));
  let dialog = screen.getByRole('dialog', { name: 'Deprecate content set' });
  expect(dialog.textContent).toContain('learners on it move to the default set “Coders”');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(values().customContents[0].deprecated).toBe(false);

  await userEvent.click(within(setCard('Artists')).getByRole('button', { name: 'Deprecate' }));
  dialog = screen.getByRole('dialog', { name: 'Deprecate content set' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deprecate' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(values().customContents[0].deprecated).toBe(true);

  await userEvent.click(within(setCard('Old path')).getByRole('button', { name: 'Edit deprecated set' }));
  dialog = screen.getByRole('dialog', { name: 'Edit deprecated set' });
  const title = within(dialog).getByRole('textbox', { name: 'Set title' });
  expect(title).toHaveProperty('value', 'Old path');
  await userEvent.clear(title);
  expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
  await userEvent.type(title, 'Classic path');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Deprecated' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(values().customContents[2]).toMatchObject({ title: 'Classic path', deprecated: false });
});

it('deletes a set after confirmation; deleting the default makes the first remaining set the default', async () => {
  stubApi([], () => Response.json({}));
  const { values } = renderSets();
  await userEvent.click(within(setCard('Coders')).getByRole('button', { name: 'Delete set' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Delete content set' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(values().customContents).toHaveLength(3);

  await userEvent.click(within(setCard('Coders')).getByRole('button', { name: 'Delete set' }));
  dialog = screen.getByRole('alertdialog', { name: 'Delete content set' });
  expect(dialog.textContent).toContain('Delete “Coders”?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(values().customContents.map((set: { title: string }) => set.title)).toEqual(['Artists', 'Old path']);
  expect(values().defaultSet).toBe('seta1b2c3d4');
});

it('creates a set only with a title and content, posting addSet with the sets and adopting the answer', async () => {
  const answered = { ...mission(), revision: 6 };
  const calls = stubApi([option('ltu_5', 'tutorial', 'Shadows')], () =>
    Response.json({ result: answered }, { headers: { etag: '"6"' } }),
  );
  const { tabCalls } = renderSets();
  await userEvent.click(screen.getByRole('button', { name: 'Create content set' }));
  const dialog = screen.getByRole('dialog', { name: 'New content set' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create set' }));
  expect(within(dialog).getByText('A set needs a title and at least one content item.')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Set title' }), '  Lighters ');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Set description' }), 'For lighters.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add content' }));
  const picker = screen.getByRole('dialog', { name: 'Add content to the set' });
  await userEvent.click(await within(picker).findByRole('button', { name: 'Add Shadows' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add content to the set' })).toBeNull());
  expect(within(dialog).getByText('Shadows')).toBeTruthy();
  expect(await seriousAxeViolations(document.body)).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create set' }));

  await waitFor(() => expect(tabCalls.adopt).toHaveBeenCalledTimes(1));
  const post = calls.find((call) => call.method === 'POST');
  expect(post?.url).toBe('/api/learn/mission/lms_1/addSet');
  expect(post?.headers['if-match']).toBe('"5"');
  expect(post?.body).toEqual({
    customContents: SETS,
    defaultSet: 'sete5f6a7b8',
    setTitle: 'Lighters',
    setDescription: 'For lighters.',
    setContentIds: ['ltu_5'],
    deprecated: false,
  });
  expect(tabCalls.adopt).toHaveBeenCalledWith({ item: answered, etag: '"6"' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('refuses internal-only content in a public mission before any call, with the §5 message', async () => {
  const calls = stubApi([option('ltu_9', 'tutorial', 'Staff lighting', true)], () => Response.json({}));
  renderSets();
  await userEvent.click(screen.getByRole('button', { name: 'Create content set' }));
  const dialog = screen.getByRole('dialog', { name: 'New content set' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add content' }));
  const picker = screen.getByRole('dialog', { name: 'Add content to the set' });
  await userEvent.click(await within(picker).findByRole('button', { name: 'Add Staff lighting' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add content to the set' })).toBeNull());
  expect(within(dialog).getByRole('alert').textContent).toBe(
    'Staff lighting of type: tutorial is Internal Only cannot add',
  );
  expect(within(dialog).getByText('No content chosen yet.')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

it('accepts internal-only content in an internal-only mission', async () => {
  stubApi([option('ltu_9', 'tutorial', 'Staff lighting', true)], () => Response.json({}));
  renderSets(mission({ internalOnly: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Create content set' }));
  const dialog = screen.getByRole('dialog', { name: 'New content set' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add content' }));
  const picker = screen.getByRole('dialog', { name: 'Add content to the set' });
  await userEvent.click(await within(picker).findByRole('button', { name: 'Add Staff lighting' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add content to the set' })).toBeNull());
  expect(within(dialog).queryByRole('alert')).toBeNull();
  expect(within(dialog).getByText('Staff lighting')).toBeTruthy();
});

it('shows the server’s add-time refusal in the dialog', async () => {
  stubApi([option('ltu_5', 'tutorial', 'Shadows')], () =>
    Response.json(
      { error: { key: 'mission_internalOnly_cannot_add', params: { title: 'Shadows', type: 'tutorial' } } },
      { status: 400 },
    ),
  );
  const { tabCalls } = renderSets();
  await userEvent.click(screen.getByRole('button', { name: 'Create content set' }));
  const dialog = screen.getByRole('dialog', { name: 'New content set' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Set title' }), 'Lighters');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add content' }));
  const picker = screen.getByRole('dialog', { name: 'Add content to the set' });
  await userEvent.click(await within(picker).findByRole('button', { name: 'Add Shadows' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add content to the set' })).toBeNull());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create set' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Shadows of type: tutorial is Internal Only cannot add',
  );
  expect(tabCalls.adopt).not.toHaveBeenCalled();
});

it('names the sets holding internal-only content of a public mission (§5 save-time messages)', () => {
  stubApi([], () => Response.json({}));
  const item = mission({
    contentMap: { ltu_1: card('ltu_1', 'tutorial', 'Lighting basics', true), lqz_2: card('lqz_2', 'quiz', 'Quiz') },
  });
  expect(missionInternalOnlyProblems(item).map((problem) => problem.params.setTitle)).toEqual(['Artists', 'Old path']);
  expect(missionInternalOnlyProblems({ ...item, internalOnly: true })).toEqual([]);
  renderSets(item);
  expect(within(setCard('Artists')).getByRole('alert').textContent).toBe(
    "Content set 'Artists' contains internal only content Lighting basics of type tutorial",
  );
  expect(within(setCard('Coders')).queryByRole('alert')).toBeNull();
});

it('shows the empty state', () => {
  stubApi([], () => Response.json({}));
  renderSets(mission({ draftCustomContents: [] }));
  expect(screen.getByText('No content sets yet. Create the first one.')).toBeTruthy();
});
