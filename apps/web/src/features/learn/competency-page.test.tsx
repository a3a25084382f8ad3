import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { demoUser } from '../../test/render';
import { fakeLearnServer, itemColumns, mapCard, renderLearnPage, richText } from './learn-test-kit';
import type { TLearnItem } from './learn-types';

afterEach(() => vi.restoreAllMocks());

const competencyItem = (): TLearnItem => ({
  ...itemColumns,
  id: 'lcp_2',
  type: 'competency',
  slug: 'world-building',
  title: 'World building',
  description: richText('Build believable worlds from scenes, light and sound.'),
  careerGoals: richText('Level designer, environment artist.'),
  language: 'en',
  skillLevel: 'intermediate',
  premium: false,
  unPublishedTime: null,
  isExpired: false,
  published: true,
});

const competencyData = (experience: unknown) => ({
  allParentIds: [],
  allParentMap: {},
  statsMap: {},
  skillIds: ['lsk_6', 'lsk_5'],
  skillMap: {
    lsk_5: {
      ...mapCard({ id: 'lsk_5', type: 'skill', slug: 'scene-setup', title: 'Scene setup', duration: 50 }),
      tutorialsCount: 2,
    },
    lsk_6: {
      ...mapCard({ id: 'lsk_6', type: 'skill', slug: 'drawing', title: 'Drawing', duration: 15 }),
      tutorialsCount: 1,
    },
  },
  missionIds: ['lms_3'],
  missionMap: { lms_3: mapCard({ id: 'lms_3', type: 'mission', slug: 'build-a-world', title: 'Build a world' }) },
  experience,
});

it('lists the skills in order with their tutorials, the missions building it, and the XP per category', async () => {
  const server = fakeLearnServer({
    items: [competencyItem()],
    signedIn: true,
    extendsOf: () => ({
      competencyData: competencyData([
        { categoryId: 'artAnimation', totalPoint: 40, level: 1, levelPoint: 40, categoryExperience: 500 },
        { categoryId: 'essentials', totalPoint: 1300, level: 3, levelPoint: 50, categoryExperience: 1125 },
      ]),
    }),
  });
  renderLearnPage('/competency/world-building', { me: demoUser() });

  expect(await screen.findByRole('heading', { level: 1, name: 'World building' })).toBeTruthy();
  expect(server.calls.some((call) => call.url.pathname === '/api/learn/competency/world-building/extends')).toBe(true);
  expect(screen.getByText('Build believable worlds from scenes, light and sound.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Career goals' })).toBeTruthy();
  expect(screen.getByText('Level designer, environment artist.')).toBeTruthy();
  expect(screen.getByText('Intermediate')).toBeTruthy();

  const skills = screen.getByRole('heading', { level: 2, name: 'Skills' }).parentElement as HTMLElement;
  const rows = within(skills).getAllByRole('listitem');
  expect(
    rows.map((row) => [within(row).getByRole('link').textContent, within(row).getByRole('link').getAttribute('href')]),
  ).toEqual([
    ['Drawing', '/skill/drawing'],
    ['Scene setup', '/skill/scene-setup'],
  ]);
  expect(rows[0]?.textContent).toContain('1 tutorial');
  expect(rows[1]?.textContent).toContain('2 tutorials');

  const missions = screen.getByRole('heading', { level: 2, name: 'Missions that build this competency' })
    .parentElement as HTMLElement;
  expect(within(missions).getByRole('link', { name: 'Build a world' }).getAttribute('href')).toBe(
    '/mission/build-a-world',
  );

  const experience = screen.getByRole('heading', { level: 2, name: 'Your experience' }).parentElement as HTMLElement;
  expect(
    within(experience)
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual([expect.stringContaining('Art and animation'), expect.stringContaining('Essentials')]);
  const art = within(experience).getByRole('progressbar', { name: 'Progress to level 2 in Art and animation' });
  expect(art.getAttribute('aria-valuetext')).toBe('460 XP to level 2');
  const essentials = within(experience).getByRole('progressbar', { name: 'Progress to level 4 in Essentials' });
  expect(essentials.getAttribute('aria-valuetext')).toBe('1075 XP to level 4');
  expect(within(experience).getByText('Level 3')).toBeTruthy();
});

it('tells a signed-in learner when the skills award no experience, and an anonymous one to sign in', async () => {
  fakeLearnServer({
    items: [competencyItem()],
    signedIn: true,
    extendsOf: () => ({ competencyData: competencyData([]) }),
  });
  const view = renderLearnPage('/competency/world-building', { me: demoUser() });
  expect(await screen.findByText('These tutorials award no experience.')).toBeTruthy();
  view.unmount();
  vi.restoreAllMocks();

  fakeLearnServer({
    items: [competencyItem()],
    signedIn: false,
    extendsOf: () => ({ competencyData: competencyData(null) }),
  });
  renderLearnPage('/competency/world-building');
  expect(
    await screen.findByText('Sign in to see your level in the categories these tutorials award experience in.'),
  ).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
