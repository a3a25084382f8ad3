import { readCreateSearch, readEditorSearch, readLearnSearch } from '@questline/domain/rules/search-params';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { Layout } from './app/layout';
import { NotFoundPage } from './app/not-found-page';
import { LogoutPage } from './features/auth/logout-page';
import { readDashboardSearch } from './features/creator-dashboard/dashboard-search';
import { editItemQueryOptions } from './features/editor/api/get-edit-item';
import { editorTypeOrNotFound } from './features/editor/lib/editor-search';
import { homeQueryOptions } from './features/home/api/get-home';
import { HomePage } from './features/home/home-page';
import { LearnPageError, LearnPagePending } from './features/learn/learn-page-states';
import { learnContext, readMissionSearch } from './features/learn/learn-search';
import { loadLearnDetail } from './features/learn/load-learn-detail';
import { pathwaysLandingQueryOptions } from './features/pathways/api/get-pathways-landing';
import { loadAuthoringCatalogue } from './i18n/i18n';

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

/** Learner detail pages (§2.9): by slug or id, with the parent chain and version in the query (§2.2). */
const learnDetail = {
  getParentRoute: () => rootRoute,
  validateSearch: readLearnSearch,
  pendingComponent: LearnPagePending,
  errorComponent: LearnPageError,
};
const tutorialRoute = createRoute({
  ...learnDetail,
  path: '/tutorial/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: ({ context, params, deps }) => loadLearnDetail(context.queryClient, 'tutorial', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/learn-detail-page'), 'TutorialPage'),
});
const projectRoute = createRoute({
  ...learnDetail,
  path: '/project/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: ({ context, params, deps }) => loadLearnDetail(context.queryClient, 'project', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/learn-detail-page'), 'ProjectPage'),
});
const courseRoute = createRoute({
  ...learnDetail,
  path: '/course/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: ({ context, params, deps }) => loadLearnDetail(context.queryClient, 'course', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/learn-detail-page'), 'CoursePage'),
});
const quizRoute = createRoute({
  ...learnDetail,
  path: '/quiz/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: ({ context, params, deps }) => loadLearnDetail(context.queryClient, 'quiz', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/learn-detail-page'), 'QuizPage'),
});
const missionRoute = createRoute({
  ...learnDetail,
  path: '/mission/$slug',
  // A mission's contentId may name one of its content sets (§2.2, §4.3).
  validateSearch: readMissionSearch,
  loaderDeps: ({ search }) => learnContext(search),
  loader: ({ context, params, deps }) => loadLearnDetail(context.queryClient, 'mission', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/mission-page'), 'MissionPage'),
});
const pathwayRoute = createRoute({
  ...learnDetail,
  path: '/pathway/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: ({ context, params, deps }) => loadLearnDetail(context.queryClient, 'pathway', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/pathway-page'), 'PathwayPage'),
});

/** The pathways landing page (§2.8). */
const pathwaysRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pathways',
  pendingComponent: LearnPagePending,
  errorComponent: LearnPageError,
  loader: ({ context }) => context.queryClient.ensureQueryData(pathwaysLandingQueryOptions()),
  component: lazyRouteComponent(() => import('./features/pathways/pathways-page'), 'PathwaysPage'),
});

/**
 * Editors (§2.1, §2.12): create flow and editor for tutorial, project, course, quiz, mission and pathway; other types
 * are not found. They and the dashboard load the authoring texts before they render.
 */
const createItemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$type/0/new',
  validateSearch: readCreateSearch,
  beforeLoad: ({ params }) => void editorTypeOrNotFound(params.type),
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/editor/editor-routes'), 'CreateRoute'),
});
const editItemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$type/$id/edit',
  validateSearch: readEditorSearch,
  beforeLoad: ({ params }) => void editorTypeOrNotFound(params.type),
  // The item is a prefetch only: the page itself shows sign-in, no-access and not-found answers.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(editItemQueryOptions(editorTypeOrNotFound(params.type), params.id));
    return loadAuthoringCatalogue();
  },
  component: lazyRouteComponent(() => import('./features/editor/editor-routes'), 'EditorRoute'),
});
const creatorDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/creator/dashboard',
  validateSearch: readDashboardSearch,
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/creator-dashboard/dashboard-route'), 'DashboardRoute'),
});
/** Learner Architecture (§1): a sibling of the dashboard, so neither route swallows the other's path. */
const architectureRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/creator/dashboard/architecture',
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/architecture/architecture-route'), 'ArchitectureRoute'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  logoutRoute,
  tutorialRoute,
  projectRoute,
  courseRoute,
  quizRoute,
  missionRoute,
  pathwayRoute,
  pathwaysRoute,
  createItemRoute,
  editItemRoute,
  creatorDashboardRoute,
  architectureRoute,
]);

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
