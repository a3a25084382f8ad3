import { FORMS } from '@questline/domain/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderForm, seriousAxeViolations, stubFetch } from './parts/test-harness';
import { PathwayDetailsForm, pathwayDetailsDefaults } from './pathway-details-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A pathway's details as the editor read answers them, with one highlight and the completion video stored whole. */
const pathway = {
  id: 'lpw_7',
  type: 'pathway',
  language: 'en',
  title: 'Real-Time Foundations',
  points: [{ categoryId: 'essentials', point: 200 }],
  group: null,
  hidden: false,
  internalOnly: false,
  highlightIds: ['ltu_1'],
  completeVideo: { id: 'vid-done', title: 'You made it' },
  contentMap: { ltu_1: { id: 'ltu_1', type: 'tutorial', title: 'Lighting basics', duration: 95 } },
  revision: 4,
};

/** GET /api/creator/contentOptions: published items of any type. */
const options = (url: URL) => {
  if (url.pathname !== '/api/creator/contentOptions') return undefined;
  const items = [
    { id: 'ltu_1', type: 'tutorial', title: 'Lighting basics' },
    { id: 'lms_3', type: 'mission', title: 'Lighting the level' },
    { id: 'lpw_7', type: 'pathway', title: 'Real-Time Foundations' },
  ].map((entry) => ({
    ...entry,
    slug: entry.title.toLowerCase().replaceAll(' ', '-'),
    language: 'en',
    duration: 30,
    skillLevel: 'beginner',
    thumbnail: null,
  }));
  return { items };
};

const renderDetails = (schema = FORMS.draft.pathway.details) =>
  renderForm(schema, pathwayDetailsDefaults(pathway), <PathwayDetailsForm item={pathway} />);

it('reads the stored completion video and points, and sends the detail fields of §7.2', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { submitted } = renderDetails();
  expect(screen.getByRole('textbox', { name: 'Completion video ID' })).toHaveProperty('value', 'vid-done');
  expect(screen.getByRole('textbox', { name: 'Completion video title' })).toHaveProperty('value', 'You made it');
  expect(screen.getByRole('textbox', { name: 'Essentials' })).toHaveProperty('value', '200');

  await userEvent.type(screen.getByRole('textbox', { name: 'Group ID' }), 'grp-42');
  await userEvent.type(screen.getByRole('textbox', { name: 'Group URL' }), 'https://community.example.test/g/42');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hidden' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Internal only' }));
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toEqual({
    points: [{ categoryId: 'essentials', point: 200 }],
    group: { groupId: 'grp-42', url: 'https://community.example.test/g/42' },
    hidden: true,
    internalOnly: true,
    highlightIds: ['ltu_1'],
    completeVideoId: 'vid-done',
    completeVideoTitle: 'You made it',
  });
});

it('adds highlights of any published type once, not the pathway itself, and removes them', async () => {
  const { fetchStub, calls } = stubFetch(options);
  vi.stubGlobal('fetch', fetchStub);
  const { values } = renderDetails();
  const list = screen.getByRole('list', { name: 'Highlights' });
  expect(within(list).getByText('Lighting basics')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Add highlight' }));
  const dialog = screen.getByRole('dialog', { name: 'Add highlights' });
  expect(await within(dialog).findByRole('button', { name: 'Lighting basics is already added' })).toHaveProperty(
    'disabled',
    true,
  );
  expect(calls.at(-1)?.searchParams.get('types')).toBe('tutorial,project,course,quiz,liveSession,mission,pathway');
  expect(within(dialog).getByRole('button', { name: 'Real-Time Foundations is already added' })).toHaveProperty(
    'disabled',
    true,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lighting the level' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(values().highlightIds).toEqual(['ltu_1', 'lms_3']);

  await userEvent.click(within(list).getByRole('button', { name: 'Remove Lighting basics' }));
  expect(values().highlightIds).toEqual(['lms_3']);
});

it('refuses a group URL that is not a web address', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { submitted } = renderDetails();
  await userEvent.type(screen.getByRole('textbox', { name: 'Group ID' }), 'grp-42');
  await userEvent.type(screen.getByRole('textbox', { name: 'Group URL' }), 'not a url');
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  expect(await screen.findByText('Enter a valid URL.')).toBeTruthy();
  expect(submitted).toHaveLength(0);
});

it('has no serious accessibility problem', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { container } = renderDetails();
  expect(await seriousAxeViolations(container)).toEqual([]);
});
