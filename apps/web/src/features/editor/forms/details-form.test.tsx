import { LIMITS, MAX_REWARD_POINTS } from '@questline/domain/constants';
import { FORMS } from '@questline/domain/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { DetailsForm, detailsFormDefaults } from './details-form';
import { renderForm, seriousAxeViolations, stubFetch } from './parts/test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A tutorial as the editor read answers it, with the detail fields set. */
const tutorial = {
  id: 'ltu_7',
  type: 'tutorial',
  slug: 'lighting-basics',
  language: 'en',
  title: 'Lighting basics',
  points: [{ categoryId: 'essentials', point: 50, index: 0 }],
  tagIds: [],
  packageIds: ['pkg-starter'],
  topicIds: [11],
  industryIds: [],
  materials: [{ type: 'link', name: 'Cheat sheet', url: 'https://example.test/cheat' }],
  documents: [],
  asset: null,
  group: { groupId: 'g-1', url: 'https://community.example.test/g-1' },
  authorId: 'u1',
  hidden: false,
  internalOnly: false,
  premium: true,
  offline: false,
  utcOffset: null,
  paymentItem: null,
  contentLinks: [],
  contentLinkRemark: '',
  replacementContentIds: [],
  unPublishedTime: null,
  prerequisites: [],
  skillIds: [],
  revision: 3,
};

const api = (url: URL) => {
  if (url.pathname === '/api/creator/tags')
    return url.searchParams.get('kind') === 'topic'
      ? {
          items: [
            { id: 11, name: 'Lighting' },
            { id: 12, name: 'Rendering' },
          ],
        }
      : {
          items: [
            { id: 21, name: 'Film' },
            { id: 22, name: 'Games' },
          ],
        };
  if (url.pathname === '/api/creator/contentOptions')
    return url.searchParams.get('types') === 'skill'
      ? {
          items: [
            {
              id: 'lsk_9',
              type: 'skill',
              title: 'Light baking',
              slug: 'light-baking',
              language: 'en',
              duration: null,
              skillLevel: null,
              thumbnail: null,
            },
          ],
        }
      : {
          items: [
            {
              id: 'ltu_8',
              type: 'tutorial',
              title: 'Lighting, revised',
              slug: 'lighting-revised',
              language: 'en',
              duration: 60,
              skillLevel: 'beginner',
              thumbnail: null,
            },
          ],
        };
  if (url.pathname === '/api/learn/tutorial/ltu_7/sync')
    return {
      skillIds: ['lsk_9'],
      learnSkillMap: { lsk_9: { id: 'lsk_9', type: 'skill', title: 'Light baking', duration: null } },
    };
  if (url.pathname.endsWith('/extends'))
    return {
      breadcrumb: [],
      replacementMap: {},
      prerequisiteMap: { ltu_3: { id: 'ltu_3', type: 'tutorial', title: 'Light the scene first', duration: 20 } },
      tutorialData: { contentMap: {} },
    };
  return undefined;
};

const renderDetails = (
  type: 'tutorial' | 'project' | 'quiz' = 'tutorial',
  item: Record<string, unknown> = tutorial,
) => {
  vi.stubGlobal('fetch', stubFetch(api).fetchStub);
  return renderForm(
    FORMS.draft[type].details,
    detailsFormDefaults(item, type),
    <DetailsForm type={type} item={item} />,
  );
};

it('reads every field of the domain details schema from the item, and nothing else', () => {
  const values = detailsFormDefaults(tutorial, 'tutorial');
  expect(Object.keys(values).sort()).toEqual(Object.keys(FORMS.draft.tutorial.details.shape).sort());
  expect(Object.keys(detailsFormDefaults(tutorial, 'project')).sort()).toEqual(
    Object.keys(FORMS.draft.project.details.shape).sort(),
  );
  expect(FORMS.draft.tutorial.details.safeParse(values).success).toBe(true);
});

it('edits points per category and shows the point reward error over the maximum', async () => {
  const { values, submitted } = renderDetails();
  const programming = screen.getByRole('textbox', { name: 'Programming' });
  await userEvent.type(programming, '120');
  await userEvent.tab();
  expect(values().points).toEqual([
    { categoryId: 'essentials', point: 50, index: 0 },
    { categoryId: 'programming', point: 120 },
  ]);
  const audio = screen.getByRole('textbox', { name: 'Audio' });
  await userEvent.type(audio, String(MAX_REWARD_POINTS));
  await userEvent.tab();
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'The points reward is larger than an item may give.',
  );
  expect(submitted).toHaveLength(0);
  // Back to 0 removes the category, and the reward is valid again.
  await userEvent.clear(audio);
  await userEvent.type(audio, '0');
  await userEvent.tab();
  expect(values().points.map((entry: { categoryId: string }) => entry.categoryId)).toEqual([
    'essentials',
    'programming',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
});

it('picks topics and industries from the site tags', async () => {
  const { values } = renderDetails();
  const topics = screen.getByRole('button', { name: /Topics/ });
  await waitFor(() => expect(topics.textContent).toContain('Lighting'));
  await userEvent.click(topics);
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rendering' }));
  await userEvent.keyboard('{Escape}');
  expect(values().topicIds).toEqual([11, 12]);
  await userEvent.click(screen.getByRole('button', { name: /Industries/ }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Games' }));
  expect(values().industryIds).toEqual([22]);
});

it('holds a project to LIMITS.projectTags tags: the error at the field, then no further tag offered', async () => {
  const tagIds = Array.from({ length: LIMITS.projectTags + 1 }, (_, index) => 100 + index);
  const { values, submitted } = renderDetails('project', { ...tutorial, id: 'lpr_3', type: 'project', tagIds });
  const tags = screen.getByRole('button', { name: / Tags$/ });
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  const error = await screen.findByText('Too many tags.');
  // The error and the limit describe the tags field itself.
  const described = (tags.getAttribute('aria-describedby') ?? '').split(' ');
  expect(described).toContain(error.id);
  const limit = screen.getByText(`The limit of ${LIMITS.projectTags} tags is reached; remove one to choose another.`);
  expect(described).toContain(limit.id);
  expect(submitted).toHaveLength(0);

  await userEvent.click(tags);
  const options = within(screen.getByRole('listbox'));
  await userEvent.click(options.getByRole('option', { name: `Tag ${tagIds.at(-1)}` }));
  expect(values().tagIds).toEqual(tagIds.slice(0, -1));
  // At the limit, the tags not chosen are not offered; chosen ones can still be removed.
  await waitFor(() =>
    expect(options.getByRole('option', { name: 'Lighting' }).getAttribute('aria-disabled')).toBe('true'),
  );
  expect(options.getByRole('option', { name: `Tag ${tagIds[0]}` }).getAttribute('aria-disabled')).toBeNull();
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(screen.queryByText('Too many tags.')).toBeNull();
});

it('states no tag limit for tutorials', async () => {
  renderDetails();
  await userEvent.click(screen.getByRole('button', { name: / Tags$/ }));
  const options = within(screen.getByRole('listbox'));
  expect(options.getByRole('option', { name: 'Lighting' }).getAttribute('aria-disabled')).toBeNull();
  expect(screen.queryByText(/At most/)).toBeNull();
});

it('toggles the flags and keeps empty group and payment item as null', async () => {
  const { values } = renderDetails();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hidden' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Premium' }));
  expect(values()).toMatchObject({ hidden: true, premium: false, internalOnly: false, offline: false });

  await userEvent.type(screen.getByRole('textbox', { name: 'Store slug' }), 'lighting-pack');
  expect(values().paymentItem).toEqual({ slug: 'lighting-pack', itemId: '' });
  await userEvent.clear(screen.getByRole('textbox', { name: 'Store slug' }));
  expect(values().paymentItem).toBeNull();

  await userEvent.clear(screen.getByRole('textbox', { name: 'Group ID' }));
  await userEvent.clear(screen.getByRole('textbox', { name: 'Group URL' }));
  expect(values().group).toBeNull();
});

it('shows error_URL for a bad content link and stores the unpublish time as an instant', async () => {
  const { values } = renderDetails();
  await userEvent.click(screen.getByRole('button', { name: 'Add content link' }));
  const link = screen.getByRole('textbox', { name: 'Content link 1' });
  await userEvent.type(link, 'example dot test');
  const when = screen.getByLabelText('Leaves the catalogue on');
  await userEvent.type(when, '2027-03-01T09:30');
  expect(values().unPublishedTime).toBe(new Date('2027-03-01T09:30').toISOString());
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Enter a valid URL.')).toBeTruthy();
});

it('adds, edits and removes licence requests, each a name and a URL, for tutorials but not quizzes', async () => {
  const { values, submitted } = renderDetails();
  await userEvent.click(screen.getByRole('button', { name: 'Add licence request' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Licence 1' }), 'Engine Pro');
  await userEvent.type(screen.getByRole('textbox', { name: 'Request page 1' }), 'not a url');
  expect(values().requests).toEqual([{ name: 'Engine Pro', url: 'not a url' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  expect(await screen.findByText('Enter a valid URL.')).toBeTruthy();
  expect(submitted).toHaveLength(0);
  await userEvent.clear(screen.getByRole('textbox', { name: 'Request page 1' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Request page 1' }), 'https://store.example.org/edu');
  await userEvent.click(screen.getByRole('button', { name: 'Add licence request' }));
  await userEvent.click(screen.getByRole('button', { name: 'Remove Licence 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toMatchObject({ requests: [{ name: 'Engine Pro', url: 'https://store.example.org/edu' }] });
});

it('has no licence requests for quizzes', () => {
  renderDetails('quiz', quiz);
  expect(screen.queryByRole('button', { name: 'Add licence request' })).toBeNull();
});

it('adds packages, materials, replacement content and skills', async () => {
  const { values } = renderDetails();
  const packages = screen.getByRole('textbox', { name: 'Package IDs' });
  await userEvent.type(packages, 'pkg-lights{Enter}');
  await userEvent.type(packages, 'pkg-starter{Enter}');
  expect(values().packageIds).toEqual(['pkg-starter', 'pkg-lights']);

  await userEvent.click(screen.getByRole('button', { name: 'Add material link' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Name of link 2' }), 'Sample scene');
  await userEvent.type(screen.getByRole('textbox', { name: 'URL of link 2' }), 'https://example.test/scene');
  expect(values().materials[1]).toEqual({ type: 'link', name: 'Sample scene', url: 'https://example.test/scene' });

  await userEvent.click(screen.getByRole('button', { name: 'Add to Replacement content' }));
  let dialog = screen.getByRole('dialog', { name: 'Replacement content' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Lighting, revised' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(values().replacementContentIds).toEqual(['ltu_8']);
  expect(within(screen.getByRole('list', { name: 'Replacement content' })).getByText('Lighting, revised')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Add to Skills' }));
  dialog = screen.getByRole('dialog', { name: 'Skills' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Light baking' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(values().skillIds).toEqual(['lsk_9']);
});

it('names a saved tutorial’s skills from its sync after a reload', async () => {
  renderDetails('tutorial', { ...tutorial, skillIds: ['lsk_9'] });
  const skills = screen.getByRole('list', { name: 'Skills' });
  expect(await within(skills).findByText('Light baking')).toBeTruthy();
  expect(within(skills).queryByText('lsk_9')).toBeNull();
});

it('names saved prerequisites from the item’s extends after a reload', async () => {
  renderDetails('tutorial', { ...tutorial, prerequisites: ['ltu_3'] });
  const list = screen.getByRole('list', { name: 'Prerequisites' });
  expect(await within(list).findByText('Light the scene first')).toBeTruthy();
});

it('has no skills for projects', () => {
  renderDetails('project', { ...tutorial, id: 'lpr_3', type: 'project' });
  expect(screen.queryByRole('button', { name: 'Add to Skills' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Add to Prerequisites' })).toBeTruthy();
});

it('has no serious or critical axe violations', async () => {
  const { container } = renderDetails('tutorial', {
    ...tutorial,
    contentLinks: ['https://example.test/a'],
    asset: { packageIds: ['pkg-a'], uploads: [{ attachmentId: 'f9', downloadVersion: '1.0' }] },
    materials: [...tutorial.materials, { type: 'file', attachmentId: 'f3', name: 'Slides.pdf' }],
  });
  await waitFor(() => expect(screen.getByRole('button', { name: /Topics/ }).textContent).toContain('Lighting'));
  expect(await seriousAxeViolations(container)).toEqual([]);
});

/** A quiz as the editor read answers it: the quiz detail fields (§3.6), duration in minutes, no quiz settings yet. */
const quiz = {
  id: 'lqz_4',
  type: 'quiz',
  slug: 'lighting-check',
  language: 'en',
  title: 'Lighting check',
  points: [{ categoryId: 'essentials', point: 15 }],
  topicIds: [11],
  materials: [],
  prerequisites: [],
  group: null,
  utcOffset: null,
  hidden: false,
  internalOnly: false,
  premium: false,
  offline: false,
  paymentItem: null,
  contentLinks: [],
  contentLinkRemark: '',
  replacementContentIds: [],
  unPublishedTime: null,
  skillLevel: 'beginner',
  duration: 75,
  revision: 2,
};

it('reads exactly the quiz details schema’s fields, deriving hours and minutes from the duration', () => {
  const values = detailsFormDefaults(quiz, 'quiz');
  expect(Object.keys(values).sort()).toEqual(Object.keys(FORMS.draft.quiz.details.shape).sort());
  expect(values).toMatchObject({
    estimationInHour: 1,
    estimationInMinute: 15,
    quizSetting: { passNumber: undefined, freezingTimeInHours: 0 },
  });
  expect(FORMS.draft.quiz.details.safeParse(values).success).toBe(true);
  expect(
    detailsFormDefaults({ ...quiz, quizSetting: { passNumber: 3, freezingTimeInHours: 24 } }, 'quiz'),
  ).toMatchObject({ quizSetting: { passNumber: 3, freezingTimeInHours: 24 } });
});

it('shows the quiz settings and only the quiz detail fields', async () => {
  const { values } = renderDetails('quiz', quiz);
  for (const name of ['Pass mark', 'Freeze after a failed attempt (hours)', 'Programming']) {
    expect(screen.getByRole('textbox', { name })).toBeTruthy();
  }
  expect(screen.getByRole('button', { name: /Skill level/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: /Estimated hours/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: /Topics/ })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Premium' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Store slug' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add to Prerequisites' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add to Replacement content' })).toBeTruthy();
  for (const name of [/^Tags/, /Industries/]) expect(screen.queryByRole('button', { name })).toBeNull();
  for (const name of ['Package IDs', 'Asset package IDs', 'Author (user ID)']) {
    expect(screen.queryByRole('textbox', { name })).toBeNull();
  }
  expect(screen.queryByRole('button', { name: 'Add document link' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add to Skills' })).toBeNull();

  await userEvent.type(screen.getByRole('textbox', { name: 'Pass mark' }), '3');
  await userEvent.type(screen.getByRole('textbox', { name: 'Freeze after a failed attempt (hours)' }), '{Backspace}24');
  await userEvent.tab();
  expect(values().quizSetting).toEqual({ passNumber: 3, freezingTimeInHours: 24 });
});

it('says a pass mark below 1 is refused, and publishing needs one', async () => {
  vi.stubGlobal('fetch', stubFetch(api).fetchStub);
  const { submitted } = renderForm(
    FORMS.publish.quiz.details,
    detailsFormDefaults(quiz, 'quiz'),
    <DetailsForm type="quiz" item={quiz} />,
  );
  const passMark = screen.getByRole('textbox', { name: 'Pass mark' });
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(passMark.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('This field is required.')).toBeTruthy();

  await userEvent.type(passMark, '0');
  await userEvent.tab();
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  expect(await screen.findByText('The value must be at least 1.')).toBeTruthy();
  expect(submitted).toHaveLength(0);

  await userEvent.clear(passMark);
  await userEvent.type(passMark, '2');
  await userEvent.tab();
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toMatchObject({
    quizSetting: { passNumber: 2, freezingTimeInHours: 0 },
    skillLevel: 'beginner',
  });
});

it('has no serious or critical axe violations on the quiz details', async () => {
  const { container } = renderDetails('quiz', quiz);
  await waitFor(() => expect(screen.getByRole('button', { name: /Topics/ }).textContent).toContain('Lighting'));
  expect(await seriousAxeViolations(container)).toEqual([]);
});
