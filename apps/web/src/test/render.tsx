import { FEATURE_FLAGS } from '@questline/domain/constants';
import type { TMe } from '@questline/domain/schemas/session';
import { premiumStoreOf, type TSiteSettings } from '@questline/domain/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../app/not-found-page';
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

/** Renders UI inside the app's providers and a router, with the signed-in user already known. */
export const renderWithApp = (
  ui: () => ReactNode,
  options: { me?: TMe | null; path?: string; siteSettings?: TSiteSettings } = {},
) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(['me'], options.me ?? null);
  queryClient.setQueryData(['site', 'settings'], options.siteSettings ?? defaultSiteSettings());
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
  ...overrides,
});
