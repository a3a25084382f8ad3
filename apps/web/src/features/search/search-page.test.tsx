import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { renderRoutePage } from '../../test/render';
import { SearchPage } from './search-page';
import { readSearchPageSearch } from './search-page-search';
import { json, resultSet, searchCard } from './search-test-kit';

afterEach(() => vi.restoreAllMocks());

const cards = Array.from({ length: 25 }, (_, index) =>
  searchCard({ id: `ltu_${index + 1}`, slug: `tutorial-${index + 1}`, title: `Tutorial ${index + 1}` }),
);

/** The search endpoint: 25 tutorials in pages of 20 for 'unity', nothing for anything else; every query is kept. */
const fakeServer = () => {
  const queries: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/learn/search') return json(404, { error: { key: 'not_found' } });
    queries.push(url.searchParams);
    const criteria = JSON.parse(url.searchParams.get('k') ?? '[]') as string[];
    const page = Number(url.searchParams.get('page'));
    const found = criteria.includes('query:unity') ? cards : [];
    return json(200, {
      result: resultSet(found.slice((page - 1) * 20, page * 20), { page, pageSize: 20, total: found.length }),
    });
  });
  return queries;
};

const renderPage = (path: string) =>
  renderRoutePage({ path: '/search', validateSearch: readSearchPageSearch, component: SearchPage }, path);

const k = (criteria: string[]) => new URLSearchParams({ k: JSON.stringify(criteria) }).toString();
const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

it('reads the criteria from the URL, loads page 2 on Load more, and adds a type criterion from a tab', async () => {
  const queries = fakeServer();
  const router = renderPage(`/search?${k(['query:unity'])}&page=3`);
  await screen.findByRole('heading', { level: 2, name: 'Results for “unity”' });
  await waitFor(() => expect(titles()).toHaveLength(20));
  expect(queries[0]?.get('k')).toBe('["query:unity"]');
  expect(queries[0]?.get('page')).toBe('1');
  // The user's premium flag goes with every search (§7.5 prm): false for this anonymous visitor.
  expect(queries.map((query) => query.get('prm'))).toEqual(queries.map(() => 'false'));
  expect(screen.getByText('25 results')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Remove filter Keyword: unity' })).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(titles()).toHaveLength(25));
  expect(queries.at(-1)?.get('page')).toBe('2');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

  const tabs = screen.getByRole('navigation', { name: 'Content type' });
  await userEvent.click(within(tabs).getByRole('link', { name: 'Tutorial' }));
  // The tab's link carries k and ob only: the page (an unsynced parameter) is gone from the URL.
  await waitFor(() => expect(router.state.location.search).toEqual({ k: ['query:unity', 'type:tutorial'] }));
  expect(within(tabs).getByRole('link', { name: 'Tutorial' }).getAttribute('aria-current')).toBe('page');
  await waitFor(() => expect(JSON.parse(queries.at(-1)?.get('k') ?? '[]')).toEqual(['query:unity', 'type:tutorial']));

  await userEvent.click(within(tabs).getByRole('link', { name: 'Familiar' }));
  await waitFor(() =>
    expect(router.state.location.search).toEqual({
      k: ['query:unity', 'type:tutorial', 'skillLevel:beginner', 'skillLevel:intermediate'],
      ob: 'starts',
    }),
  );
  expect((screen.getByRole('checkbox', { name: 'Beginner' }) as HTMLInputElement).checked).toBe(true);

  router.history.back();
  await waitFor(() => expect(router.state.location.search).toEqual({ k: ['query:unity', 'type:tutorial'] }));
  expect((screen.getByRole('checkbox', { name: 'Beginner' }) as HTMLInputElement).checked).toBe(false);
});

it('shows the empty state, and a keyword typed in the page is appended to the criteria', async () => {
  const queries = fakeServer();
  const router = renderPage(`/search?${k(['tag:lto_1'])}`);
  expect(await screen.findByText('No results found')).toBeTruthy();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'unity');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(router.state.location.search).toEqual({ k: ['tag:lto_1', 'query:unity'] }));
  await waitFor(() => expect(titles()).toHaveLength(20));
  expect(queries.at(-1)?.get('k')).toBe('["tag:lto_1","query:unity"]');
});

it('reads a plain word in k as the keyword, shows it in the box, and the box edits it', async () => {
  const queries = fakeServer();
  const router = renderPage('/search?k=unity');
  await screen.findByRole('heading', { level: 2, name: 'Results for “unity”' });
  await waitFor(() => expect(titles()).toHaveLength(20));
  expect(queries[0]?.get('k')).toBe('["query:unity"]');
  const box = screen.getByRole('searchbox', { name: 'Keyword' }) as HTMLInputElement;
  expect(box.value).toBe('unity');
  expect(screen.getByRole('button', { name: 'Remove filter Keyword: unity' })).toBeTruthy();

  // Submitting the edited box replaces the keyword rather than adding a second one.
  await userEvent.clear(box);
  await userEvent.type(box, 'lighting');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(router.state.location.search).toEqual({ k: ['query:lighting'] }));
  expect(await screen.findByText('No results found')).toBeTruthy();

  // Removing the keyword's chip empties the box.
  await userEvent.click(screen.getByRole('button', { name: 'Remove filter Keyword: lighting' }));
  await waitFor(() => expect(router.state.location.search).toEqual({}));
  expect(box.value).toBe('');
});

it('explains what the familiar and power tabs filter', async () => {
  fakeServer();
  renderPage('/search');
  const tabs = await screen.findByRole('navigation', { name: 'Content type' });
  const description = (name: string) => {
    const id = within(tabs).getByRole('link', { name }).getAttribute('aria-describedby') ?? '';
    return document.getElementById(id)?.textContent;
  };
  expect(description('Familiar')).toBe('Beginner and intermediate, most started first.');
  expect(description('Power')).toBe('Intermediate and advanced, newest first.');
  expect(within(tabs).getByText('Intermediate and advanced, newest first.')).toBeTruthy();
  await expectNoSeriousAxeViolations();
});

it('shows the error with a retry that asks again', async () => {
  let fail = true;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    fail
      ? json(500, { error: { key: 'internal_error' } })
      : json(200, { result: resultSet([cards[0] ?? searchCard()], { total: 1 }) }),
  );
  renderPage('/search');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBeTruthy();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(titles()).toEqual(['Tutorial 1']));
});
