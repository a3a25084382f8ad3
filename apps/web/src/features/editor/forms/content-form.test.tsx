import { FORMS } from '@questline/domain/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ContentForm, contentFormDefaults } from './content-form';
import { renderForm, seriousAxeViolations, stubFetch } from './parts/test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (id: string, type: string, title: string, duration: number | null) => ({
  id,
  type,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  title,
  descPlain: '',
  thumbnail: null,
  skillLevel: 'beginner',
  language: 'en',
  duration,
  points: [],
  premium: false,
  published: true,
  startTime: null,
  withManual: false,
  manualDuration: null,
});

/** A project as the editor read answers it, with the map of its listed tutorials. */
const project = {
  id: 'lpr_3',
  type: 'project',
  slug: 'first-game',
  language: 'en',
  title: 'First game',
  skillLevel: 'beginner',
  contentIds: ['ltu_1'],
  isChallenge: false,
  tutorialGroups: [],
  withManual: false,
  manualDuration: 0,
  tutorialMap: { ltu_1: card('ltu_1', 'tutorial', 'Lighting basics', 95) },
  revision: 2,
};

/** GET /api/creator/contentOptions answers published items matching the search. */
const options = (url: URL) => {
  if (url.pathname !== '/api/creator/contentOptions') return undefined;
  const items = [
    {
      id: 'ltu_1',
      type: 'tutorial',
      title: 'Lighting basics',
      slug: 'lighting-basics',
      language: 'en',
      duration: 95,
      skillLevel: 'beginner',
      thumbnail: null,
    },
    {
      id: 'ltu_2',
      type: 'tutorial',
      title: 'Materials and shaders',
      slug: 'materials-and-shaders',
      language: 'en',
      duration: 40,
      skillLevel: 'intermediate',
      thumbnail: { id: 'f1', url: '/files/f1' },
    },
    {
      id: 'lqz_4',
      type: 'quiz',
      title: 'Shader quiz',
      slug: 'shader-quiz',
      language: 'en',
      duration: 10,
      skillLevel: 'beginner',
      thumbnail: null,
    },
  ];
  const q = url.searchParams.get('q') ?? '';
  return { items: items.filter((item) => item.title.toLowerCase().includes(q.toLowerCase())) };
};

it('adds an item from the add-content dialog once and ignores a duplicate', async () => {
  const { fetchStub, calls } = stubFetch(options);
  vi.stubGlobal('fetch', fetchStub);
  const { values } = renderForm(
    FORMS.draft.project.content,
    contentFormDefaults(project, 'project'),
    <ContentForm type="project" item={project} />,
  );
  const list = screen.getByRole('list', { name: 'Tutorials and quizzes of this project' });
  expect(within(list).getByText('Lighting basics')).toBeTruthy();
  expect(within(list).getByText('1 h 35 min')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Add content' }));
  const dialog = screen.getByRole('dialog', { name: 'Add tutorials or quizzes' });
  const results = within(dialog).getByRole('list', { name: 'Search results' });
  await waitFor(() => expect(results.getAttribute('aria-busy')).toBe('false'));
  await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search published items' }), 'sha');
  // The first results stay on screen, busy, until the search that runs once typing pauses replaces them.
  expect(results.getAttribute('aria-busy')).toBe('true');
  expect(within(dialog).getByText('Lighting basics')).toBeTruthy();
  await waitFor(() => expect(within(dialog).queryByText('Lighting basics')).toBeNull());
  expect(results.getAttribute('aria-busy')).toBe('false');
  expect(within(dialog).getByText('Materials and shaders')).toBeTruthy();
  const last = calls.at(-1);
  expect(last?.searchParams.get('types')).toBe('tutorial,quiz');
  expect(last?.searchParams.get('q')).toBe('sha');
  expect(last?.searchParams.get('language')).toBe('en');

  await userEvent.clear(within(dialog).getByRole('searchbox', { name: 'Search published items' }));
  const already = await within(dialog).findByRole('button', { name: 'Lighting basics is already added' });
  expect(already).toHaveProperty('disabled', true);
  await userEvent.click(already);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Materials and shaders' }));
  const added = within(dialog).getByRole('button', { name: 'Materials and shaders is already added' });
  expect(added).toHaveProperty('disabled', true);
  await userEvent.click(added);
  expect(values().contentIds).toEqual(['ltu_1', 'ltu_2']);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(within(list).getByText('Materials and shaders')).toBeTruthy();
  expect(within(list).getByText('40 min')).toBeTruthy();
});

it('reorders and removes content, and a removed content leaves its tutorial groups', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const item = {
    ...project,
    contentIds: ['ltu_1', 'ltu_2'],
    tutorialMap: { ...project.tutorialMap, ltu_2: card('ltu_2', 'tutorial', 'Materials and shaders', 40) },
    tutorialGroups: [{ title: 'Basics', contentIds: ['ltu_1', 'ltu_2'] }],
  };
  const { values } = renderForm(
    FORMS.draft.project.content,
    contentFormDefaults(item, 'project'),
    <ContentForm type="project" item={item} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Move Materials and shaders up' }));
  expect(values().contentIds).toEqual(['ltu_2', 'ltu_1']);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Lighting basics' }));
  expect(values().contentIds).toEqual(['ltu_2']);
  expect(values().tutorialGroups).toEqual([{ title: 'Basics', contentIds: ['ltu_2'] }]);
});

it('chooses a tutorial group’s contents from the project list; a group needs a title to publish', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { values, submitted } = renderForm(
    FORMS.publish.project.content,
    contentFormDefaults(project, 'project'),
    <ContentForm type="project" item={project} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
  const group = screen.getByRole('group', { name: 'Contents of Group 1' });
  await userEvent.click(within(group).getByRole('checkbox', { name: 'Lighting basics' }));
  expect(values().tutorialGroups).toEqual([{ title: '', contentIds: ['ltu_1'] }]);
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  const title = screen.getByRole('textbox', { name: 'Title of group 1' });
  await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('This field is required.')).toBeTruthy();
  expect(submitted).toHaveLength(0);
});

it('offers the §9 manual duration options and stores minutes, 0 without withManual', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { values } = renderForm(
    FORMS.draft.course.content,
    contentFormDefaults({ id: 'lco_5', type: 'course', language: 'en', contentIds: [] }, 'course'),
    <ContentForm type="course" />,
  );
  expect(screen.queryByRole('button', { name: /Hours/ })).toBeNull();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Set the duration by hand' }));
  await userEvent.click(screen.getByRole('button', { name: /Hours/ }));
  const hours = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(hours.map((option) => option.textContent)).toEqual(
    [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 30, 35, 40, 45, 50,
    ].map((hour) => `${hour} h`),
  );
  await userEvent.click(screen.getByRole('option', { name: '2 h' }));
  await userEvent.click(screen.getByRole('button', { name: /Minutes/ }));
  const minutes = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(minutes.map((option) => option.textContent)).toEqual(
    [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55].map((minute) => `${minute} min`),
  );
  await userEvent.click(screen.getByRole('option', { name: '30 min' }));
  expect(values()).toMatchObject({ withManual: true, manualDuration: 150 });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Set the duration by hand' }));
  expect(values()).toMatchObject({ withManual: false, manualDuration: 0 });
});

it('searches projects, tutorials and quizzes for a course, and names listed items from the item’s extends', async () => {
  const { fetchStub, calls } = stubFetch((url) => {
    if (url.pathname === '/api/learn/course/lco_5/extends')
      return {
        breadcrumb: [],
        courseData: {
          contentIds: ['lpr_3'],
          projectMap: { lpr_3: card('lpr_3', 'project', 'First game', 240) },
          tutorialMap: {},
          quizMap: {},
        },
      };
    return options(url);
  });
  vi.stubGlobal('fetch', fetchStub);
  const course = { id: 'lco_5', type: 'course', language: 'en', contentIds: ['lpr_3'] };
  renderForm(
    FORMS.draft.course.content,
    contentFormDefaults(course, 'course'),
    <ContentForm type="course" item={course} />,
  );
  const list = screen.getByRole('list', { name: 'Content of this course' });
  expect(await within(list).findByText('First game')).toBeTruthy();
  expect(within(list).getByText('4 hours')).toBeTruthy();
  expect(calls.some((url) => url.searchParams.get('edit') === 'true')).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Add content' }));
  await screen.findByRole('dialog', { name: 'Add projects, tutorials or quizzes' });
  await waitFor(() =>
    expect(calls.at(-1)?.searchParams.get('types')?.split(',').sort()).toEqual(['project', 'quiz', 'tutorial']),
  );
});

it('has no serious or critical axe violations, with the dialog closed and open', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const item = {
    ...project,
    tutorialGroups: [{ title: 'Basics', contentIds: ['ltu_1'] }],
    withManual: true,
    manualDuration: 90,
  };
  const { container } = renderForm(
    FORMS.draft.project.content,
    contentFormDefaults(item, 'project'),
    <ContentForm type="project" item={item} />,
  );
  expect(await seriousAxeViolations(container)).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Add content' }));
  const dialog = screen.getByRole('dialog', { name: 'Add tutorials or quizzes' });
  await within(dialog).findByRole('button', { name: 'Add Materials and shaders' });
  expect(await seriousAxeViolations(dialog)).toEqual([]);
});
