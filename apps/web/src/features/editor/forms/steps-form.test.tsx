import { LAB_LIMITS } from '@questline/domain/lab/definition';
import { FORMS } from '@questline/domain/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { fieldProblemsOf, setFieldProblems } from '../lib/field-errors';
import { renderForm, seriousAxeViolations } from './parts/test-harness';
import { StepsForm, stepsFormDefaults } from './steps-form';

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** A tutorial as GET /api/learn/tutorial/{id}?edit=true answers it (the fields the steps form reads). */
const tutorial = (sections: unknown[] = []) => ({
  id: 'ltu_7',
  type: 'tutorial',
  slug: 'lighting-basics',
  language: 'en',
  title: 'Lighting basics',
  skillLevel: 'beginner',
  duration: 95,
  estimationInHour: 1,
  estimationInMinute: 35,
  engineVersionRange: '_',
  sections,
  revision: 4,
});

const renderSteps = (sections: unknown[] = []) =>
  renderForm(FORMS.draft.tutorial.steps, stepsFormDefaults(tutorial(sections)), <StepsForm />);

it('reads the item into values the draft schema accepts', () => {
  const values = stepsFormDefaults(
    tutorial([
      { id: 's1', title: 'Intro', body: doc('Hello'), type: 'text', optionType: 'required', contentIds: [] },
      { id: 's2', title: 'Try it', type: 'lab', labUrl: 'https://lab.example.test/1' },
    ]),
  );
  expect(values.sections).toHaveLength(2);
  expect(values.sections?.[1]).toMatchObject({
    type: 'lab',
    labUrl: 'https://lab.example.test/1',
    optionType: 'required',
  });
  expect(FORMS.draft.tutorial.steps.safeParse(values).success).toBe(true);
});

it('disables "Add lab step" with an explanation once the tutorial has its lab step', async () => {
  const { values } = renderSteps([{ id: 's1', title: 'Intro', type: 'text' }]);
  const addLab = screen.getByRole('button', { name: 'Add lab step' });
  expect(addLab).toHaveProperty('disabled', false);
  await userEvent.click(addLab);
  expect(values().sections.map((section: { type: string }) => section.type)).toEqual(['text', 'lab']);
  // The new step carries a client id so comments and records stay attached once saved.
  expect(values().sections[1].id).toMatch(/^s[0-9a-f]{8}$/);
  expect(screen.getByRole('button', { name: 'Add lab step' })).toHaveProperty('disabled', true);
  expect(screen.getByRole('button', { name: 'Add lab step' }).getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByText('A tutorial can have only one lab step.')).toBeTruthy();
  // Text and submission steps can still be added.
  expect(screen.getByRole('button', { name: 'Add submission step' })).toHaveProperty('disabled', false);
  await userEvent.click(screen.getByRole('button', { name: 'Add submission step' }));
  expect(screen.getByRole('button', { name: 'Add submission step' })).toHaveProperty('disabled', true);
  expect(screen.getByRole('button', { name: 'Add text step' })).toHaveProperty('disabled', false);
});

it('shows error_URL next to a bad lab URL after validation', async () => {
  const { submitted } = renderSteps();
  await userEvent.click(screen.getByRole('button', { name: 'Add lab step' }));
  await userEvent.click(screen.getByRole('radio', { name: 'External lab URL' }));
  const labUrl = screen.getByRole('textbox', { name: 'Lab URL' });
  await userEvent.type(labUrl, 'not a url');
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  const message = await screen.findByText('Enter a valid URL.');
  expect(labUrl.getAttribute('aria-invalid')).toBe('true');
  expect(labUrl.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  expect(submitted).toHaveLength(0);

  await userEvent.clear(labUrl);
  await userEvent.type(labUrl, 'https://lab.example.test/run');
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(screen.queryByText('Enter a valid URL.')).toBeNull();
});

it('deletes a step only after Yes in the delete confirmation, with its own wording for submission steps', async () => {
  const { values } = renderSteps([
    { id: 's1', title: 'Intro', type: 'text' },
    { id: 's2', title: 'Show your scene', type: 'submission', submissionType: 'image' },
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Step 1: Intro' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Delete step' });
  expect(within(dialog).getByText(/Delete the step “Intro”/)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(values().sections).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'Delete Step 2: Show your scene' }));
  dialog = screen.getByRole('alertdialog', { name: 'Delete submission step' });
  expect(within(dialog).getByText(/Learners will no longer be able to submit/)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(values().sections.map((section: { id: string }) => section.id)).toEqual(['s1']);
});

it('collapses one step or all of them, and moves steps', async () => {
  const { values } = renderSteps([
    { id: 's1', title: 'Intro', type: 'text' },
    { id: 's2', title: 'Practice', type: 'text' },
  ]);
  const first = screen.getByRole('button', { name: /Step 1: Intro/, expanded: true });
  await userEvent.click(first);
  expect(first.getAttribute('aria-expanded')).toBe('false');
  expect(document.getElementById(first.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Collapse all steps' }));
  expect(screen.getByRole('button', { name: /Step 2: Practice/, expanded: false })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Expand all steps' }));
  expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);

  expect(screen.getByRole('button', { name: 'Move Step 1: Intro up' })).toHaveProperty('disabled', true);
  await userEvent.click(screen.getByRole('button', { name: 'Move Step 1: Intro down' }));
  expect(values().sections.map((section: { id: string }) => section.id)).toEqual(['s2', 's1']);
});

it('reorders steps from the keyboard with the drag handle', async () => {
  const { values } = renderSteps([
    { id: 's1', title: 'Intro', type: 'text' },
    { id: 's2', title: 'Practice', type: 'text' },
  ]);
  // happy-dom lays nothing out: give each step a box, one below the other, so the keyboard sensor can measure.
  const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 100, width: 600, height: 90 });
  });
  const handle = screen.getByRole('button', { name: 'Drag Step 1: Intro to reorder' });
  expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
  handle.focus();
  await userEvent.keyboard('[Space]');
  await userEvent.keyboard('[ArrowDown]');
  await userEvent.keyboard('[Space]');
  await waitFor(() => expect(values().sections.map((section: { id: string }) => section.id)).toEqual(['s2', 's1']));
  rect.mockRestore();
});

it('offers the §9 hour and minute options for the estimation', async () => {
  const { values } = renderSteps();
  await userEvent.click(screen.getByRole('button', { name: /Estimated hours/ }));
  const hours = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(hours.map((option) => option.textContent)).toEqual([
    ...Array.from({ length: 26 }, (_, hour) => `${hour} h`),
    '30 h',
    '35 h',
    '40 h',
    '45 h',
    '50 h',
  ]);
  await userEvent.click(screen.getByRole('option', { name: '2 h' }));
  expect(values().estimationInHour).toBe(2);
  await userEvent.click(screen.getByRole('button', { name: /Estimated minutes/ }));
  expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(12);
});

it('has no serious or critical axe violations', async () => {
  const { container } = renderSteps([
    { id: 's1', title: 'Intro', type: 'text' },
    { id: 's2', title: 'Try it', type: 'lab', labUrl: 'https://lab.example.test/1' },
    { id: 's3', title: 'Show it', type: 'submission', submissionType: 'image' },
  ]);
  await screen.findAllByRole('textbox', { name: 'Step content' }, { timeout: 10_000 });
  expect(await seriousAxeViolations(container)).toEqual([]);
});

it('changes a step’s type, keeping only that type’s own field, and offers no second lab step', async () => {
  const { values } = renderSteps([
    { id: 's1', title: 'Intro', type: 'text' },
    { id: 's2', title: 'Try it', type: 'lab', labUrl: 'https://lab.example.test/1' },
  ]);
  const [firstType] = screen.getAllByRole('button', { name: /Step type/ });
  if (!firstType) throw new Error('no step type select');
  await userEvent.click(firstType);
  expect(screen.getByRole('option', { name: 'Lab' }).getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(screen.getByRole('option', { name: 'Submission' }));
  expect(values().sections[0]).toMatchObject({ id: 's1', title: 'Intro', type: 'submission' });
  expect(screen.getByRole('button', { name: /What learners submit/ })).toBeTruthy();

  const secondType = screen.getAllByRole('button', { name: /Step type/ })[1];
  if (!secondType) throw new Error('no step type select');
  await userEvent.click(secondType);
  await userEvent.click(screen.getByRole('option', { name: 'Text' }));
  expect(values().sections[1]).not.toHaveProperty('labUrl');
  expect(values().sections[1]).toMatchObject({ id: 's2', type: 'text' });
  expect(screen.queryByRole('textbox', { name: 'Lab URL' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Add lab step' })).toHaveProperty('disabled', false);
});

it('adds a step on a plain-HTTP install, where crypto.randomUUID does not exist', async () => {
  // An insecure context: the Web Crypto API offers getRandomValues but not randomUUID.
  const secure = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: secure.getRandomValues.bind(secure) });
  try {
    const { values } = renderSteps();
    await userEvent.click(screen.getByRole('button', { name: 'Add text step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add text step' }));
    const ids = values().sections.map((section: { id: string }) => section.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^s[0-9a-f]{8}$/);
    expect(ids[0]).not.toBe(ids[1]);
  } finally {
    vi.unstubAllGlobals();
  }
});

/** A stored built-in lab step, as the editor reads it. */
const builtInLab = {
  id: 's2',
  title: 'Make it red',
  type: 'lab',
  optionType: 'required',
  contentIds: [],
  lab: {
    scene: "scene.add({ name: 'box', shape: 'cube' });",
    starter: 'function start(scene) {}',
    hints: ['Use scene.find'],
    checks: [
      { message: 'The box exists', code: "return lab.find('box') !== undefined;" },
      { message: 'The box is red', code: "return lab.find('box').color === '#ff0000';" },
    ],
  },
};

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
/** Writes into a field at once (code holds the braces userEvent.type reads as keys). */
const fill = async (name: string, text: string) => {
  await userEvent.click(textbox(name));
  await userEvent.paste(text);
};

it('starts a new lab step as a built-in lab with one empty check, and submits what was written', async () => {
  const { submitted, values } = renderSteps();
  await userEvent.click(screen.getByRole('button', { name: 'Add lab step' }));
  expect(screen.getByRole('radio', { name: 'Built-in lab' })).toHaveProperty('checked', true);
  expect(screen.queryByRole('textbox', { name: 'Lab URL' })).toBeNull();
  expect(values().sections[0].lab).toEqual({ scene: '', starter: '', hints: [], checks: [{ message: '', code: '' }] });
  // Code fields are monospace text areas that say what the runtime gives them.
  const scene = textbox('Scene code');
  expect(scene.tagName).toBe('TEXTAREA');
  expect(scene.className).toContain('font-mono');
  expect(screen.getByText(/Runs first, with scene in scope/).id).toBe(scene.getAttribute('aria-describedby'));
  expect(screen.getByText(/start\(scene\), update\(scene, time, dt\) and onClick\(scene, point\)/)).toBeTruthy();

  await fill('Scene code', "scene.add({ name: 'box', shape: 'cube' });");
  await fill('Starter code', 'function start(scene) {}');
  await fill('Check 1 message', 'The box exists');
  await fill('Check 1 code', "return lab.find('box') !== undefined;");

  await userEvent.click(screen.getByRole('button', { name: 'Add check' }));
  await fill('Check 2 message', 'The box moves');
  await fill('Check 2 code', "return lab.find('box').position.x > 0;");
  await userEvent.click(screen.getByRole('button', { name: 'Add hint' }));
  await fill('Hint 1', 'Change position.x in update');

  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  const [section] = submitted[0]?.sections ?? [];
  expect(section.labUrl).toBeUndefined();
  expect(section.lab).toEqual({
    scene: "scene.add({ name: 'box', shape: 'cube' });",
    starter: 'function start(scene) {}',
    hints: ['Change position.x in update'],
    checks: [
      { message: 'The box exists', code: "return lab.find('box') !== undefined;" },
      { message: 'The box moves', code: "return lab.find('box').position.x > 0;" },
    ],
  });
});

it('adds and removes hints and checks up to their limits, naming each remove button', async () => {
  // One short of each limit: one more of each may be added.
  const { values } = renderSteps([
    {
      ...builtInLab,
      lab: {
        ...builtInLab.lab,
        hints: Array.from({ length: LAB_LIMITS.hints - 1 }, (_, index) => `Hint text ${index + 1}`),
        checks: Array.from({ length: LAB_LIMITS.checks - 1 }, (_, index) => ({
          message: `Check text ${index + 1}`,
          code: 'return true;',
        })),
      },
    },
  ]);
  const addHint = screen.getByRole('button', { name: 'Add hint' });
  await userEvent.click(addHint);
  expect(values().sections[0].lab.hints).toHaveLength(LAB_LIMITS.hints);
  expect(textbox(`Hint ${LAB_LIMITS.hints}`).value).toBe('');
  expect(addHint).toHaveProperty('disabled', true);
  await userEvent.click(screen.getByRole('button', { name: 'Remove hint 1' }));
  expect(values().sections[0].lab.hints).toHaveLength(LAB_LIMITS.hints - 1);
  expect(values().sections[0].lab.hints[0]).toBe('Hint text 2');
  expect(textbox('Hint 1').value).toBe('Hint text 2');
  expect(screen.queryByRole('textbox', { name: `Hint ${LAB_LIMITS.hints}` })).toBeNull();
  expect(addHint).toHaveProperty('disabled', false);

  const addCheck = screen.getByRole('button', { name: 'Add check' });
  await userEvent.click(addCheck);
  expect(values().sections[0].lab.checks).toHaveLength(LAB_LIMITS.checks);
  expect(addCheck).toHaveProperty('disabled', true);
  expect(screen.getByRole('button', { name: `Remove check ${LAB_LIMITS.checks}` })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Remove check 1' }));
  expect(values().sections[0].lab.checks[0]).toEqual({ message: 'Check text 2', code: 'return true;' });
  expect(textbox('Check 1 message').value).toBe('Check text 2');
  expect(addCheck).toHaveProperty('disabled', false);
});

it('reads a stored built-in lab back into its fields', () => {
  const values = stepsFormDefaults(tutorial([builtInLab]));
  expect(values.sections?.[0]).toMatchObject({ type: 'lab', lab: builtInLab.lab });
  expect(FORMS.draft.tutorial.steps.safeParse(values).success).toBe(true);

  renderSteps([builtInLab]);
  expect(screen.getByRole('radio', { name: 'Built-in lab' })).toHaveProperty('checked', true);
  expect(textbox('Scene code').value).toBe(builtInLab.lab.scene);
  expect(textbox('Starter code').value).toBe(builtInLab.lab.starter);
  expect(textbox('Hint 1').value).toBe('Use scene.find');
  expect(textbox('Check 2 message').value).toBe('The box is red');
  expect(textbox('Check 2 code').value).toBe("return lab.find('box').color === '#ff0000';");
});

it('sends the lab URL and no lab once switched to an external lab, and gets the lab back on switching back', async () => {
  const { submitted, values } = renderSteps([builtInLab]);
  await userEvent.click(screen.getByRole('radio', { name: 'External lab URL' }));
  expect(screen.queryByRole('textbox', { name: 'Scene code' })).toBeNull();
  await fill('Lab URL', 'https://lab.example.test/red');
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]?.sections[0]).toMatchObject({ type: 'lab', labUrl: 'https://lab.example.test/red' });
  expect(submitted[0]?.sections[0].lab).toBeUndefined();

  await userEvent.click(screen.getByRole('radio', { name: 'Built-in lab' }));
  expect(values().sections[0].lab).toEqual(builtInLab.lab);
  expect(textbox('Check 1 message').value).toBe('The box exists');
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(2));
  expect(submitted[1]?.sections[0].lab).toEqual(builtInLab.lab);
  expect(submitted[1]?.sections[0].labUrl).toBeUndefined();
  // And back again: the URL typed before is still there.
  await userEvent.click(screen.getByRole('radio', { name: 'External lab URL' }));
  expect((screen.getByRole('textbox', { name: 'Lab URL' }) as HTMLInputElement).value).toBe(
    'https://lab.example.test/red',
  );
});

it('makes a text step that becomes a lab a built-in lab', async () => {
  const { values } = renderSteps([{ id: 's1', title: 'Intro', type: 'text' }]);
  await userEvent.click(screen.getByRole('button', { name: /Step type/ }));
  await userEvent.click(screen.getByRole('option', { name: 'Lab' }));
  expect(values().sections[0]).toMatchObject({ id: 's1', type: 'lab', lab: { checks: [{ message: '', code: '' }] } });
  expect(screen.getByRole('radio', { name: 'Built-in lab' })).toHaveProperty('checked', true);
});

/** What the tab form does with a refused save: the refusal's field problems go on the fields. */
const Refusal = (props: { error: ApiError }) => {
  const { setError } = useFormContext();
  return (
    <button type="button" onClick={() => setFieldProblems(setError, fieldProblemsOf(props.error))}>
      Refuse
    </button>
  );
};

it('shows a server syntax error with its line under the check code it names', async () => {
  const refusal = new ApiError('lab_syntax_error', 400, {
    fields: [{ path: 'sections.0.lab.checks.1.code', key: 'lab_syntax_error' }],
    params: { line: 2, reason: "Unexpected token '}'" },
  });
  renderForm(
    FORMS.draft.tutorial.steps,
    stepsFormDefaults(tutorial([builtInLab])),
    <>
      <StepsForm />
      <Refusal error={refusal} />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
  const message = await screen.findByText("This code does not compile (line 2): Unexpected token '}'");
  const code = textbox('Check 2 code');
  expect(code.getAttribute('aria-invalid')).toBe('true');
  expect(code.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  expect(textbox('Check 1 code').getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByText('Needs attention')).toBeTruthy();
});

it('has no serious or critical axe violations on a built-in lab step', async () => {
  const { container } = renderSteps([builtInLab]);
  await screen.findAllByRole('textbox', { name: 'Step content' }, { timeout: 10_000 });
  expect(await seriousAxeViolations(container)).toEqual([]);
});
