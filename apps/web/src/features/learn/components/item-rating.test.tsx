import type { TRatingSummary } from '@questline/domain/schemas/ratings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { renderWithApp } from '../../../test/render';
import { ItemRating } from './item-rating';
import { compactCount, ItemViews } from './item-views';

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = (over: Partial<TRatingSummary> = {}): TRatingSummary => ({
  average: 4.5,
  count: 2,
  mine: null,
  mayRate: true,
  moderator: false,
  reviews: [
    {
      id: '7',
      value: 4,
      review: 'Clear steps',
      author: { id: 'u2', name: 'Ada', avatar: null },
      createdAt: '2026-03-01T10:00:00.000Z',
      mine: false,
      hidden: false,
    },
  ],
  ...over,
});

it('rates with the keyboard: a radio group of five labelled stars and a review, sent as one rating', async () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (method === 'PUT')
      return Promise.resolve(Response.json({ result: summary({ mine: { value: 3, review: 'Nice' } }) }));
    return Promise.resolve(Response.json({ result: summary() }));
  });
  renderWithApp(() => <ItemRating type="tutorial" id="ltu_5" />, {
    me: { id: 'u1', roles: [], memberships: [] } as never,
  });
  expect(await screen.findByText('4.5 out of 5 · 2 ratings')).toBeTruthy();
  const group = screen.getByRole('radiogroup', { name: 'Your rating' });
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
    '1 star',
    '2 stars',
    '3 stars',
    '4 stars',
    '5 stars',
  ]);
  expect(group).toBeTruthy();
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true);
  await user.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Nice');
  await user.click(screen.getByRole('button', { name: 'Save rating' }));
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/learn/tutorial/ltu_5/rating',
      body: { value: 3, review: 'Nice' },
    }),
  );
  expect(await screen.findByRole('button', { name: 'Remove my rating' })).toBeTruthy();
  expect(screen.getByRole('img', { name: '4 stars' })).toBeTruthy();
  await expectNoSeriousAxeViolations();
});

it('shows no rating control to a visitor or a learner who has not started the item', async () => {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(Response.json({ result: summary({ mayRate: false, average: null, count: 0 }) })),
  );
  renderWithApp(() => <ItemRating type="tutorial" id="ltu_5" />, { me: null });
  expect(await screen.findByText('No ratings yet.')).toBeTruthy();
  expect(screen.queryByRole('radiogroup')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
});

it('shows views as a rounded count in the reader’s language', async () => {
  expect(compactCount(1234, 'en_US')).toBe('1.2K');
  expect(compactCount(999, 'en_US')).toBe('999');
  expect(compactCount(1_234_000, 'de_DE')).toBe('1,2\u00a0Mio.');
  expect(compactCount(12_345, 'ja_JP')).toBe('1.2万');
  renderWithApp(() => <ItemViews count={1234} />);
  expect(await screen.findByText('1.2K views')).toBeTruthy();
});
