import type { TLevelDetail } from '@questline/domain/rules/levels';
import { readLearnSearch } from '@questline/domain/rules/search-params';
import type { TMapCard } from '@questline/domain/schemas/content';
import type { TMe } from '@questline/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { testRootRoute } from '../../test/render';
import { LearnPageError } from '../../ui/learn-page-states';
import { CompetencyPage } from './competency-page';
import type { TTutorialStepParts } from './components/tutorial-steps';
import { CoursePage, ProjectPage, QuizPage, TutorialPage } from './learn-detail-page';
import { learnContext, readMissionSearch } from './learn-search';
import type { TLearnItem, TLearnType } from './learn-types';
import { loadLearnDetail } from './load-learn-detail';
import { MissionPage } from './mission-page';
import { PathwayPage } from './pathway-page';
import { SkillPage } from './skill-page';

type TJson = Record<string, unknown>;
export type TFakeCall = { method: string; url: URL; body: TJson | null };

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
export const richText = doc;

/** The item's own columns every read answers (the server's presentItem), as a published, public item has them. */
export const itemColumns = {
  status: 'published',
  public: true,
  hidden: false,
  internalOnly: false,
  offline: false,
  uaaOnly: false,
  edlabOnly: false,
  authorId: 'u_author',
  ownerId: 'u_author',
  thumbnailId: null,
  revision: 1,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  publishedAt: '2024-01-01T00:00:00.000Z',
  source: null,
  withLab: false,
} as const satisfies Partial<TLearnItem>;

export const tutorialItem = (overrides: Partial<TLearnItem> = {}): TLearnItem => ({
  ...itemColumns,
  id: 'ltu_7',
  type: 'tutorial',
  slug: 'spin-a-cube',
  title: 'Spin a cube',
  description: doc('Write your first component and make a cube spin.'),
  descPlain: 'Write your first component and make a cube spin.',
  language: 'en',
  thumbnail: null,
  skillLevel: 'beginner',
  duration: 45,
  points: [{ categoryId: 'programming', point: 20 }],
  sections: [
    { id: 's1', title: 'Create the script', body: doc('Add a new script.'), type: 'text', optionType: 'required' },
    {
      id: 's2',
      title: 'Make it float',
      body: doc('Extend the spinner in the lab.'),
      type: 'lab',
      optionType: 'required',
      labUrl: 'https://lab.example.com/float',
    },
    { id: 's3', title: 'Share it', body: doc('Upload a build.'), type: 'submission', submissionType: 'webgl' },
  ],
  premium: false,
  unPublishedTime: null,
  isExpired: false,
  published: true,
  ...overrides,
});

/** A card of an extends map (§3.1 display fields). */
export const mapCard = (overrides: Partial<TMapCard> & Pick<TMapCard, 'id' | 'slug' | 'title'>): TMapCard => ({
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

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server at the network boundary: GET item and extends, POST record/step ({recordMap, levelDetails,
 * completedIds}) and collect/toggle, keeping the learner's records between page loads as the real server does.
 */
export const fakeLearnServer = (setup: {
  items: TLearnItem[];
  extendsOf?: (item: TLearnItem, query: URLSearchParams) => TJson;
  signedIn: boolean;
  /** Expired items by slug, with the redirect the server is configured with (§2.2). */
  expired?: Record<string, string>;
  /** Further endpoints (a quiz's attempts and answers): a response, or null for the endpoints answered here. */
  handle?: (call: TFakeCall) => Response | null;
  /** The experience a step write earns (none unless given). */
  stepLevelDetails?: (call: TFakeCall) => TLevelDetail[];
}) => {
  const calls: TFakeCall[] = [];
  const steps = new Map<string, Record<string, { completed: boolean }>>();
  const collected = new Set<string>();
  const find = (type: string, idOrSlug: string) =>
    setup.items.find((item) => item.type === type && (item.id === idOrSlug || item.slug === idOrSlug));
  const recordMap = () =>
    Object.fromEntries(
      [...steps].map(([id, record]) => [id, { type: 'tutorial', completed: false, withAll: true, steps: record }]),
    );

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as TJson) : null;
    calls.push({ method, url, body });
    // The login modal opens either way; without a URL it shows no iframe (which the test DOM cannot load).
    if (url.pathname === '/api/authUrl') return json(503, { error: { key: 'internal_error' } });
    if (method === 'POST' && !setup.signedIn) return json(401, { error: { key: 'auth_required' } });
    const handled = setup.handle?.({ method, url, body });
    if (handled) return handled;
    if (url.pathname === '/api/learn/record/step' && body) {
      const id = String(body.id);
      steps.set(id, { ...steps.get(id), [String(body.sectionId)]: { completed: body.completed === true } });
      const levelDetails = setup.stepLevelDetails?.({ method, url, body }) ?? [];
      return json(200, { result: { recordMap: { [id]: recordMap()[id] }, levelDetails, completedIds: [] } });
    }
    if (url.pathname === '/api/learn/collect/toggle' && body) {
      const id = String(body.id);
      if (collected.has(id)) collected.delete(id);
      else collected.add(id);
      return json(200, { result: { id, collected: collected.has(id), collectCount: collected.size } });
    }
    const expiredTo = setup.expired?.[url.pathname.split('/')[4] ?? ''];
    if (expiredTo) return json(404, { error: { key: 'not_found', params: { redirectUrl: expiredTo } } });
    const match =
      /^\/api\/learn\/(tutorial|project|course|quiz|mission|pathway|skill|competency)\/([^/]+)(\/extends)?$/.exec(
        url.pathname,
      );
    const item = match && find(match[1] as string, decodeURIComponent(match[2] as string));
    if (!match || !item) return json(404, { error: { key: 'not_found' } });
    if (!match[3]) {
      const { solutionPlan, ...visible } = item;
      return json(200, { result: setup.signedIn ? item : visible });
    }
    const extra = setup.extendsOf?.(item, url.searchParams) ?? {};
    // The type's own part always names the parents and the stats (§7.4); a test gives the rest.
    const part = `${item.type}Data`;
    const given = extra[part];
    return json(200, {
      result: {
        breadcrumb: [{ type: item.type, id: item.id, slug: item.slug, title: item.title }],
        checkpoint: null,
        collectMap: { [item.id]: collected.has(item.id) },
        recordMap: setup.signedIn ? recordMap() : {},
        replacementMap: {},
        ...extra,
        [part]: {
          allParentIds: [],
          allParentMap: {},
          statsMap: {},
          ...(typeof given === 'object' && given !== null ? given : {}),
        },
      },
    });
  });
  return { calls, spy };
};

/**
 * A tutorial's steps without the other features' parts: learn's tests see the steps alone (the composed page is
 * app/routes/tutorial-page.tsx's, which its own tests render through `pages`).
 */
const NO_STEP_PARTS: TTutorialStepParts = {
  StepComments: () => null,
  SubmissionStep: () => null,
  LinkedSubmission: () => null,
};

const PAGES: Record<TLearnType, RouteComponent> = {
  tutorial: () => <TutorialPage stepParts={NO_STEP_PARTS} />,
  project: ProjectPage,
  course: CoursePage,
  quiz: QuizPage,
  mission: MissionPage,
  pathway: PathwayPage,
  skill: SkillPage,
  competency: CompetencyPage,
};

/**
 * Opens a detail page at `path` through the same route setup as the app: search validation, loader, pages; `pages`
 * replaces the page of a type (a route's composed page).
 */
export const renderLearnPage = (
  path: string,
  options: { me?: TMe | null; pages?: Partial<Record<TLearnType, RouteComponent>> } = {},
) => {
  const pages = { ...PAGES, ...options.pages };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], options.me ?? null);
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()(testRootRoute);
  const routes = (Object.keys(PAGES) as TLearnType[]).map((type) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: `/${type}/$slug`,
      validateSearch: type === 'mission' ? readMissionSearch : readLearnSearch,
      loaderDeps: ({ search }) => learnContext(search),
      loader: ({ context, params, deps }) => loadLearnDetail(context.queryClient, type, params.slug, deps),
      errorComponent: LearnPageError,
      component: pages[type],
    }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
};
