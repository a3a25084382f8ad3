import { FORMS } from '@questline/domain/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { AssessmentsField, assessmentItemsOf } from './assessments-field';
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

/** A mission as the editor read answers it: the assessment items with their cards in contentMap. */
const mission = (assessmentItem: unknown[]) => ({
  id: 'lms_1',
  type: 'mission',
  language: 'en',
  title: 'Light the scene',
  draftAssessmentItem: assessmentItem,
  contentMap: {
    ltu_1: card('ltu_1', 'tutorial', 'Lighting basics'),
    lqz_2: card('lqz_2', 'quiz', 'Lighting quiz'),
    lpr_3: card('lpr_3', 'project', 'Night scene'),
  },
});

const OPTIONS = [
  option('ltu_1', 'tutorial', 'Lighting basics'),
  option('ltu_5', 'tutorial', 'Shadows'),
  option('lms_1', 'mission', 'Light the scene'),
];

const renderAssessments = (items: unknown[], name: 'assessmentItem' | 'assessmentItems' = 'assessmentItem') => {
  const { fetchStub, calls } = stubFetch((url) =>
    url.pathname === '/api/creator/contentOptions' ? { items: OPTIONS } : undefined,
  );
  vi.stubGlobal('fetch', fetchStub);
  const item = mission(items);
  const schema = name === 'assessmentItem' ? FORMS.draft.mission.assessments : FORMS.draft.pathway.assessments;
  const view = renderForm(
    schema,
    { [name]: assessmentItemsOf(item.draftAssessmentItem) },
    <AssessmentsField
      name={name}
      types={['tutorial', 'quiz', 'project', 'course', 'mission']}
      item={item}
      excludeIds={['lms_1']}
    />,
  );
  return { ...view, calls };
};

const list = () => screen.getByRole('list', { name: 'Assessment items' });

it('reads stored items, dropping entries without an id and reading any op but Or as And', () => {
  expect(
    assessmentItemsOf([{ op: 'Or', value: 'ltu_1' }, { op: 'x', value: 'lqz_2' }, { op: 'And' }, null, 'ltu_1']),
  ).toEqual([
    { op: 'Or', value: 'ltu_1' },
    { op: 'And', value: 'lqz_2' },
  ]);
  expect(assessmentItemsOf(undefined)).toEqual([]);
});

it('lists items with their titles and a Relation select on every row but the first', async () => {
  const { values } = renderAssessments([
    { op: 'And', value: 'ltu_1' },
    { op: 'Or', value: 'lqz_2' },
  ]);
  const rows = within(list()).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0] as HTMLElement).getByText('Lighting basics')).toBeTruthy();
  expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /Relation/ })).toBeNull();
  const relation = within(rows[1] as HTMLElement).getByRole('button', { name: /Relation/ });
  expect(relation.textContent).toContain('Or');

  await userEvent.click(relation);
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'And' }));
  expect(values().assessmentItem).toEqual([
    { op: 'And', value: 'ltu_1' },
    { op: 'And', value: 'lqz_2' },
  ]);
  expect(await seriousAxeViolations(document.body)).toEqual([]);
});

it('adds items through the add-content dialog once, never the item itself', async () => {
  const { values, calls } = renderAssessments([{ op: 'And', value: 'ltu_1' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Add assessment item' }));
  const dialog = screen.getByRole('dialog', { name: 'Add assessment items' });
  expect(await within(dialog).findByRole('button', { name: 'Lighting basics is already added' })).toHaveProperty(
    'disabled',
    true,
  );
  expect(within(dialog).getByRole('button', { name: 'Light the scene is already added' })).toHaveProperty(
    'disabled',
    true,
  );
  expect(calls.at(-1)?.searchParams.get('types')).toBe('tutorial,quiz,project,course,mission');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Shadows' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  expect(values().assessmentItem).toEqual([
    { op: 'And', value: 'ltu_1' },
    { op: 'And', value: 'ltu_5' },
  ]);
  expect(within(list()).getByText('Shadows')).toBeTruthy();
});

it('deletes only after confirmation; deleting the first turns a following Or into And', async () => {
  const { values } = renderAssessments(
    [
      { op: 'And', value: 'ltu_1' },
      { op: 'Or', value: 'lqz_2' },
      { op: 'Or', value: 'lpr_3' },
    ],
    'assessmentItems',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete Lighting basics' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Delete assessment item' });
  expect(within(dialog).getByText('Remove Lighting basics from the assessments?')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(values().assessmentItems).toHaveLength(3);

  await userEvent.click(screen.getByRole('button', { name: 'Delete Lighting basics' }));
  dialog = screen.getByRole('alertdialog', { name: 'Delete assessment item' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(values().assessmentItems).toEqual([
    { op: 'And', value: 'lqz_2' },
    { op: 'Or', value: 'lpr_3' },
  ]);
  const rows = within(list()).getAllByRole('listitem');
  expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /Relation/ })).toBeNull();
});

it('shows the empty state', () => {
  renderAssessments([]);
  expect(screen.getByText('No assessment items yet.')).toBeTruthy();
});
