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
