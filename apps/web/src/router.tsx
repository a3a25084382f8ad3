import { readCreateSearch, readEditorSearch, readLearnSearch } from '@questline/domain/rules/search-params';
import { MODERATION_REPORTS_PATH, SITE_PAGE_KEYS, SITE_PAGE_PATHS } from '@questline/domain/rules/urls';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { Layout } from './app/layout';
import { NotFoundPage } from './app/not-found-page';
import { gated } from './app/routes/gated';
import { readDashboardSearch } from './features/creator-dashboard/dashboard-search';
import { editorTypeOrNotFound } from './features/editor/lib/editor-search';
import { HomePage } from './features/home/home-page';
import { loadHome } from './features/home/load-home';
import { learnContext, readMissionSearch } from './features/learn/learn-search';
import { readLiveCalendarSearch } from './features/learn/live-calendar-search';
import { readMyLearningSearch } from './features/my-learning/my-learning-search';
import { loadPathwaysLanding } from './features/pathways/api/get-pathways-landing';
import { readListingSearch, readSearchPageSearch } from './features/search/search-page-search';
import { loadAuthoringCatalogue, loadPagesCatalogue } from './i18n/i18n';
import { LearnPageError, LearnPagePending } from './ui/learn-page-states';

type TRouterContext = { queryClient: QueryClient };

/** Detail loaders load with their pages, so the home page's first load stays small. */
const detailLoaders = () => import('./features/learn/load-learn-detail');

const rootRoute = createRootRouteWithContext<TRouterContext>()({
  component: Layout,
  notFoundComponent: NotFoundPage,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => loadHome(context.queryClient),
  component: HomePage,
});

const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/logout',
  loader: loadPagesCatalogue,
  component: lazyRouteComponent(() => import('./features/auth/logout-page'), 'LogoutPage'),
});

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
  loader: async ({ context, params, deps }) =>
    (await detailLoaders()).loadLearnDetail(context.queryClient, 'tutorial', params.slug, deps),
  component: lazyRouteComponent(() => import('./app/routes/tutorial-page'), 'TutorialPage'),
});
const projectRoute = createRoute({
  ...learnDetail,
  path: '/project/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: async ({ context, params, deps }) =>
    (await detailLoaders()).loadLearnDetail(context.queryClient, 'project', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/learn-detail-page'), 'ProjectPage'),
});
const courseRoute = createRoute({
  ...learnDetail,
  path: '/course/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: async ({ context, params, deps }) =>
    (await detailLoaders()).loadLearnDetail(context.queryClient, 'course', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/learn-detail-page'), 'CoursePage'),
});
const quizRoute = createRoute({
  ...learnDetail,
  path: '/quiz/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: async ({ context, params, deps }) =>
    (await detailLoaders()).loadLearnDetail(context.queryClient, 'quiz', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/learn-detail-page'), 'QuizPage'),
});
const missionRoute = createRoute({
  ...learnDetail,
  path: '/mission/$slug',
  // A mission's contentId may name one of its content sets (§2.2, §4.3).
  validateSearch: readMissionSearch,
  loaderDeps: ({ search }) => learnContext(search),
  loader: async ({ context, params, deps }) =>
    (await detailLoaders()).loadLearnDetail(context.queryClient, 'mission', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/mission-page'), 'MissionPage'),
});
const pathwayRoute = createRoute({
  ...learnDetail,
  path: '/pathway/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: async ({ context, params, deps }) =>
    (await detailLoaders()).loadLearnDetail(context.queryClient, 'pathway', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/pathway-page'), 'PathwayPage'),
});
const skillRoute = createRoute({
  ...learnDetail,
  path: '/skill/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: async ({ context, params, deps }) =>
    (await detailLoaders()).loadLearnDetail(context.queryClient, 'skill', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/skill-page'), 'SkillPage'),
});
const competencyRoute = createRoute({
  ...learnDetail,
  path: '/competency/$slug',
  loaderDeps: ({ search }) => learnContext(search),
  loader: async ({ context, params, deps }) =>
    (await detailLoaders()).loadLearnDetail(context.queryClient, 'competency', params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/competency-page'), 'CompetencyPage'),
});

/** The pathways landing page (§2.8). */
const pathwaysRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pathways',
  pendingComponent: LearnPagePending,
  errorComponent: LearnPageError,
  loader: ({ context }) => Promise.all([loadPathwaysLanding(context.queryClient), loadPagesCatalogue()]),
  component: lazyRouteComponent(() => import('./features/pathways/pathways-page'), 'PathwaysPage'),
});

/** The live calendar (§2.1): `?tab=previous` selects past sessions; `tod` narrows to a time of day. */
const liveCalendarRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/live-calendar',
  validateSearch: readLiveCalendarSearch,
  pendingComponent: LearnPagePending,
  errorComponent: LearnPageError,
  loaderDeps: ({ search }) => search,
  // Loaders of pages off the home page load with them, keeping the home page's first load small.
  loader: async ({ context, deps }) =>
    (await import('./features/learn/load-live-calendar')).loadLiveCalendar(context.queryClient, deps),
  component: lazyRouteComponent(() => import('./features/learn/live-calendar-page'), 'LiveCalendarPage'),
});
/** The search page (§2.6): criteria (k) and sort (ob) in the URL; the page loads its results itself. */
/** The search page's and the listings' loaders load with their pages, as the detail loaders do. */
const searchLoaders = () => import('./features/search/load-search');

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: readSearchPageSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await searchLoaders()).loadSearchPage(context.queryClient, deps),
  component: lazyRouteComponent(() => import('./features/search/search-page'), 'SearchPage'),
});
/**
 * Listings (§2.1): a search for one type, newest first; /courses?k=["premium:true"]&ob=starts is premium courses. The
 * listing's filters, keyword (k) and sort (ob, which may also be duration: shortest first) live in the URL.
 */
const listingOf = (
  type: 'course' | 'project' | 'tutorial' | 'mission',
  path: string,
  page: 'CoursesPage' | 'ProjectsPage' | 'TutorialsPage' | 'MissionsPage',
) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: readListingSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) => (await searchLoaders()).loadListingPage(context.queryClient, type, deps),
    component: lazyRouteComponent(() => import('./features/search/listing-page'), page),
  });
const coursesRoute = listingOf('course', '/courses', 'CoursesPage');
const projectsRoute = listingOf('project', '/projects', 'ProjectsPage');
const tutorialsRoute = listingOf('tutorial', '/tutorials', 'TutorialsPage');
const missionsRoute = listingOf('mission', '/missions', 'MissionsPage');
/** A live session's learner page; with preview=true, over the draft for those who may edit it (§2.2). */
const liveSessionRoute = createRoute({
  ...learnDetail,
  path: '/liveSession/$slug',
  loaderDeps: ({ search }) => ({ preview: learnContext(search).preview }),
  loader: async ({ context, params, deps }) =>
    (await import('./features/learn/load-live-session')).loadLiveSession(context.queryClient, params.slug, deps),
  component: lazyRouteComponent(() => import('./features/learn/live-session-page'), 'LiveSessionPage'),
});

/** Profile and My Learning (§2.1, §2.11): by user id or custom profile URL, `?tab=` selecting the tab. */
const myLearningRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/u/$userId',
  validateSearch: readMyLearningSearch,
  pendingComponent: LearnPagePending,
  errorComponent: LearnPageError,
  loader: async ({ context, params }) =>
    (await import('./features/my-learning/load-my-learning')).loadMyLearning(context.queryClient, params.userId),
  component: lazyRouteComponent(() => import('./features/my-learning/my-learning-page'), 'MyLearningPage'),
});

/** Groups (§1 groups, posts and reposts): the learner's groups, and one group's members and posts. */
const groupsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/groups',
  ...gated('groups'),
  loader: async ({ context }) => (await import('./features/groups/load-groups')).loadGroups(context.queryClient),
  component: lazyRouteComponent(() => import('./features/groups/groups-page'), 'GroupsPage'),
});
const groupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/groups/$groupId',
  ...gated('group'),
  loader: async ({ context, params }) =>
    (await import('./features/groups/load-groups')).loadGroup(context.queryClient, params.groupId),
  component: lazyRouteComponent(() => import('./features/groups/group-page'), 'GroupPage'),
});

/** A learner submission (§2.1): its author, build (played from the play origin on demand), likes and counts. */
const submissionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/submission/$id',
  pendingComponent: LearnPagePending,
  errorComponent: LearnPageError,
  loader: async ({ context, params }) =>
    (await import('./features/submissions/load-submission')).loadSubmission(context.queryClient, params.id),
  component: lazyRouteComponent(() => import('./features/submissions/submission-page'), 'SubmissionPage'),
});

/**
 * Editors (§2.1, §2.12): create flow and editor for tutorial, project, course, quiz, mission and pathway; other types
 * are not found, before the gate asks anyone to sign in. They and the dashboard load the authoring texts before they
 * render.
 */
const createGate = gated('create');
const createItemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$type/0/new',
  validateSearch: readCreateSearch,
  ...createGate,
  beforeLoad: (match) => {
    editorTypeOrNotFound(match.params.type);
    return createGate.beforeLoad(match);
  },
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/editor/create-page'), 'CreatePage'),
});
const editGate = gated('edit');
const editItemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$type/$id/edit',
  validateSearch: readEditorSearch,
  ...editGate,
  beforeLoad: (match) => {
    editorTypeOrNotFound(match.params.type);
    return editGate.beforeLoad(match);
  },
  // The item is a prefetch only: the page itself shows the server's not-found and other answers.
  loader: ({ context, params }) => {
    const type = editorTypeOrNotFound(params.type);
    void import('./features/editor/api/get-edit-item').then(({ editItemQueryOptions }) =>
      context.queryClient.prefetchQuery(editItemQueryOptions(type, params.id)),
    );
    return loadAuthoringCatalogue();
  },
  component: lazyRouteComponent(() => import('./features/editor/editor-page'), 'EditorPage'),
});
const creatorDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/creator/dashboard',
  validateSearch: readDashboardSearch,
  ...gated('dashboard'),
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(
    () => import('./features/creator-dashboard/creator-dashboard-page'),
    'CreatorDashboardPage',
  ),
});
/** Learner Architecture (§1): a sibling of the dashboard, so neither route swallows the other's path. */
const architectureRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/creator/dashboard/architecture',
  ...gated('architecture'),
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/architecture/architecture-page'), 'ArchitecturePage'),
});
/** The Admin Tool (§1): learn admins curate the featured lists. */
const featuredAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/creator/featured',
  ...gated('featured'),
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/featured-admin/featured-admin-page'), 'FeaturedAdminPage'),
});
/** Admin search (§2.6): staff search every item, drafts and hidden ones included. */
const adminSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/creator/search',
  ...gated('adminSearch'),
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/admin-search/admin-search-page'), 'AdminSearchPage'),
});

/** The premium landing page (§1 store flow): what premium gives, the trial, the payment link. */
const premiumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/premium',
  pendingComponent: LearnPagePending,
  errorComponent: LearnPageError,
  loader: async ({ context }) => {
    const { siteSettingsQueryOptions } = await import('./api/site-settings');
    await Promise.all([context.queryClient.ensureQueryData(siteSettingsQueryOptions()), loadPagesCatalogue()]);
  },
  component: lazyRouteComponent(() => import('./features/premium/premium-page'), 'PremiumPage'),
});
/** Site administration (admins): the §9 feature flags and premium memberships. */
const siteAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/creator/flags',
  ...gated('siteAdmin'),
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/site-admin/site-admin-page'), 'SiteAdminPage'),
});

/** User administration (§6; admins): users, their roles, memberships and accounts, and the audit trail. */
const adminUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/users',
  ...gated('users'),
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/user-admin/users-page'), 'UsersPage'),
});
const adminAuditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/audit',
  ...gated('audit'),
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/user-admin/audit-page'), 'AuditPage'),
});

/**
 * The educators page and the portals (§2.1, §2.5) and the FAQ: each its own chunk, with the learner pages' texts;
 * /educators and /faq fetch their featured lists while their code loads. A portal opens for its members, behind its
 * gate.
 */
const portalPage = (path: string, component: ReturnType<typeof lazyRouteComponent>, gate?: 'edlab' | 'partners') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    pendingComponent: LearnPagePending,
    errorComponent: LearnPageError,
    ...(gate && gated(gate, LearnPageError)),
    loader: async ({ context }) => {
      const featured = path === '/educators' ? 'page_educators' : path === '/faq' ? 'page_faq' : null;
      if (featured) {
        const { featuredListQueryOptions } = await import('./api/featured-list');
        void context.queryClient.prefetchQuery(featuredListQueryOptions(featured));
      }
      await loadPagesCatalogue();
    },
    component,
  });
const educatorsRoute = portalPage(
  '/educators',
  lazyRouteComponent(() => import('./features/portals/educators-page'), 'EducatorsPage'),
);
const edlabRoute = portalPage(
  '/edlab',
  lazyRouteComponent(() => import('./features/portals/edlab-page'), 'EdlabPage'),
  'edlab',
);
const partnersRoute = portalPage(
  '/partners',
  lazyRouteComponent(() => import('./features/portals/partners-page'), 'PartnersPage'),
  'partners',
);
const faqRoute = portalPage(
  '/faq',
  lazyRouteComponent(() => import('./features/portals/faq-page'), 'FaqPage'),
);

/** The first-run setup (`/setup?token=…`, printed at start while no super admin exists): the first super admin. */
const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup',
  pendingComponent: LearnPagePending,
  errorComponent: LearnPageError,
  loader: loadPagesCatalogue,
  component: lazyRouteComponent(() => import('./features/setup/setup-page'), 'SetupPage'),
});

/** The footer's site pages (about, contact, the legal pages): their text in the reader's language; admins edit it. */
const sitePageRoutes = SITE_PAGE_KEYS.map((page) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: SITE_PAGE_PATHS[page],
    pendingComponent: LearnPagePending,
    errorComponent: LearnPageError,
    loader: async ({ context }) =>
      (await import('./features/site-pages/load-site-page')).loadSitePage(context.queryClient, page),
    component: lazyRouteComponent(() => import('./features/site-pages/site-page'), 'SitePage'),
  }),
);

/** Community moderation (§2.3 Community Moderator): reported comments and group posts, learn moderators. */
const moderationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: MODERATION_REPORTS_PATH,
  ...gated('moderation'),
  loader: loadAuthoringCatalogue,
  component: lazyRouteComponent(() => import('./features/moderation/moderation-page'), 'ModerationPage'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  submissionRoute,
  logoutRoute,
  tutorialRoute,
  projectRoute,
  courseRoute,
  quizRoute,
  missionRoute,
  pathwayRoute,
  skillRoute,
  competencyRoute,
  pathwaysRoute,
  liveCalendarRoute,
  liveSessionRoute,
  myLearningRoute,
  groupsRoute,
  groupRoute,
  searchRoute,
  coursesRoute,
  projectsRoute,
  tutorialsRoute,
  missionsRoute,
  createItemRoute,
  editItemRoute,
  creatorDashboardRoute,
  architectureRoute,
  featuredAdminRoute,
  adminSearchRoute,
  premiumRoute,
  siteAdminRoute,
  adminUsersRoute,
  adminAuditRoute,
  educatorsRoute,
  edlabRoute,
  partnersRoute,
  faqRoute,
  ...sitePageRoutes,
  moderationRoute,
  setupRoute,
]);

/**
 * The app's router. The server's renderer (entry-server.tsx) gives it the page's address as a memory history; there
 * scroll positions are not restored (that would be an inline script, which the CSP refuses): the browser restores them.
 */
export const createAppRouter = (queryClient: QueryClient, history?: RouterHistory) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: !history,
    history,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
