import { useRouterState } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { json, popularTopicsOf, searchCard } from '../search-test-kit';
import { HeaderSearch } from './header-search';

afterEach(() => vi.restoreAllMocks());

const Location = () => (
  <output aria-label="location">{useRouterState({ select: (state) => state.location.href })}</output>
);

const unityTutorial = searchCard({ id: 'ltu_1', type: 'tutorial', slug: 'unity-light', title: 'Unity lighting' });
const unityCourse = searchCard({
  id: 'lco_1',
  type: 'course',
  slug: 'unity-course',
  title: 'Unity essentials',
  withManual: true,
  manualDuration: 30,
  duration: 600,
});

/** The header search's server: rows per type; every asked `k` is kept. */
const fakeServer = (respond?: (criteria: string[]) => Promise<Response> | undefined) => {
  const asked: string[][] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/learn/topicsPopular') return json(200, { result: popularTopicsOf(12) });
    if (url.pathname !== '/api/learn/headerSearch') return json(404, { error: { key: 'not_found' } });
    const criteria = JSON.parse(url.searchParams.get('k') ?? '[]') as string[];
    asked.push(criteria);
    const custom = respond?.(criteria);
    if (custom) return custom;
    const text = criteria.find((entry) => entry.startsWith('query:'))?.slice(6) ?? '';
    const type = criteria.find((entry) => entry.startsWith('type:'))?.slice(5);
    const results = [unityTutorial, unityCourse].filter((card) => !type || card.type === type);
    return json(200, { result: { text, total: results.length, results } });
  });
  return asked;
};

const renderSearch = () =>
  renderWithApp(() => (
    <>
      <HeaderSearch />
      <Location />
    </>
  ));

const rowTitles = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.firstChild?.textContent);

it('shows the rows of the typed keyword, then only those of the selected type', async () => {
  const asked = fakeServer();
  renderSearch();
  await userEvent.type(await screen.findByRole('combobox', { name: 'Search' }), 'unity');
  await waitFor(() => expect(rowTitles()).toEqual(['Unity lighting', 'Unity essentials']));
  expect(asked.at(-1)).toEqual(['query:unity']);
  const course = screen.getByRole('option', { name: /Unity essentials/ });
  expect(course.textContent).toContain('Course');
  expect(course.textContent).toContain('30 min');
  expect(course.textContent).toContain('50 XP');
  expect(screen.getByRole('link', { name: 'Browse all topics' }).getAttribute('href')).toBe('/search');
  expect(screen.getByRole('link', { name: 'For educators' }).getAttribute('href')).toBe('/educators');

  await userEvent.click(screen.getByRole('button', { name: 'Tutorial' }));
  await waitFor(() => expect(rowTitles()).toEqual(['Unity lighting']));
  expect(asked.at(-1)).toEqual(['type:tutorial', 'query:unity']);
  expect(screen.getByRole('button', { name: 'Tutorial' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe(
    `/search?${new URLSearchParams({ k: JSON.stringify(['type:tutorial', 'query:unity']) })}`,
  );
  expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
});

it('goes to the search page with the keyword on Enter, and to the active row with the arrows', async () => {
  fakeServer();
  renderSearch();
  const input = await screen.findByRole('combobox', { name: 'Search' });
  await userEvent.type(input, 'uni:ty');
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      `/search?${new URLSearchParams({ k: JSON.stringify(['query:uni ty']) })}`,
    ),
  );

  await userEvent.clear(input);
  await userEvent.type(input, 'unity');
  await waitFor(() => expect(rowTitles()).toHaveLength(2));
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Unity essentials/ }).id);
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/course/unity-course'),
  );
});

it('ignores a response that no longer answers the typed text, and clears the rows for an empty keyword', async () => {
  let release: (() => void) | undefined;
  fakeServer((criteria) => {
    if (!criteria.includes('query:un')) return undefined;
    return new Promise((resolve) => {
      release = () =>
        resolve(json(200, { result: { text: 'un', total: 1, results: [searchCard({ title: 'Stale row' })] } }));
    });
  });
  renderSearch();
  const input = await screen.findByRole('combobox', { name: 'Search' });
  await userEvent.type(input, 'un');
  await waitFor(() => expect(release).toBeDefined());
  await userEvent.type(input, 'ity');
  await waitFor(() => expect(rowTitles()).toEqual(['Unity lighting', 'Unity essentials']));
  await act(async () => release?.());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(rowTitles()).toEqual(['Unity lighting', 'Unity essentials']);

  await userEvent.clear(input);
  await waitFor(() => expect(rowTitles()).toEqual([]));
  await userEvent.keyboard('{Escape}');
  expect(input.getAttribute('aria-expanded')).toBe('false');
});

it('shows the rows again when the keyword is cleared and typed again before the typing pauses', async () => {
  const asked = fakeServer();
  renderSearch();
  const input = await screen.findByRole('combobox', { name: 'Search' });
  await userEvent.type(input, 'unity');
  await waitFor(() => expect(rowTitles()).toEqual(['Unity lighting', 'Unity essentials']));
  await userEvent.clear(input);
  expect(rowTitles()).toEqual([]);
  await userEvent.type(input, 'unity');
  await waitFor(() => expect(rowTitles()).toEqual(['Unity lighting', 'Unity essentials']));
  expect(asked.every((criteria) => criteria.length === 1 && criteria[0]?.startsWith('query:u'))).toBe(true);
});
