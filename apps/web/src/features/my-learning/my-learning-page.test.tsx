import type { TPublicProfile } from '@questline/domain/schemas/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, testRootRoute } from '../../test/render';
import { loadMyLearning } from './load-my-learning';
import { MyLearningPage } from './my-learning-page';
import { readMyLearningSearch } from './my-learning-search';
import { card, dashboard, json, profile, recordList } from './my-learning-test-kit';

afterEach(() => vi.restoreAllMocks());

const owner = profile();
const privateLearner = profile({
  id: 'u2',
  displayName: 'Grace Hidden',
  customProfileUrl: null,
  isOwner: false,
  isShow: false,
});
const publicLearner = profile({ id: 'u3', displayName: 'Linus Open', customProfileUrl: 'linus', isOwner: false });

/** Profiles by id or custom URL; tutorials in every list, the rest empty; badges, experience and skills; all logged. */
const fakeServer = (profiles: TPublicProfile[], board = dashboard()) => {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    if (url.pathname === '/api/users/me/dashboard') return json(200, { result: board });
    const found = url.pathname.match(/^\/api\/users\/([^/]+)\/profile$/);
    if (found) {
      const match = profiles.find((entry) => entry.id === found[1] || entry.customProfileUrl === found[1]);
      return match ? json(200, { result: match }) : json(404, { error: { key: 'not_found' } });
    }
    if (url.pathname === '/api/learn/record/list' || url.pathname === '/api/learn/collect/list') {
      const type = url.searchParams.get('type') as 'tutorial';
      const done = url.searchParams.get('completed') === 'true';
      const items =
        type === 'tutorial' ? [card({ id: 'tut_1', title: done ? 'Finished tutorial' : 'Lighting basics' })] : [];
      return json(200, { result: recordList(type, items) });
    }
    if (url.pathname === '/api/learn/reward/badges') {
      return json(200, {
        result: {
          badgesReward: [
            { type: 'badge', itemId: 'lbg_1', packageId: null, sourceId: 'lms_4', time: '2026-01-02T00:00:00.000Z' },
          ],
          badgeMap: { lbg_1: { id: 'lbg_1', title: 'Shader star', descPlain: '', thumbnail: null } },
          total: 1,
        },
      });
    }
    if (url.pathname === '/api/learn/record/experience') {
      return json(200, {
        result: {
          categories: [
            { categoryId: 'programming', totalPoint: 120, level: 2, levelPoint: 20, categoryExperience: 150 },
          ],
        },
      });
    }
    if (url.pathname === '/api/learn/record/skillList') {
      return json(200, {
        result: {
          competencies: ['lcp_1'],
          learnSkillMap: {
            lcp_1: {
              competency: { id: 'lcp_1', slug: 'rendering', title: 'Rendering' },
              skills: [{ id: 'lsk_1', slug: 'lights', title: 'Lights', completedTutorials: 2, tutorials: 2 }],
            },
          },
          experience: [],
          total: 1,
        },
      });
    }
    return json(404, { error: { key: 'not_found' } });
  });
  return requests;
};

const renderPage = (path: string, me = demoUser()) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], me);
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()(testRootRoute);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/u/$userId',
    validateSearch: readMyLearningSearch,
    loader: ({ context, params }) => loadMyLearning(context.queryClient, params.userId),
    component: MyLearningPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

it('shows the owner all their tabs, activity first, with a section per type that has records', async () => {
  const requests = fakeServer([owner]);
  renderPage('/u/u1');

  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Learner' })).toBeTruthy();
  expect(tabNames()).toEqual(['Activity', 'In progress', 'Submissions', 'Completed', 'Saved', 'Profile', 'Settings']);
  expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
  const section = await screen.findByRole('region', { name: 'Tutorials (1)' });
  expect(within(section).getByRole('link', { name: 'Lighting basics' }).getAttribute('href')).toBe('/tutorial/tut_1');
  // Types without records have no section.
  expect(screen.queryByRole('region', { name: /Projects/ })).toBeNull();
  const lists = requests.filter((url) => url.pathname === '/api/learn/record/list');
  expect(lists.map((url) => url.searchParams.get('type')).sort()).toEqual([
    'course',
    'mission',
    'pathway',
    'project',
    'quiz',
    'tutorial',
  ]);
  expect(Object.fromEntries(lists[0]?.searchParams ?? [])).toMatchObject({ page: '0', userID: 'u1' });
  expect(lists.every((url) => !url.searchParams.has('completed') && !url.searchParams.has('isHideActivity'))).toBe(
    true,
  );
  await expectNoSeriousAxeViolations();
});

it('keeps the tab in the URL: a tab change pushes ?tab= and loads that list', async () => {
  const requests = fakeServer([owner]);
  const router = renderPage('/u/ada?tab=inProgress');

  expect((await screen.findByRole('tab', { name: 'In progress' })).getAttribute('aria-selected')).toBe('true');
  await screen.findByRole('region', { name: 'Tutorials (1)' });
  expect(requests.some((url) => url.searchParams.get('isHideActivity') === 'true')).toBe(true);

  await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
  expect(await screen.findByRole('link', { name: 'Finished tutorial' })).toBeTruthy();
  expect(router.state.location.search).toEqual({ tab: 'completed' });
  expect(router.history.length).toBe(2);

  await userEvent.click(screen.getByRole('tab', { name: 'Saved' }));
  await waitFor(() => expect(requests.some((url) => url.pathname === '/api/learn/collect/list')).toBe(true));
  expect(router.state.location.search).toEqual({ tab: 'saved' });

  await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
  expect(await screen.findByText('Shader star')).toBeTruthy();
  expect(screen.getByText('/u/ada')).toBeTruthy();
  expect(screen.getByText('Level 2 · 120 XP')).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: 'Programming: progress to level 3' })).toBeTruthy();
  expect(screen.getByText('1 of 1 skills completed')).toBeTruthy();
  await expectNoSeriousAxeViolations();
});

it('shows another learner only their profile and public submissions, saying their learning is private when they hide it', async () => {
  const requests = fakeServer([owner, privateLearner]);
  renderPage('/u/u2?tab=activity');

  expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hidden' })).toBeTruthy();
  expect(tabNames()).toEqual(['Profile', 'Submissions']);
  expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('This learner keeps their learning private.')).toBeTruthy();
  expect(screen.getByText('Member since')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Badges' })).toBeNull();
  expect(requests.filter((url) => url.pathname.startsWith('/api/learn/'))).toEqual([]);
  await expectNoSeriousAxeViolations();
});

it('shows another learner who shares their learning the profile and completed tabs', async () => {
  const requests = fakeServer([owner, publicLearner]);
  renderPage('/u/linus?tab=completed');

  expect(await screen.findByRole('heading', { level: 1, name: 'Linus Open' })).toBeTruthy();
  expect(tabNames()).toEqual(['Profile', 'Submissions', 'Completed']);
  expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByRole('link', { name: 'Finished tutorial' })).toBeTruthy();
  const lists = requests.filter((url) => url.pathname === '/api/learn/record/list');
  expect(
    lists.every((url) => url.searchParams.get('userID') === 'u3' && url.searchParams.get('completed') === 'true'),
  ).toBe(true);
  await expectNoSeriousAxeViolations();
});

it('says so when a list tab has nothing at all', async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/profile')) return json(200, { result: owner });
    if (url.pathname === '/api/users/me/dashboard') return json(200, { result: dashboard() });
    if (url.pathname === '/api/users/me/settings') return json(404, { error: { key: 'not_found' } });
    return json(200, { result: recordList((url.searchParams.get('type') ?? 'tutorial') as 'tutorial', []) });
  });
  renderPage('/u/u1?tab=saved');
  expect(await screen.findByText('No saved items yet.')).toBeTruthy();
  expect(within(screen.getByRole('tabpanel')).queryByRole('region')).toBeNull();
});

it('shows the not-found page for an unknown user', async () => {
  fakeServer([owner]);
  renderPage('/u/nobody');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
});

it("opens a section's See all popup, and the profile's badges and skills popups", async () => {
  const requests = fakeServer([owner]);
  renderPage('/u/u1');
  await userEvent.click(await screen.findByRole('button', { name: 'See all: Tutorials' }));
  const records = await screen.findByRole('dialog', { name: 'Tutorials' });
  expect(await within(records).findByRole('article', { name: 'Lighting basics' })).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
  await userEvent.click(await screen.findByRole('button', { name: 'See all: Badges' }));
  const badges = await screen.findByRole('dialog', { name: 'Badges' });
  expect(await within(badges).findByText('Shader star')).toBeTruthy();
  expect(
    requests.filter((url) => url.pathname === '/api/learn/reward/badges').map((url) => url.searchParams.get('page')),
  ).toEqual(['0', '0']);
  // A badge is shared by the page of the mission that earns it (§2.14).
  await userEvent.click(within(badges).getByRole('button', { name: 'Share the badge Shader star' }));
  const share = await screen.findByRole('dialog', { name: 'Share this badge' });
  expect((within(share).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(
    `${window.location.origin}/mission/lms_4`,
  );
  await expectNoSeriousAxeViolations();
  await userEvent.click(within(share).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this badge' })).toBeNull());
  await userEvent.click(within(badges).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await userEvent.click(screen.getByRole('button', { name: 'See all: Skills' }));
  const skills = await screen.findByRole('dialog', { name: 'Skills' });
  expect(within(skills).getByRole('link', { name: 'Lights' }).getAttribute('href')).toBe('/skill/lights');
  expect(within(skills).getByText('2/2 tutorials')).toBeTruthy();
  expect(within(skills).getByRole('progressbar', { name: 'Programming: progress to level 3' })).toBeTruthy();
  await expectNoSeriousAxeViolations();
});

it('says once why the lists could not load', async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/profile')) return json(200, { result: owner });
    if (url.pathname === '/api/users/me/dashboard') return json(200, { result: dashboard() });
    return json(403, { error: { key: 'forbidden' } });
  });
  renderPage('/u/u1?tab=completed');
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.queryByText('Nothing completed yet.')).toBeNull();
});

it("opens on the owner's dashboard: level, XP, streak and badges first, then what to continue with its progress", async () => {
  const learned = dashboard({
    experience: [{ categoryId: 'programming', totalPoint: 120, level: 2, levelPoint: 20, categoryExperience: 150 }],
    streak: { days: 3, activeToday: true, timeZone: 'Europe/Paris' },
    badges: {
      total: 2,
      latest: [
        {
          id: 'lbg_1',
          title: 'Shader star',
          descPlain: '',
          thumbnail: null,
          sourceId: 'lms_4',
          time: '2026-01-02T00:00:00.000Z',
        },
      ],
    },
    inProgress: [
      {
        item: card({ id: 'tut_2', slug: 'lights', title: 'Lights in depth' }),
        progress: { kind: 'parts', done: 2, total: 5 },
        nextRecordData: null,
        completedTime: null,
      },
      {
        item: card({ id: 'lqz_1', slug: 'basics-quiz', title: 'Basics quiz', type: 'quiz' }),
        progress: { kind: 'quiz', status: 'failed', correctCount: 2, questionsCount: 5, score: 40 },
        nextRecordData: null,
        completedTime: null,
      },
    ],
    completed: [
      {
        item: card({ id: 'tut_3', slug: 'first-scene', title: 'First scene' }),
        progress: null,
        nextRecordData: null,
        completedTime: '2026-02-03T12:00:00.000Z',
      },
    ],
    liveSessions: [
      {
        id: 'lls_1',
        slug: 'lighting-clinic',
        title: 'Lighting clinic',
        descPlain: '',
        thumbnail: null,
        skillLevel: null,
        startTime: '2026-03-10T10:00:00.000Z',
        endTime: '2026-03-10T11:30:00.000Z',
        utcOffset: 540,
        duration: 90,
        period: 'opening',
        premium: false,
        disabled: false,
        refer: null,
        topics: [],
        industries: [],
        registered: true,
        previousVideo: null,
      },
    ],
  });
  const requests = fakeServer([owner], learned);
  renderPage('/u/u1');

  const board = await screen.findByRole('region', { name: 'Your learning at a glance' });
  await within(board).findByText('3 days');
  // The summary comes before the tabs.
  expect(board.compareDocumentPosition(screen.getByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(board).getByText('Level 2')).toBeTruthy();
  expect(within(board).getByText('120 XP')).toBeTruthy();
  expect(within(board).getByText('You learned today.')).toBeTruthy();
  expect(within(board).getByText('2 badges')).toBeTruthy();
  expect(within(board).getByRole('progressbar', { name: 'Programming: progress to level 3' })).toBeTruthy();

  const progress = within(board).getByRole('progressbar', { name: 'Progress: Lights in depth' });
  expect(progress.getAttribute('aria-valuenow')).toBe('2');
  expect(progress.getAttribute('aria-valuemax')).toBe('5');
  expect(within(board).getByText('2 of 5 steps')).toBeTruthy();
  expect(within(board).getByRole('link', { name: 'Continue: Lights in depth' }).getAttribute('href')).toBe(
    '/tutorial/lights',
  );
  expect(within(board).getByText('Failed: 40%')).toBeTruthy();
  expect(within(board).getByRole('link', { name: 'Retry: Basics quiz' }).getAttribute('href')).toBe(
    '/quiz/basics-quiz',
  );
  const completed = within(board).getByRole('region', { name: 'Recently completed' });
  expect(within(completed).getByRole('link', { name: 'First scene' })).toBeTruthy();
  expect(within(completed).getByText('Completed on Feb 3, 2026')).toBeTruthy();

  const live = within(board).getByRole('region', { name: 'Your upcoming live sessions' });
  expect(within(live).getByRole('link', { name: 'Lighting clinic' }).getAttribute('href')).toBe(
    '/liveSession/lighting-clinic',
  );
  expect(live.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-10T10:00:00.000Z');

  // The latest badge, and every badge in the existing popup.
  expect(within(board).getByText('Shader star')).toBeTruthy();
  await userEvent.click(within(board).getByRole('button', { name: 'See all 2 badges' }));
  expect(await screen.findByRole('dialog', { name: 'Badges' })).toBeTruthy();
  const dashboardCall = requests.find((url) => url.pathname === '/api/users/me/dashboard');
  expect(dashboardCall?.searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expectNoSeriousAxeViolations();
});

it('shows no dashboard on another learner’s profile', async () => {
  const requests = fakeServer([owner, publicLearner]);
  renderPage('/u/linus');
  expect(await screen.findByRole('heading', { level: 1, name: 'Linus Open' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Your learning at a glance' })).toBeNull();
  expect(requests.some((url) => url.pathname === '/api/users/me/dashboard')).toBe(false);
});
