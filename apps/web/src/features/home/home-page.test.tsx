import type { THome, TItemCard } from '@questline/domain/schemas/content';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../test/render';
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
  withLab: false,
});

const session = (id: string, title: string, startTime: string, live: NonNullable<TItemCard['live']>): TItemCard => ({
  ...card(id, 'tutorial', title),
  type: 'liveSession',
  startTime,
  live,
});

const home: THome = {
  sections: [
    {
      type: 'liveSession',
      total: 3,
      // As the server orders them: upcoming soonest first, then past ones with a recording.
      items: [
        session('lls_1', 'Physics live', '2099-12-01T14:00:00.000Z', {
          endTime: '2099-12-01T16:30:00.000Z',
          utcOffset: 540,
          recording: false,
        }),
        session('lls_2', 'Showcase', '2026-01-05T15:00:00.000Z', {
          endTime: '2026-01-05T16:00:00.000Z',
          utcOffset: -300,
          recording: true,
        }),
      ],
    },
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

it("shows live sessions in the viewer's zone with the host's clock, and labels a past one with its recording", async () => {
  renderWithApp(() => <HomePage />, { me: demoUser({ timeZone: 'America/New_York' }) });
  const live = await screen.findByRole('region', { name: 'Live sessions' });
  const [upcoming, past] = within(live).getAllByRole('article');
  if (!upcoming || !past) throw new Error('two live session cards expected');
  expect(within(upcoming).getByRole('link', { name: 'Physics live' })).toBeTruthy();
  expect(within(upcoming).getByText('Tue, December 1, 2099')).toBeTruthy();
  expect(within(upcoming).getByText('09:00 - 11:30 UTC−05:00')).toBeTruthy();
  expect(within(upcoming).getByText('Host time: 23:00 UTC+09:00')).toBeTruthy();
  expect(within(upcoming).queryByText('Recording')).toBeNull();
  expect(within(past).getByText('Recording')).toBeTruthy();
  // The host's clock is the viewer's: said once.
  expect(within(past).getByText('10:00 - 11:00 UTC−05:00')).toBeTruthy();
  expect(within(past).queryByText(/Host time/)).toBeNull();
});
