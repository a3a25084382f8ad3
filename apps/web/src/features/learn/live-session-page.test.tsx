import type { TMe } from '@questline/domain/schemas/session';
import { premiumStoreOf } from '@questline/domain/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../router';
import { defaultSiteSettings, demoUser, testRootRoute } from '../../test/render';
import { LiveSessionPage } from './live-session-page';
import { json, liveSession, pinBrowserZone } from './live-test-kit';

// The browser's zone, whatever the machine running the tests is set to.
beforeEach(() => pinBrowserZone('America/New_York'));

afterEach(() => vi.restoreAllMocks());

const description = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bring your rigid bodies and questions.' }] }],
};

/** The app's own route of the page: its query, what its data depends on and its loader, as router.tsx has them. */
const appSessionRoute = () => {
  const { options } = createAppRouter(new QueryClient()).routesByPath['/liveSession/$slug'];
  return { validateSearch: options.validateSearch, loaderDeps: options.loaderDeps, loader: options.loader };
};

const renderSessionPage = (
  path: string,
  extendsBody: Record<string, unknown>,
  siteSettings = defaultSiteSettings(),
  options: { me?: TMe | null; draft?: { item: Record<string, unknown>; extends: Record<string, unknown> } } = {},
) => {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    // The server answers the draft to those who may edit the session (its own tests hold that rule).
    const draft = url.searchParams.get('preview') === 'true' ? options.draft : undefined;
    if (url.pathname === '/api/learn/liveSession/physics-live')
      return json(200, { result: draft?.item ?? { ...liveSession(), description, language: 'en' } });
    if (url.pathname === '/api/learn/liveSession/physics-live/extends')
      return json(200, { result: draft?.extends ?? extendsBody });
    return json(404, { error: { key: 'not_found' } });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], options.me ?? null);
  queryClient.setQueryData(['site', 'settings'], siteSettings);
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()(testRootRoute);
  const sessionRoute = createRoute({
    ...(appSessionRoute() as object),
    getParentRoute: () => rootRoute,
    path: '/liveSession/$slug',
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
  // In the viewer's zone (New York), with the host's clock (Tokyo) beside it.
  expect(within(card).getByText('09:00 - 11:30 UTC−05:00')).toBeTruthy();
  expect(within(card).getByText('Host time: 23:00 UTC+09:00')).toBeTruthy();
  expect(within(card).getByRole('button', { name: 'Register for Physics live' })).toBeTruthy();
  expect(within(card).queryByRole('button', { name: /Learn more/ })).toBeNull();
  expect(screen.getByText('Bring your rigid bodies and questions.')).toBeTruthy();
  expect(calls).toEqual(
    expect.arrayContaining(['/api/learn/liveSession/physics-live', '/api/learn/liveSession/physics-live/extends']),
  );
});

it("uses the viewer's card from the extends: a premium session closed to them offers the trial", async () => {
  renderSessionPage(
    '/liveSession/physics-live',
    { liveSession: liveSession({ premium: true, disabled: true }) },
    { ...defaultSiteSettings(), premiumStore: premiumStoreOf('https://store.example.com/buy', 'premium') },
  );
  expect(await screen.findByRole('link', { name: 'Start free trial' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
});

it('offers no trial for a premium session on a site that sells no subscriptions', async () => {
  renderSessionPage('/liveSession/physics-live', { liveSession: liveSession({ premium: true, disabled: true }) });
  const card = await screen.findByRole('article', { name: 'Physics live' });
  expect(within(card).getByText(/For premium members\. Ask an administrator of this site/)).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Start free trial' })).toBeNull();
  expect(screen.queryByText(/free/i)).toBeNull();
  expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
});

it('is the not-found page for an unknown session', async () => {
  renderSessionPage('/liveSession/nope', {});
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
});

describe("preview=true (§2.2), as the editor's Preview opens it", () => {
  const draft = {
    item: {
      ...liveSession({ title: 'Physics live, reworked' }),
      description,
      type: 'liveSession',
      language: 'en',
      ownerId: 'u_host',
    },
    extends: { liveSession: liveSession({ title: 'Physics live, reworked' }) },
  };
  const banner = 'Preview of your unpublished changes. Learners see the published version until you publish.';

  it('shows the draft under the preview banner to those who may edit the session, and reads it again each time', async () => {
    const calls = renderSessionPage('/liveSession/physics-live?preview=true', {}, defaultSiteSettings(), {
      me: demoUser({ id: 'u_host', roles: ['learnCreator'] }),
      draft,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Physics live, reworked' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Physics live, reworked' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(banner);
    expect(calls).toEqual(
      expect.arrayContaining([
        '/api/learn/liveSession/physics-live?preview=true',
        '/api/learn/liveSession/physics-live/extends?preview=true',
      ]),
    );
    expect(calls.filter((call) => call.startsWith('/api/learn/liveSession/') && !call.includes('preview'))).toEqual([]);
  });

  it('shows others the published session without the banner', async () => {
    for (const me of [null, demoUser({ id: 'u_other', roles: ['learnCreator'] })]) {
      renderSessionPage('/liveSession/physics-live?preview=true', { liveSession: liveSession() }, undefined, {
        me,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Physics live' })).toBeTruthy();
      expect(screen.queryByText(banner)).toBeNull();
      cleanup();
    }
  });
});
