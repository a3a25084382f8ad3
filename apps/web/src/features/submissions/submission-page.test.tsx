import type { TMe } from '@questline/domain/schemas/session';
import type { TSubmissionDetail } from '@questline/domain/schemas/submission';
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
import { LearnPageError } from '../../ui/learn-page-states';
import { loadSubmission } from './load-submission';
import { SubmissionPage } from './submission-page';

afterEach(() => vi.restoreAllMocks());

const PLAY_BASE = 'http://localhost:3000/play';

const detail = (overrides: Partial<TSubmissionDetail['submission']> = {}): TSubmissionDetail => ({
  submission: {
    id: 'lsu_7',
    title: 'Spinning cube',
    descPlain: 'A cube that spins.',
    thumbnail: { url: '/files/shot.png' },
    authorId: 'u9',
    tutorialId: 'ltu_3',
    sectionId: 'submit',
    stepIndex: 1,
    submissionType: 'webgl',
    webGLProject: {
      title: 'Spinning cube',
      description: 'A cube that spins.',
      playCount: 4,
      likeCount: 2,
      thumbnail: { url: '/files/shot.png' },
      slug: 'a'.repeat(32),
      playUrl: `${PLAY_BASE}/p/${'a'.repeat(32)}/index.html`,
    },
    url: null,
    isPrivate: false,
    likeCount: 2,
    viewCount: 10,
    playCount: 4,
    createdTime: '2026-11-20T10:00:00.000Z',
    ...overrides,
  },
  userMap: { u9: { id: 'u9', displayName: 'Bea Builder', avatar: null, profileUrl: '/u/bea' } },
  tutorialMap: { ltu_3: { id: 'ltu_3', slug: 'build-a-game', title: 'Build a game' } },
  statsMap: { lsu_7: { viewCount: 10, collectCount: 0 } },
  likeMap: { lsu_7: false },
  isOwner: false,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The submission API as the page calls it; every request logged. */
const fakeServer = (answer: () => Response) => {
  const requests: { method: string; path: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost:3000');
    requests.push({ method: init?.method ?? 'GET', path: url.pathname });
    if (url.pathname === '/api/learn/submission/lsu_7') return answer();
    if (url.pathname === '/api/learn/submission/lsu_7/like')
      return json(200, { result: { liked: true, likeCount: 3 } });
    if (url.pathname === '/api/learn/submission/lsu_7/play') return json(200, { result: { playCount: 5 } });
    if (url.pathname === '/api/embeds/settings') return json(200, { result: { playBaseUrl: PLAY_BASE } });
    return json(404, { error: { key: 'not_found' } });
  });
  return requests;
};

const renderPage = (me: TMe | null) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], me);
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()(testRootRoute);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/submission/$id',
    loader: ({ context, params }) => loadSubmission(context.queryClient, params.id),
    errorComponent: LearnPageError,
    component: SubmissionPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: ['/submission/lsu_7'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

it('shows the submission and loads its build from the play origin only when Play is pressed', async () => {
  const requests = fakeServer(() => json(200, { result: detail() }));
  renderPage(demoUser());

  expect(await screen.findByRole('heading', { level: 1, name: 'Spinning cube' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /by Bea Builder/ }).getAttribute('href')).toBe('/u/bea');
  expect(screen.getByRole('link', { name: 'Build a game' }).getAttribute('href')).toBe(
    '/tutorial/build-a-game?tab=submit',
  );
  expect(screen.getByText('A cube that spins.')).toBeTruthy();
  expect(screen.getByText('2 likes')).toBeTruthy();
  expect(screen.getByText('10 views')).toBeTruthy();
  expect(screen.getByText('4 plays')).toBeTruthy();
  expect(document.querySelector('iframe')).toBeNull();
  await expectNoSeriousAxeViolations();

  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  const frame = await screen.findByTitle('Playable build: Spinning cube');
  expect(frame.getAttribute('src')).toBe(`${PLAY_BASE}/p/${'a'.repeat(32)}/index.html`);
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-pointer-lock allow-popups');
  expect(await screen.findByText('5 plays')).toBeTruthy();
  expect(requests).toContainEqual({ method: 'POST', path: '/api/learn/submission/lsu_7/play' });
});

it('toggles the like of a signed-in viewer', async () => {
  const requests = fakeServer(() => json(200, { result: detail() }));
  renderPage(demoUser());
  const like = await screen.findByRole('button', { name: 'Like' });
  expect(like.getAttribute('aria-pressed')).toBe('false');
  await userEvent.click(like);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true'));
  expect(screen.getByText('3 likes')).toBeTruthy();
  expect(requests).toContainEqual({ method: 'POST', path: '/api/learn/submission/lsu_7/like' });
});

it('offers sign-in instead of Like to anonymous viewers', async () => {
  fakeServer(() => json(200, { result: detail() }));
  renderPage(null);
  expect(await screen.findByRole('button', { name: 'Sign in to like' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
});

it('shares the submission and its tutorial step, shown as index + 1, with copy link', async () => {
  fakeServer(() => json(200, { result: detail() }));
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderPage(demoUser());

  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share this submission' });
  const link = within(dialog).getByRole('textbox', { name: 'Link' }) as HTMLInputElement;
  expect(link.value).toBe(`${window.location.origin}/submission/lsu_7`);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/submission/lsu_7`);
  expect(await within(dialog).findByText('Link copied.')).toBeTruthy();
  await expectNoSeriousAxeViolations();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await userEvent.click(screen.getByRole('button', { name: 'Share the step' }));
  const step = await screen.findByRole('dialog', { name: 'Share this step' });
  expect(within(step).getByText('Step 2 of Build a game')).toBeTruthy();
  expect((within(step).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(
    `${window.location.origin}/tutorial/build-a-game?tab=submit`,
  );
});

it('says a private submission is not the viewer’s to see', async () => {
  fakeServer(() => json(403, { error: { key: 'submission_detail_AuthorizationError' } }));
  renderPage(demoUser({ id: 'u2' }));
  expect((await screen.findByRole('alert')).textContent).toBe('You cannot view this submission.');
});
