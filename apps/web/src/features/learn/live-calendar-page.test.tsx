import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import type { TMe } from '@questline/domain/schemas/session';
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
import { demoUser, testRootRoute } from '../../test/render';
import { LiveCalendarPage } from './live-calendar-page';
import { readLiveCalendarSearch } from './live-calendar-search';
import { json, liveSession } from './live-test-kit';
import { loadLiveCalendar } from './load-live-calendar';

afterEach(() => vi.restoreAllMocks());

const upcoming = [
  liveSession({ id: 'lls_1', title: 'Shader live' }),
  liveSession({ id: 'lls_2', title: 'Audio live' }),
];
const previous = [
  liveSession({ id: 'lls_3', title: 'Newest recording', period: 'previous' }),
  liveSession({ id: 'lls_4', title: 'Older recording', period: 'previous' }),
];

/** The calendar search: opening or previous sessions, none at night; every query is kept. */
const fakeServer = (sessions: { opening: TLiveSessionCard[]; previous: TLiveSessionCard[] }) => {
  const queries: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/learn/liveSessionSearch') return json(404, { error: { key: 'not_found' } });
    queries.push(url.searchParams);
    const tab = url.searchParams.get('includeTab') === 'previous' ? 'previous' : 'opening';
    const items = url.searchParams.get('tod') === '0_360' ? [] : sessions[tab];
    return json(200, { result: { items, total: items.length } });
  });
  return queries;
};

/** The calendar through the app's route setup: search reader, loader and page. */
const renderCalendar = (path: string, me: TMe | null = null) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], me);
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()(testRootRoute);
  const calendarRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/live-calendar',
    validateSearch: readLiveCalendarSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) => loadLiveCalendar(context.queryClient, deps),
    component: LiveCalendarPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([calendarRoute]),
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

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

it('opens the past tab from ?tab=previous, labelling the most recent session Latest and the others Past', async () => {
  const queries = fakeServer({ opening: upcoming, previous });
  renderCalendar('/live-calendar?tab=previous');

  expect((await screen.findByRole('tab', { name: 'Past' })).getAttribute('aria-selected')).toBe('true');
  const newest = await screen.findByRole('article', { name: 'Newest recording' });
  expect(within(newest).getByText('Latest')).toBeTruthy();
  expect(within(screen.getByRole('article', { name: 'Older recording' })).getByText('Past')).toBeTruthy();
  // Without a time of day the viewer's offset changes nothing: every zone asks the same question.
  expect(queries.map((query) => Object.fromEntries(query))).toEqual([{ includeTab: 'previous', utcOffset: '0' }]);
});

it('lists upcoming sessions by default, and a tab change updates the URL and searches that period', async () => {
  const queries = fakeServer({ opening: upcoming, previous });
  const router = renderCalendar('/live-calendar');

  expect(await screen.findByRole('article', { name: 'Shader live' })).toBeTruthy();
  expect(titles()).toEqual(['Shader live', 'Audio live']);
  expect(within(screen.getByRole('article', { name: 'Audio live' })).getByText('Upcoming')).toBeTruthy();
  expect(queries.at(-1)?.get('includeTab')).toBe('opening');

  await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
  expect(await screen.findByRole('article', { name: 'Newest recording' })).toBeTruthy();
  expect(router.state.location.search).toEqual({ tab: 'previous' });
  expect(queries.at(-1)?.get('includeTab')).toBe('previous');

  await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
  expect(await screen.findByRole('article', { name: 'Shader live' })).toBeTruthy();
  expect(router.state.location.search).toEqual({});
});

it('narrows to a time of day on the reader clock, and says so when nothing is on', async () => {
  const queries = fakeServer({ opening: upcoming, previous });
  const router = renderCalendar('/live-calendar');
  const select = await screen.findByRole('combobox', { name: 'Time of day' });

  await userEvent.selectOptions(select, 'Morning (06:00–12:00)');
  await waitFor(() => expect(queries.at(-1)?.get('tod')).toBe('360_720'));
  expect(router.state.location.search).toEqual({ tod: '360_720' });
  expect(queries.at(-1)?.get('utcOffset')).toBe(String(-new Date().getTimezoneOffset()));

  await userEvent.selectOptions(select, 'Night (00:00–06:00)');
  expect(await screen.findByText('No upcoming live sessions at this time of day.')).toBeTruthy();
  expect(screen.queryByRole('article')).toBeNull();
  expect(router.state.location.search).toEqual({ tod: '0_360' });
});

it("groups the sessions by day in the viewer's zone, and shifts a time of day by that zone's offset", async () => {
  const queries = fakeServer({
    opening: [
      // 23:00 and 01:00 the next day in Tokyo: one UTC day, two days there.
      liveSession({
        id: 'lls_1',
        title: 'Late live',
        startTime: '2026-12-01T14:00:00Z',
        endTime: '2026-12-01T15:00:00Z',
      }),
      liveSession({
        id: 'lls_2',
        title: 'Night live',
        startTime: '2026-12-01T16:00:00Z',
        endTime: '2026-12-01T17:00:00Z',
      }),
    ],
    previous,
  });
  renderCalendar('/live-calendar', demoUser({ timeZone: 'Asia/Tokyo' }));
  const firstDay = await screen.findByRole('region', { name: 'Tue, December 1, 2026' });
  expect(within(firstDay).getByRole('heading', { level: 3, name: 'Late live' })).toBeTruthy();
  expect(within(firstDay).getByText('23:00 - 00:00 UTC+09:00 (+1 day)')).toBeTruthy();
  const secondDay = screen.getByRole('region', { name: 'Wed, December 2, 2026' });
  expect(within(secondDay).getByRole('article', { name: 'Night live' })).toBeTruthy();
  expect(within(secondDay).getByText('01:00 - 02:00 UTC+09:00')).toBeTruthy();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'Morning (06:00–12:00)');
  await waitFor(() => expect(queries.at(-1)?.get('tod')).toBe('360_720'));
  expect(queries.at(-1)?.get('utcOffset')).toBe('540');
});
