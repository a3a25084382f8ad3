import { FORMS } from '@questline/domain/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { MissionAssessmentsForm, missionAssessmentsDefaults } from './mission-assessments-form';
import { MissionDetailsForm, missionDetailsDefaults } from './mission-details-form';
import { MissionGeneralForm, missionGeneralDefaults } from './mission-general-form';
import { MissionMapForm, missionMapDefaults } from './mission-map-form';
import { renderForm, seriousAxeViolations, stubFetch } from './parts/test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (id: string, type: string, title: string) => ({ id, type, title, duration: 30 });
const option = (id: string, type: string, title: string) => ({
  ...card(id, type, title),
  slug: title.toLowerCase().replaceAll(' ', '-'),
  language: 'en',
  skillLevel: 'beginner',
  thumbnail: null,
});

/** A mission draft as GET /api/learn/mission/{id}?edit=true answers it (§3.3 draft copies and maps). */
const mission = (overrides: Record<string, unknown> = {}) => ({
  id: 'lms_1',
  type: 'mission',
  language: 'en',
  title: 'Light the scene',
  shortDescription: 'Bake and mix lights.',
  description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Lights.' }] }] },
  thumbnailId: 'f1.png',
  thumbnail: { id: 'f1.png', url: '/files/f1.png' },
  badgeThumbnailId: 'f2.png',
  competencyIds: ['lcp_1'],
  draftCompetencyIds: [],
  assessmentItem: [{ op: 'And', value: 'ltu_1' }],
  draftAssessmentItem: [
    { op: 'And', value: 'ltu_1' },
    { op: 'Or', value: 'lqz_2' },
  ],
  prerequisiteIds: ['lms_2'],
  dependentIds: ['lms_3'],
  points: [{ categoryId: 'essentials', point: 40 }],
  freeAssets: [{ packageId: 'pkg-lights', note: 'Light pack' }],
  hidden: false,
  internalOnly: false,
  contentMap: { ltu_1: card('ltu_1', 'tutorial', 'Lighting basics'), lqz_2: card('lqz_2', 'quiz', 'Lighting quiz') },
  missionMap: { lms_2: card('lms_2', 'mission', 'Meet the editor'), lms_3: card('lms_3', 'mission', 'Night lights') },
  competencyMap: { lcp_1: card('lcp_1', 'competency', 'Lighting artist') },
  ...overrides,
});

const withOptions = (items: unknown[]) => {
  const stub = stubFetch((url) => (url.pathname === '/api/creator/contentOptions' ? { items } : undefined));
  vi.stubGlobal('fetch', stub.fetchStub);
  return stub;
};

it('reads the draft copies: the draft competencies and the draft assessment list', () => {
  const item = mission();
  expect(missionGeneralDefaults(item)).toMatchObject({
    title: 'Light the scene',
    shortDescription: 'Bake and mix lights.',
    thumbnailId: 'f1.png',
    badgeThumbnailId: 'f2.png',
    competencyIds: [],
  });
  expect(missionGeneralDefaults(mission({ draftCompetencyIds: undefined })).competencyIds).toEqual(['lcp_1']);
  expect(missionAssessmentsDefaults(item).assessmentItem).toHaveLength(2);
  expect(FORMS.draft.mission.general.safeParse(missionGeneralDefaults(item)).success).toBe(true);
  expect(FORMS.draft.mission.details.safeParse(missionDetailsDefaults(item)).success).toBe(true);
});

it('general: shows both images, an empty competency list, and adds a competency', async () => {
  withOptions([option('lcp_1', 'competency', 'Lighting artist')]);
  const item = mission();
  const { values } = renderForm(
    FORMS.draft.mission.general,
    missionGeneralDefaults(item),
    <MissionGeneralForm item={item} />,
  );
  expect(screen.getByRole('textbox', { name: 'Short description' })).toHaveProperty('value', 'Bake and mix lights.');
  const badge = screen.getByRole('group', { name: 'Badge thumbnail' });
  expect(within(badge).getByRole('img').getAttribute('src')).toBe('/files/f2.png');
  expect(within(badge).getByRole('button', { name: 'Replace image' })).toBeTruthy();
  expect(screen.getByText('No competencies yet.')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Add competency' }));
  const dialog = screen.getByRole('dialog', { name: 'Add competencies' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Lighting artist' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(values().competencyIds).toEqual(['lcp_1']);
  expect(within(screen.getByRole('list', { name: 'Competencies' })).getByText('Lighting artist')).toBeTruthy();
  expect(await seriousAxeViolations(document.body)).toEqual([]);
});

it('general: a badge thumbnail is needed to publish', () => {
  const values = missionGeneralDefaults(mission({ badgeThumbnailId: null }));
  expect(FORMS.publish.mission.general.safeParse(values).success).toBe(false);
});

it('assessments: lists the draft items under the mission’s field name', () => {
  withOptions([]);
  const item = mission();
  renderForm(FORMS.draft.mission.assessments, missionAssessmentsDefaults(item), <MissionAssessmentsForm item={item} />);
  const rows = within(screen.getByRole('list', { name: 'Assessment items' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Lighting basics'),
    expect.stringContaining('Lighting quiz'),
  ]);
});

it('map: adds a prerequisite mission (never itself), removes one, and shows dependents read-only', async () => {
  const { calls } = withOptions([
    option('lms_1', 'mission', 'Light the scene'),
    option('lms_4', 'mission', 'Sound the scene'),
  ]);
  const item = mission();
  const { values } = renderForm(FORMS.draft.mission.map, missionMapDefaults(item), <MissionMapForm item={item} />);
  const prerequisites = screen.getByRole('list', { name: 'Prerequisite missions' });
  expect(within(prerequisites).getByText('Meet the editor')).toBeTruthy();
  const dependents = screen.getByRole('list', { name: 'Missions that follow this one' });
  expect(within(dependents).getByText('Night lights')).toBeTruthy();
  expect(within(dependents).queryByRole('button')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Add prerequisite' }));
  const dialog = screen.getByRole('dialog', { name: 'Add prerequisite missions' });
  expect(await within(dialog).findByRole('button', { name: 'Light the scene is already added' })).toHaveProperty(
    'disabled',
    true,
  );
  expect(calls.at(-1)?.searchParams.get('types')).toBe('mission');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sound the scene' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(values().prerequisiteIds).toEqual(['lms_2', 'lms_4']);

  await userEvent.click(within(prerequisites).getByRole('button', { name: 'Remove Meet the editor' }));
  expect(values().prerequisiteIds).toEqual(['lms_4']);
  expect(await seriousAxeViolations(document.body)).toEqual([]);
});

it('map: shows the empty states', () => {
  withOptions([]);
  const item = mission({ prerequisiteIds: [], dependentIds: [] });
  renderForm(FORMS.draft.mission.map, missionMapDefaults(item), <MissionMapForm item={item} />);
  expect(screen.getByText('No prerequisites: this mission can be started first.')).toBeTruthy();
  expect(screen.getByText('No published mission follows this one yet.')).toBeTruthy();
});

it('details: sets points, adds free assets without duplicates, writes notes and sets the flags', async () => {
  const item = mission();
  const { values, submitted } = renderForm(
    FORMS.draft.mission.details,
    missionDetailsDefaults(item),
    <MissionDetailsForm />,
  );
  expect(screen.getByRole('textbox', { name: 'Essentials' })).toHaveProperty('value', '40');
  await userEvent.clear(screen.getByRole('textbox', { name: 'Programming' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Programming' }), '15');
  await userEvent.tab();
  expect(values().points).toEqual([
    { categoryId: 'essentials', point: 40 },
    { categoryId: 'programming', point: 15 },
  ]);

  const packageId = screen.getByRole('textbox', { name: 'Package ID' });
  await userEvent.type(packageId, 'pkg-lights');
  await userEvent.click(screen.getByRole('button', { name: 'Add free asset' }));
  expect(screen.getByRole('alert').textContent).toBe('pkg-lights is already a free asset.');
  expect(values().freeAssets).toHaveLength(1);

  await userEvent.clear(packageId);
  await userEvent.type(packageId, ' pkg-sky {Enter}');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(values().freeAssets).toEqual([
    { packageId: 'pkg-lights', note: 'Light pack' },
    { packageId: 'pkg-sky', note: '' },
  ]);
  const sky = screen.getByRole('group', { name: 'Free asset pkg-sky' });
  await userEvent.type(within(sky).getByRole('textbox', { name: 'Note' }), 'Skyboxes');
  await userEvent.click(screen.getByRole('button', { name: 'Remove free asset pkg-lights' }));
  expect(values().freeAssets).toEqual([{ packageId: 'pkg-sky', note: 'Skyboxes' }]);

  await userEvent.click(screen.getByRole('checkbox', { name: 'Hidden' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Internal only' }));
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toMatchObject({ hidden: true, internalOnly: true, freeAssets: [{ packageId: 'pkg-sky' }] });

  // The platform's unlock packages are offered by title, each until it is listed, and listed by title and id.
  await userEvent.click(screen.getByRole('button', { name: 'Karting template, part 2' }));
  expect(values().freeAssets).toEqual([
    { packageId: 'pkg-sky', note: 'Skyboxes' },
    { packageId: 'karting-template-2', note: '' },
  ]);
  expect(screen.queryByRole('button', { name: 'Karting template, part 2' })).toBeNull();
  expect(screen.getByRole('button', { name: 'First-person shooter template' })).toBeTruthy();
  const karting = screen.getByRole('group', { name: 'Free asset karting-template-2' });
  expect(karting.textContent).toContain('Karting template, part 2 karting-template-2');
  expect(await seriousAxeViolations(document.body)).toEqual([]);
});
