import type { TMapCard } from '@questline/domain/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser } from '../../test/render';
import { fakeLearnServer, json, renderLearnPage, richText, tutorialItem } from './learn-test-kit';
import type { TLearnItem } from './learn-types';

afterEach(() => vi.restoreAllMocks());

const course = { id: 'lco_3', type: 'course', slug: 'racing-course', title: 'Racing games' };
const project = { id: 'lpr_2', type: 'project', slug: 'kart-project', title: 'Build a kart racer' };

const card = (overrides: Partial<TMapCard> & Pick<TMapCard, 'id' | 'slug' | 'title'>): TMapCard => ({
  type: 'tutorial',
  descPlain: '',
  thumbnail: null,
  skillLevel: 'beginner',
  language: 'en',
  duration: 30,
  points: [],
  premium: false,
  published: true,
  startTime: null,
  withManual: false,
  manualDuration: null,
  withLab: false,
  ...overrides,
});

const projectItem = (): TLearnItem => ({
  ...tutorialItem(),
  ...project,
  type: 'project',
  description: richText('Drive, drift and race.'),
  sections: undefined,
  duration: 150,
  contentIds: ['ltu_7', 'ltu_8', 'ltu_9'],
});

it('links breadcrumbs with the parent chain: a project keeps its course, the tutorial keeps every parent', async () => {
  const server = fakeLearnServer({
    items: [tutorialItem()],
    signedIn: false,
    extendsOf: (item) => ({ breadcrumb: [course, project, { ...item, title: item.title }] }),
  });
  renderLearnPage('/tutorial/spin-a-cube?projectId=lpr_2&courseId=lco_3&uv=2024');

  const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Course: Racing games' }).getAttribute('href')).toBe(
    '/course/racing-course',
  );
  expect(within(trail).getByRole('link', { name: 'Project: Build a kart racer' }).getAttribute('href')).toBe(
    '/project/kart-project?courseId=lco_3',
  );
  expect(within(trail).getByText('Spin a cube').getAttribute('aria-current')).toBe('page');
  const extendsCall = server.calls.find((call) => call.url.pathname.endsWith('/extends'));
  expect(Object.fromEntries(extendsCall?.url.searchParams ?? [])).toEqual({
    projectId: 'lpr_2',
    courseId: 'lco_3',
    uv: '2024',
  });
});

it("lists a project's tutorials by group, with durations, completion and links that carry the chain", async () => {
  const tutorials = {
    ltu_7: card({ id: 'ltu_7', slug: 'spin-a-cube', title: 'Spin a cube', duration: 45 }),
    ltu_8: card({ id: 'ltu_8', slug: 'drive-a-kart', title: 'Drive a kart', duration: 90 }),
    ltu_9: card({
      id: 'ltu_9',
      slug: 'lap-timer',
      title: 'Lap timer',
      language: 'ja',
      withManual: true,
      manualDuration: 15,
    }),
  };
  fakeLearnServer({
    items: [projectItem()],
    signedIn: true,
    extendsOf: () => ({
      breadcrumb: [course, project],
      recordMap: { ltu_7: { type: 'tutorial', completed: true, withAll: true, steps: {} } },
      projectData: {
        contentIds: ['ltu_7', 'ltu_8', 'ltu_9'],
        tutorialMap: tutorials,
        quizMap: {},
        tutorialGroups: [{ title: 'Getting started', contentIds: ['ltu_7', 'ltu_8'] }],
        allParentIds: [course.id],
        allParentMap: {},
        statsMap: {},
      },
    }),
  });
  renderLearnPage('/project/kart-project?courseId=lco_3&uv=2024&pathwayId=lpw_5', { me: demoUser() });

  expect(await screen.findByRole('heading', { level: 3, name: 'Getting started' })).toBeTruthy();
  const rows = screen.getAllByRole('listitem').filter((row) => row.querySelector('a[href^="/tutorial/"]'));
  expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
    '/tutorial/spin-a-cube?courseId=lco_3&projectId=lpr_2&uv=2024&pathwayId=lpw_5',
    '/tutorial/drive-a-kart?courseId=lco_3&projectId=lpr_2&uv=2024&pathwayId=lpw_5',
    // An item in another language than the page's locale says so (§2.2).
    '/tutorial/lap-timer?courseId=lco_3&projectId=lpr_2&language=ja&uv=2024&pathwayId=lpw_5',
  ]);
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/Spin a cube.*45 min.*Completed/),
    expect.stringMatching(/Drive a kart.*1 h 30 min/),
    expect.stringMatching(/Lap timer.*15 min.*Not completed/),
  ]);
  expect(screen.getByText('Drive, drift and race.')).toBeTruthy();
});

it("names the project's contributors with their avatars and profile links", async () => {
  fakeLearnServer({
    items: [projectItem()],
    signedIn: false,
    handle: (call) =>
      call.url.pathname === '/api/learn/project/lpr_2/contributors'
        ? json(200, {
            result: {
              contributors: [
                { id: 'u-ada', displayName: 'Ada Lovelace', avatar: null, profileUrl: '/u/ada' },
                { id: 'u-bo', displayName: 'Bo Builder', avatar: null, profileUrl: '/u/u-bo' },
              ],
              canManage: false,
            },
          })
        : null,
  });
  renderLearnPage('/project/kart-project');

  const section = await screen.findByRole('region', { name: 'Contributors' });
  const links = await within(section).findAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Ada Lovelace', '/u/ada'],
    ['Bo Builder', '/u/u-bo'],
  ]);
  expect(within(section).getByText('AL')).toBeTruthy();
  await expectNoSeriousAxeViolations();
});

it("shows a contributor the way to the project's editor, and no one else", async () => {
  fakeLearnServer({
    items: [projectItem()],
    signedIn: true,
    handle: (call) =>
      call.url.pathname === '/api/learn/project/lpr_2/contributors'
        ? json(200, {
            result: {
              contributors: [{ id: 'u1', displayName: 'Ada Learner', avatar: null, profileUrl: '/u/ada' }],
              canManage: false,
            },
          })
        : null,
  });
  const contributor = renderLearnPage('/project/kart-project', { me: demoUser() });
  const section = await screen.findByRole('region', { name: 'Contributors' });
  expect(within(section).getByRole('link', { name: 'Edit this project' }).getAttribute('href')).toBe(
    '/project/lpr_2/edit',
  );
  contributor.unmount();

  renderLearnPage('/project/kart-project', { me: demoUser({ id: 'u2' }) });
  await screen.findByRole('region', { name: 'Contributors' });
  expect(screen.queryByRole('link', { name: 'Edit this project' })).toBeNull();
});

it('shares the page by its own address, without the chain it was opened in (§2.14)', async () => {
  fakeLearnServer({ items: [projectItem()], signedIn: false, extendsOf: () => ({ breadcrumb: [course, project] }) });
  renderLearnPage('/project/kart-project?courseId=lco_3');

  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share this page' });
  expect(within(dialog).getByText('Build a kart racer')).toBeTruthy();
  expect((within(dialog).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(
    `${window.location.origin}/project/kart-project`,
  );
  await expectNoSeriousAxeViolations();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it("lists a course's projects and tutorials", async () => {
  const courseItem: TLearnItem = {
    ...tutorialItem(),
    ...course,
    type: 'course',
    sections: undefined,
    contentIds: ['lpr_2', 'ltu_8'],
  };
  fakeLearnServer({
    items: [courseItem],
    signedIn: false,
    extendsOf: () => ({
      courseData: {
        contentIds: ['lpr_2', 'ltu_8'],
        projectMap: { lpr_2: card({ ...project, type: 'project', duration: 150 }) },
        tutorialMap: { ltu_8: card({ id: 'ltu_8', slug: 'drive-a-kart', title: 'Drive a kart' }) },
        quizMap: {},
      },
    }),
  });
  const { router } = renderLearnPage('/course/racing-course');
  const contents = await screen.findByRole('heading', { level: 2, name: 'Contents' });
  const list = contents.parentElement as HTMLElement;
  expect(within(list).getByRole('link', { name: 'Build a kart racer' }).getAttribute('href')).toBe(
    '/project/kart-project?courseId=lco_3',
  );
  expect(within(list).getByRole('link', { name: 'Drive a kart' }).getAttribute('href')).toBe(
    '/tutorial/drive-a-kart?courseId=lco_3',
  );
  // Anonymous visitors have no completion to show.
  expect(within(list).queryByText('Not completed')).toBeNull();

  // A plain click moves inside the app, parent ids and all.
  await userEvent.click(within(list).getByRole('link', { name: 'Drive a kart' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/tutorial/drive-a-kart'));
  expect(router.state.location.search).toMatchObject({ courseId: 'lco_3' });
});
