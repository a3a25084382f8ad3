import { FORMS } from '@questline/domain/schemas/forms';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderForm, seriousAxeViolations, stubFetch } from './parts/test-harness';
import { PathwayMissionsForm, pathwayMissionsDefaults } from './pathway-missions-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const missionCard = (id: string, title: string, prerequisiteIds: string[] = []) => ({
  id,
  type: 'mission',
  title,
  duration: 120,
  prerequisiteIds,
});

/** A pathway as the editor read answers it: two missions, the second needing the first, one of them placed. */
const pathway = {
  id: 'lpw_7',
  type: 'pathway',
  slug: 'real-time-foundations',
  language: 'en',
  title: 'Real-Time Foundations',
  duration: 6,
  missionIds: ['lms_1', 'lms_2'],
  missionPosition: { lms_1: { top: 20, left: 30 } },
  engineVersionId: null,
  missionMap: {
    lms_1: missionCard('lms_1', 'First scene'),
    lms_2: missionCard('lms_2', 'Scripting basics', ['lms_1']),
  },
  revision: 4,
};

/** GET /api/creator/contentOptions: published missions matching the search. */
const options = (url: URL) => {
  if (url.pathname !== '/api/creator/contentOptions') return undefined;
  const items = [
    { id: 'lms_1', title: 'First scene' },
    { id: 'lms_3', title: 'Lighting the level' },
  ].map((entry) => ({
    ...entry,
    type: 'mission',
    slug: entry.title.toLowerCase().replaceAll(' ', '-'),
    language: 'en',
    duration: 90,
    skillLevel: 'beginner',
    thumbnail: null,
  }));
  return { items };
};

const renderMissions = (schema = FORMS.draft.pathway.missions, item: Record<string, unknown> = pathway) =>
  renderForm(schema, pathwayMissionsDefaults(item), <PathwayMissionsForm item={item} />);

it('moves a mission card with the arrow keys, announces where it went and keeps every place', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { values } = renderMissions();
  const map = screen.getByRole('region', { name: 'Mission map' });
  const card = within(map).getByRole('button', { name: 'Move First scene on the map' });
  expect(card.style.left).toBe('30px');
  expect(card.style.top).toBe('20px');

  card.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
  expect(values().missionPosition).toEqual({
    lms_1: { top: 30, left: 50 },
    // The mission without a saved place keeps the one the map showed it at: the column after its prerequisite's.
    lms_2: { top: 16, left: 312 },
  });
  expect(card.style.left).toBe('50px');
  expect(within(map).getByRole('status').textContent).toBe(
    'First scene moved to 50 px from the left and 30 px from the top.',
  );

  await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
  // Places stay within the map.
  expect(values().missionPosition.lms_1).toEqual({ top: 0, left: 50 });
});

it('drags a mission card with the pointer', () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { values } = renderMissions();
  const card = screen.getByRole('button', { name: 'Move Scripting basics on the map' });
  fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(card, { pointerId: 1, clientX: 140, clientY: 120 });
  expect(values().missionPosition.lms_2).toBeUndefined();
  fireEvent.pointerUp(card, { pointerId: 1, clientX: 140, clientY: 120 });
  expect(values().missionPosition.lms_2).toEqual({ top: 36, left: 352 });
});

it('draws a line from a prerequisite to the mission that needs it, and names it on the card', () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { container } = renderMissions();
  const lines = [...container.querySelectorAll<SVGPathElement>('path[data-from]')];
  expect(lines.map((line) => `${line.dataset.from}->${line.dataset.to}`)).toEqual(['lms_1->lms_2']);
  // From the right middle of the prerequisite's card (30 + 224, 20 + 48) to the left middle of its dependent's.
  expect(lines[0]?.getAttribute('d')).toMatch(/^M 254 68 C .* 312 64$/);
  const card = screen.getByRole('button', { name: 'Move Scripting basics on the map' });
  expect(card.getAttribute('aria-describedby')).toBeTruthy();
  expect(within(card).getByText('After: First scene')).toBeTruthy();
});

it('adds a mission through the dialog once, with a free place on the map', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { values } = renderMissions();
  await userEvent.click(screen.getByRole('button', { name: 'Add mission' }));
  const dialog = screen.getByRole('dialog', { name: 'Add missions' });
  expect(await within(dialog).findByRole('button', { name: 'First scene is already added' })).toHaveProperty(
    'disabled',
    true,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lighting the level' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(values().missionIds).toEqual(['lms_1', 'lms_2', 'lms_3']);
  const places = values().missionPosition;
  expect(Object.keys(places)).toEqual(['lms_1', 'lms_2', 'lms_3']);
  // Below every card, in the first column.
  expect(places.lms_3).toEqual({ top: 156, left: 16 });
  expect(
    within(screen.getByRole('region', { name: 'Mission map' })).getByRole('button', {
      name: 'Move Lighting the level on the map',
    }),
  ).toBeTruthy();
});

it('removes a mission only after confirming, and its place with it', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { values } = renderMissions();
  await userEvent.click(screen.getByRole('button', { name: 'Remove First scene' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Remove mission' });
  expect(within(dialog).getByText(/Remove “First scene” from this pathway/)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  expect(values().missionIds).toEqual(['lms_1', 'lms_2']);

  await userEvent.click(screen.getByRole('button', { name: 'Remove First scene' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  expect(values().missionIds).toEqual(['lms_2']);
  expect(values().missionPosition).toEqual({ lms_2: { top: 16, left: 312 } });
  expect(screen.queryByRole('button', { name: 'Move First scene on the map' })).toBeNull();
});

it('refuses a duration below 1 and, to publish, a missing duration', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { submitted } = renderMissions();
  const duration = screen.getByRole('textbox', { name: 'Duration (weeks)' });
  expect(duration).toHaveProperty('value', '6');
  await userEvent.clear(duration);
  await userEvent.type(duration, '0');
  await userEvent.tab();
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  expect(await screen.findByText('The value must be at least 1.')).toBeTruthy();
  expect(duration.getAttribute('aria-invalid')).toBe('true');
  expect(submitted).toHaveLength(0);

  await userEvent.clear(duration);
  await userEvent.type(duration, '8');
  await userEvent.tab();
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toMatchObject({ duration: 8, missionIds: ['lms_1', 'lms_2'] });
});

it('needs a duration to publish, and keeps the engine version it is given', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { submitted, values } = renderMissions(FORMS.publish.pathway.missions, { ...pathway, duration: undefined });
  await userEvent.type(screen.getByRole('textbox', { name: 'Engine version' }), '6000.1');
  expect(values().engineVersionId).toBe('6000.1');
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  expect(await screen.findByText('This field is required.')).toBeTruthy();
  expect(submitted).toHaveLength(0);
});

it('has no serious accessibility problem', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { container } = renderMissions();
  expect(await seriousAxeViolations(container)).toEqual([]);
});
