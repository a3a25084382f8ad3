import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { demoUser } from '../../test/render';
import { fakeLearnServer, itemColumns, mapCard, renderLearnPage, richText, tutorialItem } from './learn-test-kit';
import type { TLearnItem } from './learn-types';

afterEach(() => vi.restoreAllMocks());

const skillItem = (): TLearnItem => ({
  ...itemColumns,
  id: 'lsk_5',
  type: 'skill',
  slug: 'scene-setup',
  title: 'Scene setup',
  description: richText('Place objects, lights and cameras in a scene.'),
  language: 'en',
  skillLevel: 'beginner',
  duration: 50,
  engineVersionRange: '2021.3_2023.1',
  subSkills: [{ title: 'Lights' }, { title: 'Cameras' }],
  premium: false,
  unPublishedTime: null,
  isExpired: false,
  published: true,
});

const skillData = (experience: unknown) => ({
  allParentIds: [],
  allParentMap: {},
  statsMap: { lsk_5: { collectCount: 3, commentCount: 0, viewCount: 0 } },
  contentIds: ['ltu_7', 'ltu_9'],
  tutorialMap: {
    ltu_7: mapCard({ id: 'ltu_7', slug: 'spin-a-cube', title: 'Spin a cube', duration: 20 }),
    ltu_9: mapCard({ id: 'ltu_9', slug: 'light-a-room', title: 'Light a room' }),
  },
  competencyIds: ['lcp_2'],
  competencyMap: {
    lcp_2: mapCard({ id: 'lcp_2', type: 'competency', slug: 'world-building', title: 'World building' }),
  },
  taggedMap: { lpr_4: mapCard({ id: 'lpr_4', type: 'project', slug: 'tiny-town', title: 'Tiny town' }) },
  experience,
});

const STANDINGS = [
  { categoryId: 'essentials', totalPoint: 650, level: 2, levelPoint: 150, categoryExperience: 750 },
  { categoryId: 'programming', totalPoint: 0, level: 1, levelPoint: 0, categoryExperience: 500 },
];

it('shows a signed-in learner the skill, its tutorials with their completion, and their level per XP category', async () => {
  const server = fakeLearnServer({
    items: [skillItem()],
    signedIn: true,
    extendsOf: () => ({
      skillData: skillData(STANDINGS),
      recordMap: { ltu_7: { type: 'tutorial', completed: true, withAll: true } },
    }),
  });
  renderLearnPage('/skill/scene-setup', { me: demoUser() });

  expect(await screen.findByRole('heading', { level: 1, name: 'Scene setup' })).toBeTruthy();
  expect(server.calls.some((call) => call.url.pathname === '/api/learn/skill/scene-setup/extends')).toBe(true);
  expect(screen.getByText('2021.3 to 2023.1')).toBeTruthy();
  expect(screen.getByText('Place objects, lights and cameras in a scene.')).toBeTruthy();
  const covers = screen.getByRole('heading', { level: 3, name: 'What this skill covers' })
    .nextElementSibling as HTMLElement;
  expect(
    within(covers)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Lights', 'Cameras']);

  const tutorials = screen.getByRole('heading', { level: 2, name: 'Tutorials' }).parentElement as HTMLElement;
  const rows = within(tutorials).getAllByRole('listitem');
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Spin a cube', 'Light a room']);
  expect(within(rows[0] as HTMLElement).getByText('Completed')).toBeTruthy();
  expect(within(rows[1] as HTMLElement).getByText('Not completed')).toBeTruthy();
  expect(
    within(rows[0] as HTMLElement)
      .getByRole('link')
      .getAttribute('href'),
  ).toBe('/tutorial/spin-a-cube');

  expect(screen.getByRole('link', { name: 'World building' }).getAttribute('href')).toBe('/competency/world-building');
  expect(screen.getByRole('link', { name: 'Tiny town' }).getAttribute('href')).toBe('/project/tiny-town');

  const experience = screen.getByRole('heading', { level: 2, name: 'Your experience' }).parentElement as HTMLElement;
  const lines = within(experience).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual([
    expect.stringContaining('Essentials'),
    expect.stringContaining('Programming'),
  ]);
  expect(within(lines[0] as HTMLElement).getByText('Level 2')).toBeTruthy();
  expect(within(lines[0] as HTMLElement).getByText('650 XP in all')).toBeTruthy();
  const essentials = within(experience).getByRole('progressbar', { name: 'Progress to level 3 in Essentials' });
  expect(essentials.getAttribute('aria-valuenow')).toBe('150');
  expect(essentials.getAttribute('aria-valuemax')).toBe('750');
  expect(essentials.getAttribute('aria-valuetext')).toBe('600 XP to level 3');
  const programming = within(experience).getByRole('progressbar', { name: 'Progress to level 2 in Programming' });
  expect(programming.getAttribute('aria-valuetext')).toBe('500 XP to level 2');
});

it('asks an anonymous visitor to sign in instead of showing experience', async () => {
  const server = fakeLearnServer({
    items: [skillItem()],
    signedIn: false,
    extendsOf: () => ({ skillData: skillData(null) }),
  });
  renderLearnPage('/skill/scene-setup');

  const heading = await screen.findByRole('heading', { level: 2, name: 'Your experience' });
  const experience = heading.parentElement as HTMLElement;
  expect(
    within(experience).getByText('Sign in to see your level in the categories these tutorials award experience in.'),
  ).toBeTruthy();
  expect(within(experience).queryByRole('progressbar')).toBeNull();
  expect(screen.queryByText('Completed')).toBeNull();
  await userEvent.click(within(experience).getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
  expect(server.calls.some((call) => call.url.pathname === '/api/authUrl')).toBe(true);
});

it("links a tutorial's skills to their skill pages", async () => {
  fakeLearnServer({
    items: [tutorialItem({ skillIds: ['lsk_5', 'lsk_6'] })],
    signedIn: false,
    extendsOf: () => ({
      tutorialData: {
        allParentIds: [],
        allParentMap: {},
        statsMap: {},
        skillMap: {
          lsk_5: mapCard({ id: 'lsk_5', type: 'skill', slug: 'scene-setup', title: 'Scene setup' }),
          lsk_6: mapCard({ id: 'lsk_6', type: 'skill', slug: 'scripting', title: 'Scripting' }),
        },
      },
    }),
  });
  renderLearnPage('/tutorial/spin-a-cube');

  const heading = await screen.findByRole('heading', { level: 2, name: 'Skills in this tutorial' });
  const links = within(heading.parentElement as HTMLElement).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Scene setup', '/skill/scene-setup'],
    ['Scripting', '/skill/scripting'],
  ]);
});
