import type { TFeaturedList } from '@questline/domain/schemas/featured';
import type { TSearchResultSet } from '@questline/domain/schemas/search';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { featuredItem, featuredList } from '../../test/featured-lists';
import { demoUser, renderWithApp } from '../../test/render';
import { listingCriteria } from './listing-criteria';
import { CoursesPage, MissionsPage, ProjectsPage, TutorialsPage } from './listing-page';

const EMPTY: TSearchResultSet = {
  results: [],
  pathwayMap: {},
  missionMap: {},
  courseMap: {},
  projectMap: {},
  tutorialMap: {},
  quizMap: {},
  liveSessionMap: {},
  skillMap: {},
  competencyMap: {},
  userMap: {},
  statsMap: {},
  industryMap: {},
  topicMap: {},
  criteria: [],
  page: 1,
  pageSize: 20,
  text: '',
  total: 0,
  learner: { collectMap: {}, likeMap: {}, quizMap: {}, recordMap: {} },
};

let requested: URL[] = [];
let lists: Partial<Record<TFeaturedList['name'], TFeaturedList>> = {};
beforeEach(() => {
  requested = [];
  lists = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      requested.push(url);
      const name = url.pathname.match(/^\/api\/learn\/featuredList\/(\w+)$/)?.[1] as TFeaturedList['name'] | undefined;
      const result = name ? (lists[name] ?? featuredList(name, [])) : EMPTY;
      return new Response(JSON.stringify({ result }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const lastSearch = async () => {
  await vi.waitFor(() => expect(requested.some((url) => url.pathname === '/api/learn/search')).toBe(true));
  const url = requested.filter((entry) => entry.pathname === '/api/learn/search').at(-1) as URL;
  return { k: JSON.parse(url.searchParams.get('k') ?? 'null') as string[], ob: url.searchParams.get('ob') };
};

it.each([
  ['/courses', CoursesPage, 'Courses', 'course'],
  ['/projects', ProjectsPage, 'Projects', 'project'],
  ['/tutorials', TutorialsPage, 'Tutorials', 'tutorial'],
  ['/missions', MissionsPage, 'Missions', 'mission'],
] as const)('%s searches its type, newest first', async (path, Page, heading, type) => {
  renderWithApp(() => <Page />, { path });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  expect(await lastSearch()).toEqual({ k: [`type:${type}`], ob: 'recency' });
  expect(screen.getByRole('heading', { level: 2, name: `All ${heading.toLowerCase()}` })).toBeTruthy();
  // An empty featured list shows nothing.
  expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
});

it("shows the listing's featured list in its order above all items, and premium viewers its premium version", async () => {
  lists.page_landing_project = featuredList('page_landing_project', [
    featuredItem('lpr_2', 'project', 'Kart racer'),
    featuredItem('lpr_1', 'project', 'Marble maze'),
  ]);
  const first = renderWithApp(() => <ProjectsPage />, { path: '/projects' });
  const featured = await screen.findByRole('region', { name: 'Featured' });
  expect(
    within(featured)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Kart racer', 'Marble maze']);
  await expectNoSeriousAxeViolations();
  first.unmount();

  lists.page_landing_project_premium = featuredList('page_landing_project_premium', [
    featuredItem('lpr_3', 'project', 'Premium open world'),
  ]);
  renderWithApp(() => <ProjectsPage />, { path: '/projects', me: demoUser({ premium: true }) });
  const premium = await screen.findByRole('region', { name: 'Featured' });
  expect(
    within(premium)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Premium open world']);
});

it('is the premium courses page with the premium criterion, sorted as the URL says', async () => {
  renderWithApp(() => <CoursesPage />, { path: `/courses?k=${encodeURIComponent('["premium:true"]')}&ob=starts` });
  expect(await screen.findByRole('heading', { level: 1, name: 'Premium courses' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'All premium courses' })).toBeTruthy();
  expect(await lastSearch()).toEqual({ k: ['type:course', 'premium:true'], ob: 'starts' });
});

it('keeps a listing on its own type', () => {
  expect(listingCriteria('project', ['type:course', 't:tutorial', 'query:kart'])).toEqual([
    'type:project',
    'query:kart',
  ]);
});
