import type { TFeaturedItem, TFeaturedList } from '@questline/domain/schemas/featured';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../../test/render';
import { HomeFeatured } from './home-featured';

const item = (id: string, type: TFeaturedItem['type'], title: string): TFeaturedItem => ({
  id,
  type,
  slug: `${id}-slug`,
  title,
  descPlain: `About ${title}`,
  thumbnail: null,
  skillLevel: null,
  language: 'en',
  duration: null,
  points: [],
  premium: false,
  published: true,
  startTime: null,
});
const listOf = (name: TFeaturedList['name'], items: TFeaturedItem[]): TFeaturedList => ({
  name,
  itemIds: items.map((entry) => entry.id),
  itemMap: Object.fromEntries(items.map((entry) => [entry.id, entry])),
});

let lists: Record<string, TFeaturedList>;
let requested: string[];
beforeEach(() => {
  requested = [];
  lists = {
    homepage: listOf('homepage', [item('lco_2', 'course', 'Kart racing'), item('ltu_1', 'tutorial', 'Light a room')]),
    subscriber_homepage: listOf('subscriber_homepage', [item('lpw_3', 'pathway', 'Premium pathway')]),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const name = url.replace('/api/learn/featuredList/', '');
      return new Response(JSON.stringify({ result: lists[name] }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const featuredTitles = async () => {
  const section = await screen.findByRole('region', { name: 'Featured' });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

it("shows the 'homepage' list in order as cards under a Featured heading", async () => {
  renderWithApp(() => <HomeFeatured eagerCount={4} />, { me: null });
  expect(await featuredTitles()).toEqual(['Kart racing', 'Light a room']);
  expect(screen.getByRole('link', { name: 'Kart racing' }).getAttribute('href')).toBe('/course/lco_2-slug');
  expect(requested).toEqual(['/api/learn/featuredList/homepage']);
});

it("shows premium viewers the 'subscriber_homepage' list", async () => {
  renderWithApp(() => <HomeFeatured eagerCount={4} />, { me: demoUser({ premium: true, memberships: ['premium'] }) });
  expect(await featuredTitles()).toEqual(['Premium pathway']);
  expect(requested).toEqual(['/api/learn/featuredList/subscriber_homepage']);
});

it("falls back to 'homepage' for premium viewers when the subscriber list is empty", async () => {
  lists.subscriber_homepage = listOf('subscriber_homepage', []);
  renderWithApp(() => <HomeFeatured eagerCount={4} />, { me: demoUser({ premium: true, memberships: ['premium'] }) });
  expect(await featuredTitles()).toEqual(['Kart racing', 'Light a room']);
});

it('shows no section when the list is empty', async () => {
  lists.homepage = listOf('homepage', []);
  renderWithApp(() => <HomeFeatured eagerCount={4} />, { me: demoUser() });
  await vi.waitFor(() => expect(requested).toEqual(['/api/learn/featuredList/homepage']));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Featured' })).toBeNull();
});
