import { FEATURE_FLAGS } from '@questline/domain/constants';
import type { TMe } from '@questline/domain/schemas/session';
import { premiumStoreOf, type TSiteSettings } from '@questline/domain/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../app/not-found-page';
import type { TGate } from '../app/routes/access-gate';
import { gated } from '../app/routes/gated';
import { LoginProvider } from '../features/auth/login-provider';

/** The site's flags at their §9 defaults, no store, and videos transcoded: what tests assume unless they say otherwise. */
export const defaultSiteSettings = (): TSiteSettings => ({
  featureFlags: { ...FEATURE_FLAGS },
  premiumStore: premiumStoreOf(null, 'premium'),
  videoTranscoding: true,
});

/** What the app's layout puts around every page that a test renders: the login gate (not the header and footer). */
export const TestLayout = ({ children }: { children: ReactNode }) => <LoginProvider>{children}</LoginProvider>;

/**
 * The root route of a test's own route tree, as router.tsx's root route has it: the test layout around the page, and
 * the app's not-found page.
 */
export const testRootRoute = {
  component: () => (
    <TestLayout>
      <Outlet />
    </TestLayout>
  ),
  notFoundComponent: NotFoundPage,
};

/** `me`: the signed-in user, null for a visitor, or 'pending' for a session still loading (GET /api/me). */
type TRenderOptions = { me?: TMe | null | 'pending'; path?: string; siteSettings?: TSiteSettings };

/** A test's query client, with the signed-in user (unless pending) and the site's settings already known. */
const testQueryClient = (options: TRenderOptions) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (options.me !== 'pending') queryClient.setQueryData(['me'], options.me ?? null);
  queryClient.setQueryData(['site', 'settings'], options.siteSettings ?? defaultSiteSettings());
  return queryClient;
};

/** Renders UI inside the app's providers and a router, with the signed-in user already known. */
export const renderWithApp = (ui: () => ReactNode, options: TRenderOptions = {}) => {
  const queryClient = testQueryClient(options);
  const rootRoute = createRootRoute({
    component: () => <TestLayout>{ui()}</TestLayout>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

/**
 * Renders one page at `path` under a route of its own path and search reader, as router.tsx declares it, for pages
 * that read and write their URL: answers the router, whose location a test reads. A visitor, nothing loaded yet.
 */
export const renderRoutePage = (
  page: { path: string; validateSearch: (raw: Record<string, unknown>) => object; component: RouteComponent },
  path: string,
) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], null);
  const rootRoute = createRootRoute(testRootRoute);
  const route = createRoute({ getParentRoute: () => rootRoute, ...page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

/**
 * Renders a page as router.tsx serves it behind `gate` (app/routes/gated.ts): the gate decides before the page loads,
 * and a visitor it turns away sees the page's notice in its place. `route` is the route's path pattern (any path by
 * default), for pages that read their parameters.
 */
export const renderGatedPage = (
  gate: TGate,
  Page: RouteComponent,
  options: TRenderOptions & { route?: string } = {},
) => {
  const queryClient = testQueryClient(options);
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()(testRootRoute);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: options.route ?? '$',
    ...gated(gate),
    component: Page,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

export const demoUser = (overrides: Partial<TMe> = {}): TMe => ({
  id: 'u1',
  displayName: 'Ada Learner',
  name: 'Ada Learner',
  fullName: 'Ada Learner',
  username: 'ada',
  email: 'ada@example.test',
  emailVerified: true,
  avatar: null,
  customProfileUrl: null,
  anonymous: false,
  status: 'online',
  roles: [],
  memberships: [],
  premium: false,
  uaaMember: false,
  engineEdlabMember: false,
  locale: null,
  region: null,
  theme: 'system',
  timeZone: null,
  ...overrides,
});
