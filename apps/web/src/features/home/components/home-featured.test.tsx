import type { TFeaturedList } from '@questline/domain/schemas/featured';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { featuredItem, featuredList } from '../../../test/featured-lists';
import { demoUser, renderWithApp } from '../../../test/render';
import { HomeFeatured } from './home-featured';

let lists: Record<string, TFeaturedList>;
let requested: string[];
beforeEach(() => {
  requested = [];
  lists = {
    homepage: featuredList('homepage', [
      featuredItem('lco_2', 'course', 'Kart racing'),
      featuredItem('ltu_1', 'tutorial', 'Light a room'),
    ]),
    subscriber_homepage: featuredList('subscriber_homepage', [featuredItem('lpw_3', 'pathway', 'Premium pathway')]),
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
  lists.subscriber_homepage = featuredList('subscriber_homepage', []);
  renderWithApp(() => <HomeFeatured eagerCount={4} />, { me: demoUser({ premium: true, memberships: ['premium'] }) });
  expect(await featuredTitles()).toEqual(['Kart racing', 'Light a room']);
});

it('shows no section when the list is empty', async () => {
  lists.homepage = featuredList('homepage', []);
  renderWithApp(() => <HomeFeatured eagerCount={4} />, { me: demoUser() });
  await vi.waitFor(() => expect(requested).toEqual(['/api/learn/featuredList/homepage']));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Featured' })).toBeNull();
});
