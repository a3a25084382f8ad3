import type { THome } from '@questline/domain/schemas/content';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { HomePage } from './home-page';

const card = (id: string, type: 'tutorial' | 'course', title: string) => ({
  id,
  type,
  slug: `${id}-slug`,
  title,
  descPlain: '',
  thumbnail: null,
  skillLevel: null,
  language: 'en' as const,
  duration: null,
  points: [],
  premium: false,
  published: true,
  startTime: null,
});

const home: THome = {
  sections: [
    { type: 'course', total: 12, items: [card('lco_1', 'course', 'Kart racing')] },
    { type: 'tutorial', total: 1000, items: [card('ltu_2', 'tutorial', 'Light a room')] },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url === '/api/learn/home' ? home : { name: 'homepage', itemIds: [], itemMap: {} };
      return new Response(JSON.stringify({ result: body }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

it("shows each section's total, and a total at the cap as 'or more'", async () => {
  renderWithApp(() => <HomePage />, { me: null });
  const courses = await screen.findByRole('region', { name: 'Courses' });
  expect(within(courses).getByText('12 in all')).toBeTruthy();
  const tutorials = screen.getByRole('region', { name: 'Tutorials' });
  expect(within(tutorials).getByText('1000+ in all')).toBeTruthy();
});
