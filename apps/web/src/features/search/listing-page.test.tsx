import type { TSearchResultSet } from '@questline/domain/schemas/search';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { CoursesPage, listingCriteria, MissionsPage, ProjectsPage, TutorialsPage } from './listing-page';

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
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      requested.push(new URL(path, 'http://localhost'));
      return new Response(JSON.stringify({ result: EMPTY }), { headers: { 'content-type': 'application/json' } });
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
});

it('is the premium courses page with the premium criterion, sorted as the URL says', async () => {
  renderWithApp(() => <CoursesPage />, { path: `/courses?k=${encodeURIComponent('["premium:true"]')}&ob=starts` });
  expect(await screen.findByRole('heading', { level: 1, name: 'Premium courses' })).toBeTruthy();
  expect(await lastSearch()).toEqual({ k: ['type:course', 'premium:true'], ob: 'starts' });
});

it('keeps a listing on its own type', () => {
  expect(listingCriteria('project', ['type:course', 't:tutorial', 'query:kart'])).toEqual([
    'type:project',
    'query:kart',
  ]);
});
