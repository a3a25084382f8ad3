import type { TPathwaySummary, TPathwaysLanding, TSubmissionSummary } from '@questline/domain/schemas/featured';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { renderWithApp } from '../../test/render';
import { PathwaysPage } from './pathways-page';

const summary = (overrides: Partial<TPathwaySummary> & Pick<TPathwaySummary, 'id' | 'slug' | 'title'>) => ({
  description: `${overrides.title}, from the first scene to a finished game.`,
  strapline: `${overrides.title} strapline`,
  duration: 6,
  skillLevel: 'beginner' as const,
  xp: 150,
  badge: { title: `${overrides.title} graduate`, thumbnailUrl: '/files/badge.png' },
  missionCount: 4,
  ...overrides,
});

const FOUNDATIONS = summary({ id: 'lpw_1', slug: 'real-time-foundations', title: 'Real-Time Foundations' });
const GAMEPLAY = summary({
  id: 'lpw_2',
  slug: 'gameplay-programmer',
  title: 'Gameplay Programmer',
  duration: 8,
  xp: 300,
  skillLevel: 'intermediate',
});
const STORYTELLER = summary({ id: 'lpw_3', slug: 'visual-storyteller', title: 'Visual Storyteller', badge: null });

const submission = (n: number): TSubmissionSummary => ({
  id: `lsu_${n}`,
  title: `Build ${n}`,
  description: `What build ${n} does.`,
  imageUrl: null,
  likes: n,
  views: 10 * n,
  url: `/submission/lsu_${n}`,
  author: { name: `Author ${n}`, avatarUrl: null, profileUrl: `/u/u${n}` },
  pathway: { title: 'Real-Time Foundations', url: '/pathway/lpw_1' },
});

const landing = (overrides: Partial<TPathwaysLanding> = {}): TPathwaysLanding => ({
  featured: [FOUNDATIONS, GAMEPLAY],
  pathways: [FOUNDATIONS, GAMEPLAY, STORYTELLER],
  pathwaysTotal: 3,
  submissions: [],
  ...overrides,
});

const serve = (body: TPathwaysLanding) => {
  const fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === '/api/learn/pathways/landing'
      ? new Response(JSON.stringify({ result: body }), { headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ error: { key: 'not_found' } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
};

const renderPage = async (body: TPathwaysLanding) => {
  serve(body);
  renderWithApp(
    () => (
      <Suspense fallback={null}>
        <PathwaysPage />
      </Suspense>
    ),
    { path: '/pathways' },
  );
  await screen.findByRole('heading', { level: 1 });
};

const setWindowWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('shows its sections in the order of the spec, one level-1 heading then level-2 sections', async () => {
  await renderPage(landing({ submissions: [submission(1)] }));
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
    'Learn real-time 3D, one pathway at a time',
  ]);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Featured pathways',
    'What learners say',
    'Pathway map',
    'How pathways work',
    'Made by learners',
    'Learning support',
  ]);
  // Every section is a named landmark.
  expect(screen.getByRole('region', { name: 'Pathway map' })).toBeTruthy();
  const support = screen.getByRole('region', { name: 'Learning support' });
  expect(within(support).getByRole('link', { name: 'Open the live calendar' }).getAttribute('href')).toBe(
    '/live-calendar',
  );
  expect(within(support).getByRole('link', { name: 'For educators' }).getAttribute('href')).toBe('/educators');
  const quotes = within(screen.getByRole('region', { name: 'What learners say' })).getAllByRole('figure');
  expect(quotes[0]?.textContent).toContain('— a learner who finished Real-Time Foundations');
  const how = within(screen.getByRole('region', { name: 'How pathways work' }));
  expect(how.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Mission checkpoints',
    'XP points',
    'Community',
    'Badges',
    'Assets',
  ]);
});

it('shows featured pathways as summary cards, dark and light in turn, with strapline, weeks, level and XP', async () => {
  await renderPage(landing());
  const featured = screen.getByRole('region', { name: 'Featured pathways' });
  const cards = within(featured).getAllByRole('article');
  expect(cards.map((card) => card.getAttribute('data-theme'))).toEqual(['dark', 'light']);
  expect(cards[0]?.className).toContain('pathway-card-dark');
  const first = within(cards[0] as HTMLElement);
  expect(first.getByRole('heading', { level: 3, name: 'Real-Time Foundations' })).toBeTruthy();
  expect(first.getByText('Real-Time Foundations strapline')).toBeTruthy();
  expect(first.getByText('6 weeks')).toBeTruthy();
  expect(first.getByText('Beginner')).toBeTruthy();
  expect(first.getByText('150 XP')).toBeTruthy();
  expect(first.getByText('4 missions')).toBeTruthy();
  expect(first.getByRole('img', { name: 'Badge: Real-Time Foundations graduate' })).toBeTruthy();
  const second = within(cards[1] as HTMLElement);
  expect(second.getByText('300 XP')).toBeTruthy();
  expect(second.getByText('8 weeks')).toBeTruthy();
  expect(second.getByRole('link', { name: 'View pathway Gameplay Programmer' }).getAttribute('href')).toBe(
    '/pathway/gameplay-programmer',
  );
});

it('links the map to search for every pathway when there are more than it shows', async () => {
  await renderPage(landing());
  const map = within(screen.getByRole('region', { name: 'Pathway map' }));
  expect(map.queryByRole('link', { name: 'Browse all pathways' })).toBeNull();
  cleanup();
  await renderPage(landing({ pathwaysTotal: 200 }));
  const more = within(screen.getByRole('region', { name: 'Pathway map' })).getByRole('link', {
    name: 'Browse all pathways',
  });
  const href = new URL(more.getAttribute('href') ?? '', 'http://localhost');
  expect([href.pathname, JSON.parse(href.searchParams.get('k') ?? 'null')]).toEqual(['/search', ['type:pathway']]);
  await expectNoSeriousAxeViolations();
});

it('maps every pathway as a card linking to its page, straplines hidden', async () => {
  await renderPage(landing());
  const map = within(screen.getByRole('region', { name: 'Pathway map' }));
  expect(map.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/pathway/real-time-foundations',
    '/pathway/gameplay-programmer',
    '/pathway/visual-storyteller',
  ]);
  expect(map.queryByText('Real-Time Foundations strapline')).toBeNull();
  expect(map.getAllByRole('article').map((card) => card.getAttribute('data-theme'))).toEqual([
    'light',
    'light',
    'light',
  ]);
});

it('leaves the submissions section out when no submission is featured', async () => {
  await renderPage(landing());
  expect(screen.queryByRole('region', { name: 'Made by learners' })).toBeNull();
  expect(screen.getByRole('region', { name: 'Learning support' })).toBeTruthy();
});

const shownSubmissions = () =>
  within(screen.getByRole('region', { name: 'Made by learners' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

it('slides featured submissions: min(floor((width − 84) / 285), 4) cards, previous and next', async () => {
  setWindowWidth(1000); // floor(916 / 285) = 3
  await renderPage(landing({ submissions: [1, 2, 3, 4, 5].map(submission) }));
  expect(shownSubmissions()).toEqual(['Build 1', 'Build 2', 'Build 3']);
  const region = within(screen.getByRole('region', { name: 'Made by learners' }));
  const previous = region.getByRole('button', { name: 'Previous submissions' });
  const next = region.getByRole('button', { name: 'Next submissions' });
  expect(previous.hasAttribute('disabled')).toBe(true);

  const user = userEvent.setup();
  await user.click(next);
  expect(shownSubmissions()).toEqual(['Build 2', 'Build 3', 'Build 4']);
  await user.click(next);
  expect(shownSubmissions()).toEqual(['Build 3', 'Build 4', 'Build 5']);
  expect(next.hasAttribute('disabled')).toBe(true);
  await user.click(previous);
  expect(shownSubmissions()).toEqual(['Build 2', 'Build 3', 'Build 4']);

  const card = within(region.getAllByRole('article')[0] as HTMLElement);
  expect(card.getByRole('link', { name: 'Build 2' }).getAttribute('href')).toBe('/submission/lsu_2');
  expect(card.getByRole('link', { name: 'Author 2' }).getAttribute('href')).toBe('/u/u2');
  expect(card.getByRole('link', { name: 'Real-Time Foundations' }).getAttribute('href')).toBe('/pathway/lpw_1');
  expect(card.getByText('Created within', { exact: false })).toBeTruthy();
  expect(card.getByText('2 likes')).toBeTruthy();
  expect(card.getByText('20 views')).toBeTruthy();
  for (const item of region.getAllByRole('listitem')) expect(item.style.width).toBe('285px');
});

it('recounts the visible cards 100 ms after the window stops resizing, never more than 4', async () => {
  setWindowWidth(700); // floor(616 / 285) = 2
  await renderPage(landing({ submissions: [1, 2, 3, 4, 5].map(submission) }));
  expect(shownSubmissions()).toHaveLength(2);

  vi.useFakeTimers();
  setWindowWidth(2400); // floor(2316 / 285) = 8, capped at 4
  act(() => void window.dispatchEvent(new Event('resize')));
  act(() => void vi.advanceTimersByTime(60));
  setWindowWidth(1000);
  act(() => void window.dispatchEvent(new Event('resize')));
  act(() => void vi.advanceTimersByTime(99));
  // Still waiting: the second resize restarted the debounce.
  expect(shownSubmissions()).toHaveLength(2);
  act(() => void vi.advanceTimersByTime(1));
  expect(shownSubmissions()).toHaveLength(3);

  setWindowWidth(2400);
  act(() => void window.dispatchEvent(new Event('resize')));
  act(() => void vi.advanceTimersByTime(100));
  expect(shownSubmissions()).toHaveLength(4);
});
