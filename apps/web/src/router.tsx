import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { Layout } from './app/layout';
import { NotFoundPage } from './app/not-found-page';
import { LogoutPage } from './features/auth/logout-page';
import { homeQueryOptions } from './features/home/api/get-home';
import { HomePage } from './features/home/home-page';

type TRouterContext = { queryClient: QueryClient };

const rootRoute = createRootRouteWithContext<TRouterContext>()({
  component: Layout,
  notFoundComponent: NotFoundPage,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => context.queryClient.ensureQueryData(homeQueryOptions()),
  component: HomePage,
});

const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/auth/logout', component: LogoutPage });

const routeTree = rootRoute.addChildren([homeRoute, logoutRoute]);

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
