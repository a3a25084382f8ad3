import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { testRootRoute } from '../../test/render';
import { LiveSessionPage } from './live-session-page';
import { json, liveSession } from './live-test-kit';
import { loadLiveSession } from './load-live-session';

afterEach(() => vi.restoreAllMocks());

const description = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bring your rigid bodies and questions.' }] }],
};

const renderSessionPage = (path: string, extendsBody: Record<string, unknown>) => {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url.pathname);
    if (url.pathname === '/api/learn/liveSession/physics-live')
      return json(200, { result: { ...liveSession(), description, language: 'en' } });
    if (url.pathname === '/api/learn/liveSession/physics-live/extends') return json(200, { result: extendsBody });
    return json(404, { error: { key: 'not_found' } });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], null);
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()(testRootRoute);
  const sessionRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/liveSession/$slug',
    loader: ({ context, params }) => loadLiveSession(context.queryClient, params.slug),
    component: LiveSessionPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([sessionRoute]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
};

it("shows a session's title, card with Register and description, from the item and its extends", async () => {
  const calls = renderSessionPage('/liveSession/physics-live', { liveSession: liveSession() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Physics live' })).toBeTruthy();
  const card = screen.getByRole('article', { name: 'Physics live' });
  expect(within(card).getByText('23:00 - 01:30 UTC+09:00 (+1 days)')).toBeTruthy();
  expect(within(card).getByRole('button', { name: 'Register for Physics live' })).toBeTruthy();
  expect(within(card).queryByRole('button', { name: /Learn more/ })).toBeNull();
  expect(screen.getByText('Bring your rigid bodies and questions.')).toBeTruthy();
  expect(calls).toEqual(
    expect.arrayContaining(['/api/learn/liveSession/physics-live', '/api/learn/liveSession/physics-live/extends']),
  );
});

it("uses the viewer's card from the extends: a premium session closed to them offers the trial", async () => {
  renderSessionPage('/liveSession/physics-live', { liveSession: liveSession({ premium: true, disabled: true }) });
  expect(await screen.findByRole('link', { name: 'Start free trial' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
});

it('is the not-found page for an unknown session', async () => {
  renderSessionPage('/liveSession/nope', {});
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
});
