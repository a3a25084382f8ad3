import { FORMS } from '@questline/domain/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderForm, seriousAxeViolations, stubFetch } from './parts/test-harness';
import { QuestionsForm, questionsFormDefaults } from './questions-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

const question = (id: string, text: string, correct: readonly boolean[] = [true, false]) => ({
  id,
  body: doc(text),
  contentIds: ['ltu_3'],
  skillIds: [],
  shuffleOptions: false,
  options: correct.map((isCorrect, index) => ({
    id: `${id}o${index}`,
    body: doc(`${text} option ${index + 1}`),
    correct: isCorrect,
  })),
  quizFeedback: { correct: null, wrong: null },
});

/** A quiz as GET /api/learn/quiz/{id}?edit=true answers it (the fields the questions form reads). */
const quiz = (questions: unknown[] = []) => ({
  id: 'lqz_4',
  type: 'quiz',
  slug: 'lighting-check',
  language: 'en',
  title: 'Lighting check',
  engineVersionRange: '_',
  questions,
  revision: 2,
});

const SKILL = {
  id: 'lsk_9',
  type: 'skill',
  title: 'Light baking',
  slug: 'light-baking',
  language: 'en',
  duration: null,
  skillLevel: null,
  thumbnail: null,
};

/** The creator API: the skill catalogue holds `skills`; the quiz's extends name nothing. */
const api = (skills: unknown[]) => (url: URL) => {
  if (url.pathname === '/api/creator/contentOptions') return { items: skills };
  if (url.pathname.endsWith('/extends')) return { breadcrumb: [], quizData: { contentMap: {} } };
  return undefined;
};

const renderQuestions = (
  questions: unknown[] = [],
  options: { mode?: 'draft' | 'publish'; skills?: unknown[] } = {},
) => {
  vi.stubGlobal('fetch', stubFetch(api(options.skills ?? [])).fetchStub);
  const item = quiz(questions);
  return renderForm(
    FORMS[options.mode ?? 'draft'].quiz.questions,
    questionsFormDefaults(item),
    <QuestionsForm item={item} />,
  );
};

const group = (name: string) => screen.getByRole('group', { name });

it('reads the item into values the draft schema accepts, keeping question and option ids', () => {
  const values = questionsFormDefaults(quiz([question('q0000000a', 'Which light bakes?')]));
  expect(values.questions[0]).toMatchObject({
    id: 'q0000000a',
    contentIds: ['ltu_3'],
    options: [
      { id: 'q0000000ao0', correct: true },
      { id: 'q0000000ao1', correct: false },
    ],
  });
  const parsed = FORMS.draft.quiz.questions.parse(values);
  expect(parsed.questions[0]?.id).toBe('q0000000a');
  expect(parsed.questions[0]?.options.map((option) => option.id)).toEqual(['q0000000ao0', 'q0000000ao1']);
});

it('adds a question with two empty options, neither correct, and adds options to it', async () => {
  const { values } = renderQuestions();
  expect(screen.getByText('This quiz has no questions yet. Add the first one below.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Add question' }));

  const first = group('Question 1');
  expect(await within(first).findByRole('textbox', { name: 'Question 1 text' }, { timeout: 10_000 })).toBeTruthy();
  expect(within(first).getByRole('textbox', { name: 'Option 1' })).toBeTruthy();
  expect(within(first).getByRole('textbox', { name: 'Option 2' })).toBeTruthy();
  expect(within(first).getByRole('checkbox', { name: 'Option 1 is correct' })).toHaveProperty('checked', false);
  expect(within(first).getByRole('checkbox', { name: 'Option 2 is correct' })).toHaveProperty('checked', false);
  expect(values().questions).toHaveLength(1);
  expect(values().questions[0].options).toEqual([
    { body: { type: 'doc', content: [] }, correct: false },
    { body: { type: 'doc', content: [] }, correct: false },
  ]);
  // The server gives a new question its id on save.
  expect(values().questions[0].id).toBeUndefined();

  await userEvent.click(within(first).getByRole('button', { name: 'Add option' }));
  expect(within(first).getByRole('textbox', { name: 'Option 3' })).toBeTruthy();
  expect(values().questions[0].options).toHaveLength(3);
  expect(screen.getByRole('heading', { name: 'Questions (1)' })).toBeTruthy();
});

it('marks options correct and toggles shuffling', async () => {
  const { values } = renderQuestions([question('q1', 'Which light bakes?', [false, false])]);
  const first = group('Question 1');
  await userEvent.click(within(first).getByRole('checkbox', { name: 'Option 2 is correct' }));
  expect(values().questions[0].options.map((option: { correct: boolean }) => option.correct)).toEqual([false, true]);
  await userEvent.click(within(first).getByRole('checkbox', { name: 'Option 1 is correct' }));
  await userEvent.click(within(first).getByRole('checkbox', { name: 'Option 2 is correct' }));
  expect(values().questions[0].options.map((option: { correct: boolean }) => option.correct)).toEqual([true, false]);

  await userEvent.click(within(first).getByRole('checkbox', { name: 'Shuffle options' }));
  expect(values().questions[0].shuffleOptions).toBe(true);
});

it('deletes an option only after Delete in the confirmation, keeping the other option’s id', async () => {
  const { values } = renderQuestions([question('q1', 'Which light bakes?', [true, false, false])]);
  const first = group('Question 1');
  await userEvent.click(within(first).getByRole('button', { name: 'Delete option 1' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Delete option 1 of question 1?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(values().questions[0].options).toHaveLength(3);

  await userEvent.click(within(first).getByRole('button', { name: 'Delete option 1' }));
  dialog = screen.getByRole('alertdialog', { name: 'Delete option 1 of question 1?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(values().questions[0].options.map((option: { id: string }) => option.id)).toEqual(['q1o1', 'q1o2']);
  expect(within(first).queryByRole('textbox', { name: 'Option 3' })).toBeNull();
});

it('deletes a question only after Delete in the confirmation', async () => {
  const { values } = renderQuestions([question('q1', 'First'), question('q2', 'Second')]);
  await userEvent.click(screen.getByRole('button', { name: 'Delete question 1' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete question 1?' });
  expect(within(dialog).getByText(/options, feedback and skills are removed/)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(values().questions.map((entry: { id: string }) => entry.id)).toEqual(['q2']);
  expect(screen.queryByRole('group', { name: 'Question 2' })).toBeNull();
});

it('moves questions with the move buttons', async () => {
  const { values } = renderQuestions([question('q1', 'First'), question('q2', 'Second')]);
  expect(screen.getByRole('button', { name: 'Move question 1 up' })).toHaveProperty('disabled', true);
  expect(screen.getByRole('button', { name: 'Move question 2 down' })).toHaveProperty('disabled', true);
  await userEvent.click(screen.getByRole('button', { name: 'Move question 1 down' }));
  expect(values().questions.map((entry: { id: string }) => entry.id)).toEqual(['q2', 'q1']);
  // The numbers follow the order: the moved question is now Question 2.
  await waitFor(() =>
    expect(within(group('Question 2')).getByRole('textbox', { name: 'Question 2 text' }).textContent).toBe('First'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
  expect(values().questions.map((entry: { id: string }) => entry.id)).toEqual(['q1', 'q2']);
});

it('reorders questions from the keyboard with the drag handle', async () => {
  const { values } = renderQuestions([question('q1', 'First'), question('q2', 'Second')]);
  // happy-dom lays nothing out: give each question a box, one below the other, so the keyboard sensor can measure.
  const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('ol > li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 400, width: 600, height: 380 });
  });
  try {
    const handle = screen.getByRole('button', { name: 'Drag Question 1 to reorder' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(values().questions.map((entry: { id: string }) => entry.id)).toEqual(['q2', 'q1']));
  } finally {
    rect.mockRestore();
  }
});

it('adds correct and wrong feedback, and removes feedback after a confirmation', async () => {
  const { values } = renderQuestions([question('q1', 'Which light bakes?')]);
  const first = group('Question 1');
  await userEvent.click(within(first).getByRole('button', { name: 'Add correct feedback' }));
  const correct = await within(first).findByRole('textbox', { name: 'Correct feedback' }, { timeout: 10_000 });
  expect(within(first).queryByRole('button', { name: 'Add correct feedback' })).toBeNull();
  await userEvent.click(correct);
  await userEvent.paste('Well spotted.');
  await waitFor(() => expect(JSON.stringify(values().questions[0].quizFeedback.correct)).toContain('Well spotted.'));

  await userEvent.click(within(first).getByRole('button', { name: 'Add wrong feedback' }));
  expect(await within(first).findByRole('textbox', { name: 'Wrong feedback' })).toBeTruthy();
  // Added feedback stays while it is still empty.
  expect(values().questions[0].quizFeedback.wrong ?? null).toBeNull();

  await userEvent.click(within(first).getByRole('button', { name: 'Remove correct feedback' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete the correct feedback of question 1?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(first).queryByRole('textbox', { name: 'Correct feedback' })).toBeNull());
  expect(values().questions[0].quizFeedback.correct).toBeNull();
  expect(within(first).getByRole('button', { name: 'Add correct feedback' })).toBeTruthy();
  expect(within(first).getByRole('textbox', { name: 'Wrong feedback' })).toBeTruthy();
});

it('opens the skill picker with its empty state when the catalogue has no skills', async () => {
  renderQuestions([question('q1', 'Which light bakes?')]);
  const first = group('Question 1');
  expect(within(first).getByText('No skills yet.')).toBeTruthy();
  await userEvent.click(within(first).getByRole('button', { name: 'Add skill' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add skills to question 1' });
  await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('0 results'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('adds, reorders and removes a question’s skills', async () => {
  const { values } = renderQuestions([{ ...question('q1', 'Which light bakes?'), skillIds: ['lsk_2'] }], {
    skills: [SKILL],
  });
  const first = group('Question 1');
  await userEvent.click(within(first).getByRole('button', { name: 'Add skill' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add skills to question 1' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Light baking' }));
  expect(within(dialog).getByRole('button', { name: 'Light baking is already added' })).toHaveProperty(
    'disabled',
    true,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(values().questions[0].skillIds).toEqual(['lsk_2', 'lsk_9']);

  const skills = within(first).getByRole('list', { name: 'Skills of question 1' });
  await userEvent.click(within(skills).getByRole('button', { name: 'Move Light baking up' }));
  expect(values().questions[0].skillIds).toEqual(['lsk_9', 'lsk_2']);
  await userEvent.click(within(skills).getByRole('button', { name: 'Remove Light baking' }));
  expect(values().questions[0].skillIds).toEqual(['lsk_2']);
});

it('shows the publish rules’ errors next to the fields and the list', async () => {
  const { submitted } = renderQuestions([], { mode: 'publish' });
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  expect(await screen.findByText('A quiz needs at least one question.')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  const text = await screen.findByRole('textbox', { name: 'Question 1 text' }, { timeout: 10_000 });
  await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
  expect(submitted).toHaveLength(0);
});

it('says when a question has no correct option', async () => {
  const { submitted } = renderQuestions([question('q1', 'Which light bakes?', [false, false])], { mode: 'publish' });
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  expect(await within(group('Question 1')).findByText('Each question needs at least one correct option.')).toBeTruthy();
  expect(submitted).toHaveLength(0);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Option 1 is correct' }));
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]?.questions[0]).toMatchObject({ id: 'q1', contentIds: ['ltu_3'] });
});

it('has no serious or critical axe violations', async () => {
  const { container } = renderQuestions([
    { ...question('q1', 'First'), quizFeedback: { correct: doc('Yes.'), wrong: null } },
    question('q2', 'Second'),
  ]);
  await screen.findAllByRole('textbox', { name: 'Correct feedback' }, { timeout: 10_000 });
  expect(await seriousAxeViolations(container)).toEqual([]);
});
