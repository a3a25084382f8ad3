import type { TFeaturedList } from '@questline/domain/schemas/featured';
import type { TSearchResultSet } from '@questline/domain/schemas/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { featuredItem, featuredList } from '../../test/featured-lists';
import { demoUser, renderRoutePage, renderWithApp } from '../../test/render';
import { listingCriteria, listingFilters } from './listing-criteria';
import { CoursesPage, MissionsPage, ProjectsPage, TutorialsPage } from './listing-page';
import { readListingSearch } from './search-page-search';
import { resultSet, searchCard } from './search-test-kit';

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
/** What the search endpoint answers for the criteria asked (nothing unless a test says otherwise). */
let answer: (criteria: string[]) => TSearchResultSet = () => EMPTY;
const TOPICS = {
  tagIds: ['7', '8'],
  tagMap: { 7: { name: 'Lighting', slug: 'lighting' }, 8: { name: 'Physics', slug: 'physics' } },
};
beforeEach(() => {
  requested = [];
  lists = {};
  answer = () => EMPTY;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      requested.push(url);
      const name = url.pathname.match(/^\/api\/learn\/featuredList\/(\w+)$/)?.[1] as TFeaturedList['name'] | undefined;
      const result = name
        ? (lists[name] ?? featuredList(name, []))
        : url.pathname === '/api/learn/topicsPopular'
          ? TOPICS
          : answer(JSON.parse(url.searchParams.get('k') ?? '[]') as string[]);
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

it('keeps only the filters a listing shows: checked values, one topic, language and price, no other keys', () => {
  expect(
    listingFilters([
      'skillLevel:beginner',
      'skillLevel:wizard',
      'duration:lt15',
      'duration:15_30',
      'tag:7',
      'tag:8',
      'language:ja',
      'language:xx',
      'premium:maybe',
      'premium:false',
      'status:draft',
      'sid:sk_1',
      'query:light',
      'skillLevel:beginner',
    ]),
  ).toEqual(['skillLevel:beginner', 'duration:lt15', 'tag:8', 'language:ja', 'premium:false', 'query:light']);
});

describe('the listing filters in the URL', () => {
  const renderListing = (path: string) =>
    renderRoutePage({ path: '/tutorials', validateSearch: readListingSearch, component: TutorialsPage }, path);
  const k = (criteria: string[]) => encodeURIComponent(JSON.stringify(criteria));
  const urlState = (router: ReturnType<typeof renderListing>) => {
    const search = router.state.location.search as { k?: string[]; ob?: string };
    return { k: search.k, ob: search.ob };
  };
  const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

  it('shows the filters, keyword and sort of the URL, searches with them and announces the count', async () => {
    answer = () => resultSet([searchCard({ title: 'Light probes' }), searchCard({ id: 'ltu_2', title: 'Lightmaps' })]);
    const filters = ['skillLevel:beginner', 'duration:lt15', 'tag:8', 'language:ja', 'premium:false', 'query:light'];
    renderListing(`/tutorials?k=${k([...filters, 'type:course', 'skillLevel:wizard'])}&ob=duration`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Light probes' })).toBeTruthy();
    expect(await lastSearch()).toEqual({ k: ['type:tutorial', ...filters], ob: 'duration' });
    expect(screen.getByRole('status').textContent).toBe('2 results');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Keyword' }).value).toBe('light');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Beginner' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Advanced' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Under 15 minutes' }).checked).toBe(true);
    await waitFor(() => expect(select('Topic').value).toBe('8'));
    expect(select('Content language').value).toBe('ja');
    expect(select('Price').value).toBe('free');
    expect(select('Sort by').value).toBe('duration');
    // A filter applied hides the featured list, so the results come first.
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('writes every change to the URL, follows back and forward, and clears the filters', async () => {
    answer = () => resultSet([searchCard()]);
    const router = renderListing('/tutorials');
    await screen.findByRole('heading', { level: 3, name: 'Lighting basics' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Intermediate' }));
    await waitFor(() => expect(urlState(router)).toEqual({ k: ['skillLevel:intermediate'], ob: undefined }));
    await userEvent.selectOptions(select('Sort by'), 'Most popular');
    await waitFor(() => expect(urlState(router).ob).toBe('starts'));
    await userEvent.selectOptions(select('Price'), 'Premium');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'lighting{Enter}');
    await waitFor(() =>
      expect(urlState(router)).toEqual({
        k: ['skillLevel:intermediate', 'premium:true', 'query:lighting'],
        ob: 'starts',
      }),
    );
    expect(await lastSearch()).toEqual({
      k: ['type:tutorial', 'skillLevel:intermediate', 'premium:true', 'query:lighting'],
      ob: 'starts',
    });

    router.history.back();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Keyword' }).value).toBe(''));
    expect(select('Price').value).toBe('premium');
    router.history.forward();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Keyword' }).value).toBe('lighting'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(urlState(router)).toEqual({ k: undefined, ob: 'starts' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Intermediate' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Keyword' }).value).toBe('');
  });

  it('folds the filters behind a button on phones, saying how many apply', async () => {
    renderListing(`/tutorials?k=${k(['skillLevel:beginner', 'duration:gt120', 'query:x'])}`);
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.className).toContain('hidden');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toMatch(/(^| )hidden( |$)/);
  });

  it('says when the filters find nothing and offers to clear them', async () => {
    answer = (criteria) => (criteria.length > 1 ? EMPTY : resultSet([searchCard()]));
    const router = renderListing(`/tutorials?k=${k(['duration:gt120', 'language:ko'])}&ob=recency`);
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results');
    const results = screen.getByRole('region', { name: 'All tutorials' });
    await userEvent.click(within(results).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(urlState(router)).toEqual({ k: undefined, ob: 'recency' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Lighting basics' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 result');
  });

  it('answers an empty listing without filters with the plain empty state', async () => {
    renderListing('/tutorials');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
