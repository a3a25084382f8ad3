import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { json, popularTopicsOf } from '../search-test-kit';
import { BrowseMenu } from './browse-menu';

afterEach(() => vi.restoreAllMocks());

it('lists 10 popular topics, then all of them after More, and the content types', async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input) === '/api/learn/topicsPopular'
      ? json(200, { result: popularTopicsOf(14) })
      : json(404, { error: { key: 'not_found' } }),
  );
  renderWithApp(() => <BrowseMenu />);
  const button = await screen.findByRole('button', { name: 'Browse' });
  await userEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const topics = await screen.findByRole('region', { name: 'Popular topics' });
  await waitFor(() => expect(within(topics).getAllByRole('link')).toHaveLength(10));
  expect(within(topics).getByRole('link', { name: 'Topic 1' }).getAttribute('href')).toBe(
    `/search?${new URLSearchParams({ k: JSON.stringify(['tag:lto_1']) })}`,
  );
  expect(within(topics).getByRole('link', { name: 'For educators' }).getAttribute('href')).toBe('/educators');

  await userEvent.click(screen.getByRole('button', { name: 'More topics' }));
  expect(within(topics).getAllByRole('link')).toHaveLength(14);
  expect(screen.getByRole('button', { name: 'Fewer topics' }).getAttribute('aria-expanded')).toBe('true');

  const types = screen.getByRole('region', { name: 'Content types' });
  expect(
    within(types)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Pathways', '/pathways'],
    ['Courses', '/courses'],
    ['Tutorials', '/tutorials'],
    ['Missions', '/missions'],
  ]);

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Popular topics' })).toBeNull();
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);

  await userEvent.click(button);
  await screen.findByRole('region', { name: 'Popular topics' });
  await userEvent.click(document.body);
  expect(screen.queryByRole('region', { name: 'Popular topics' })).toBeNull();
});
