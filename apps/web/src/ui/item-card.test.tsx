import type { TItemCard } from '@questline/domain/schemas/content';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { ItemCard } from './item-card';

const card = (overrides: Partial<TItemCard> = {}): TItemCard => ({
  id: 'ltu_1',
  type: 'tutorial',
  slug: 'light-a-room',
  title: 'Light a room',
  descPlain: 'Place the lamps.',
  thumbnail: null,
  skillLevel: 'beginner',
  language: 'en',
  duration: 30,
  points: [],
  premium: false,
  published: true,
  startTime: null,
  withLab: false,
  ...overrides,
});

it('labels an item holding a lab as a hands-on lab (§2.9 content labels)', async () => {
  renderWithApp(() => <ItemCard item={card({ withLab: true })} />);
  const title = await screen.findByRole('link', { name: 'Light a room' });
  expect(title.closest('article')?.textContent).toContain('Hands-on lab');
});

it('shows no lab label on an item without a lab', async () => {
  renderWithApp(() => <ItemCard item={card()} />);
  await screen.findByRole('link', { name: 'Light a room' });
  expect(screen.queryByText('Hands-on lab')).toBeNull();
});

it('shows the rating, its average and count, and the views as a compact count', async () => {
  renderWithApp(() => <ItemCard item={card({ views: 1234, rating: { average: 4.6, count: 12 } })} />);
  const title = await screen.findByRole('link', { name: 'Light a room' });
  const details = title.closest('article')?.querySelector('dl');
  expect(screen.getByText('★ 4.6 · 12 ratings')).toBeTruthy();
  expect([...(details?.querySelectorAll('dt') ?? [])].map((term) => term.textContent)).toEqual([
    'Skill level',
    'Duration',
    'Rating',
    'Views',
  ]);
  expect(details?.textContent).toContain('1.2K views');
});

it('shows one view in the singular, and neither rating nor views for an item without them', async () => {
  const { unmount } = renderWithApp(() => <ItemCard item={card({ views: 1, rating: { average: 5, count: 1 } })} />);
  await screen.findByRole('link', { name: 'Light a room' });
  expect(screen.getByText('★ 5 · 1 rating')).toBeTruthy();
  expect(screen.getByText('1 view')).toBeTruthy();
  unmount();
  renderWithApp(() => <ItemCard item={card({ views: 0 })} />);
  const title = await screen.findByRole('link', { name: 'Light a room' });
  expect(title.closest('article')?.textContent).not.toMatch(/view|rating|★/);
  expect(screen.queryByText('Rating')).toBeNull();
});
