import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { demoUser } from '../../test/render';
import {
  fakeLearnServer,
  itemColumns,
  json,
  mapCard,
  renderLearnPage,
  richText,
  type TFakeCall,
} from './learn-test-kit';
import type { TLearnItem, TPathwayMissionCard } from './learn-types';

afterEach(() => vi.restoreAllMocks());

const PATHWAY_ID = 'lpw_2';

const pathwayItem = (): TLearnItem => ({
  ...itemColumns,
  id: PATHWAY_ID,
  type: 'pathway',
  slug: 'make-games',
  title: 'Make games',
  strapline: 'From zero to your first shipped game.',
  description: richText('Four missions from the editor to a finished game.'),
  language: 'en',
  skillLevel: 'beginner',
  duration: 6,
  points: [
    { categoryId: 'essentials', point: 200 },
    { categoryId: 'programming', point: 100 },
  ],
  missionIds: ['lms_3', 'lms_4', 'lms_6', 'lms_5'],
  completeVideoId: '0123456789abcdef0123456789abcdef.mp4',
  completeVideoTitle: 'You shipped it!',
  completeVideo: {
    id: '0123456789abcdef0123456789abcdef.mp4',
    url: '/files/0123456789abcdef0123456789abcdef.mp4',
    title: 'You shipped it!',
    video: null,
  },
  premium: false,
  unPublishedTime: null,
  isExpired: false,
  published: true,
});

const mission = (
  id: string,
  slug: string,
  title: string,
  prerequisiteIds: string[],
  status: Partial<TPathwayMissionCard['status']>,
): TPathwayMissionCard => ({
  ...mapCard({ id, slug, title, type: 'mission', descPlain: `${title}, step by step.` }),
  prerequisiteIds,
  contentIds: [],
  status: { completed: false, available: false, current: false, ...status },
});

const MISSIONS = {
  lms_3: mission('lms_3', 'first-steps', 'First steps', [], { completed: true }),
  lms_4: mission('lms_4', 'scripting', 'Scripting', ['lms_3'], { available: true, current: true }),
  lms_6: mission('lms_6', 'lighting', 'Lighting', ['lms_3'], { available: true }),
  lms_5: mission('lms_5', 'ship-it', 'Ship it', ['lms_4', 'lms_6'], {}),
};

const NOT_STARTED = {
  lms_3: mission('lms_3', 'first-steps', 'First steps', [], { available: true, current: true }),
  lms_4: mission('lms_4', 'scripting', 'Scripting', ['lms_3'], {}),
  lms_6: mission('lms_6', 'lighting', 'Lighting', ['lms_3'], {}),
  lms_5: mission('lms_5', 'ship-it', 'Ship it', ['lms_4', 'lms_6'], {}),
};

const fakePathwayServer = (options: { completed?: boolean; signedIn?: boolean; notStarted?: boolean } = {}) =>
  fakeLearnServer({
    items: [pathwayItem()],
    signedIn: options.signedIn ?? true,
    handle: ({ method, url }: TFakeCall) =>
      method === 'POST' && url.pathname === '/api/learn/record/flag'
        ? json(200, { result: { recordMap: {}, levelDetails: [], completedIds: [], transition: 'checkpoint' } })
        : null,
    extendsOf: () => ({
      checkpoint: null,
      pathwayData: {
        allParentIds: [],
        allParentMap: {},
        statsMap: {},
        missionIds: ['lms_3', 'lms_4', 'lms_6', 'lms_5'],
        missionPosition: { lms_3: { top: 40, left: 0 }, lms_4: { top: 0, left: 300 }, lms_6: { top: 160, left: 300 } },
        missionMap: options.notStarted ? NOT_STARTED : MISSIONS,
        courseMap: {},
        tutorialMap: {},
        quizMap: {},
        projectMap: {},
        // As the server answers it, the current mission among the next ones: the page shows it once.
        currentMissionId: options.notStarted ? 'lms_3' : 'lms_4',
        nextMissionIds: options.notStarted ? ['lms_3'] : ['lms_4', 'lms_6'],
        checkpoint: {
          nodes: [
            {
              id: 'lms_3',
              type: 'mission',
              title: 'First steps',
              slug: 'first-steps',
              relation: 'And',
              status: { completed: !options.notStarted },
            },
            {
              id: 'lms_5',
              type: 'mission',
              title: 'Ship it',
              slug: 'ship-it',
              relation: 'And',
              status: { completed: false },
            },
          ],
          badgeRewards: [{ itemId: 'lbg_8' }],
          assetRewards: [],
        },
        completed: options.completed ?? false,
      },
    }),
  });

it('shows the mission map: each mission a link named with its status, placed on the map with its prerequisites', async () => {
  fakePathwayServer();
  renderLearnPage('/pathway/make-games', { me: demoUser() });

  expect(await screen.findByRole('heading', { level: 1, name: 'Make games' })).toBeTruthy();
  expect(screen.getByText('From zero to your first shipped game.')).toBeTruthy();
  const facts = screen.getByText('Experience').closest('dl') as HTMLElement;
  expect(within(facts).getByText('300 XP')).toBeTruthy();
  expect(within(facts).getByText('6 weeks')).toBeTruthy();

  const map = screen.getByRole('region', { name: 'Mission map' });
  const links = within(map).getAllByRole('link');
  // The name is the title then the status; the current mission says so after it.
  expect(links.map((link) => link.textContent)).toEqual([
    'First stepscompleted',
    'Scriptingavailable' + 'Current mission',
    'Lightingavailable',
    'Ship itlocked',
  ]);
  const locked = within(map).getByRole('link', { name: /^Ship it locked/ });
  expect(locked.getAttribute('href')).toBe('/mission/ship-it?pathwayId=lpw_2');
  expect(
    within(map)
      .getByRole('link', { name: /^Scripting available/ })
      .getAttribute('aria-current'),
  ).toBe('step');
  // The list names each mission's prerequisites (read out on every screen, shown on small ones).
  expect(locked.closest('li')?.textContent).toContain('After: Scripting, Lighting');
  // Placed missions keep their place; an unplaced one gets a column by its depth, as the editor shows it.
  const placeOf = (name: RegExp) => {
    const item = within(map).getByRole('link', { name }).closest('li') as HTMLElement;
    return [item.style.getPropertyValue('--x'), item.style.getPropertyValue('--y')];
  };
  expect(placeOf(/^First steps completed/)).toEqual(['0px', '40px']);
  expect(placeOf(/^Scripting available/)).toEqual(['300px', '0px']);
  expect(placeOf(/^Ship it locked/)).toEqual(['608px', '16px']);
  // Lines run from each prerequisite to its dependent: four of them.
  expect(map.querySelectorAll('svg path[marker-end]')).toHaveLength(4);
});

it('highlights the current mission and lists the next ones', async () => {
  fakePathwayServer();
  renderLearnPage('/pathway/make-games', { me: demoUser() });

  const current = await screen.findByRole('region', { name: 'Current mission' });
  expect(within(current).getByText('Scripting')).toBeTruthy();
  expect(within(current).getByText('This mission is open to you.')).toBeTruthy();
  expect(within(current).getByRole('link', { name: 'Continue with Scripting' }).getAttribute('href')).toBe(
    '/mission/scripting?pathwayId=lpw_2',
  );
  const next = screen.getByRole('region', { name: 'Next missions' });
  expect(
    within(next)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Lighting']);
  expect(screen.queryByRole('region', { name: 'You completed this pathway' })).toBeNull();
});

it('offers a learner who never started the pathway to start it, not to continue or resume', async () => {
  fakePathwayServer({ notStarted: true });
  renderLearnPage('/pathway/make-games', { me: demoUser() });

  const current = await screen.findByRole('region', { name: 'Current mission' });
  expect(within(current).getByRole('link', { name: 'Start with First steps' }).getAttribute('href')).toBe(
    '/mission/first-steps?pathwayId=lpw_2',
  );
  expect(screen.queryByRole('link', { name: /^Continue with/ })).toBeNull();
  // The current mission is the only one open: no list of next missions repeats it.
  expect(screen.queryByRole('region', { name: 'Next missions' })).toBeNull();
  const card = screen.getByRole('heading', { name: 'Checkpoint' }).closest('section') as HTMLElement;
  expect(within(card).queryByRole('button', { name: 'Resume checkpoint' })).toBeNull();
  expect(within(card).getByRole('button', { name: 'View badge' })).toBeTruthy();
});

it('offers a visitor to start, with no checkpoint to resume', async () => {
  fakePathwayServer({ notStarted: true, signedIn: false });
  renderLearnPage('/pathway/make-games', { me: null });

  const current = await screen.findByRole('region', { name: 'Current mission' });
  expect(within(current).getByRole('link', { name: 'Start with First steps' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: /^Continue with/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Resume checkpoint' })).toBeNull();
});

it('opens a mission from the map with the keyboard alone', async () => {
  fakePathwayServer();
  const { router } = renderLearnPage('/pathway/make-games', { me: demoUser() });
  const map = await screen.findByRole('region', { name: 'Mission map' });
  const link = within(map).getByRole('link', { name: /^Lighting available/ });

  link.focus();
  await userEvent.keyboard('{Enter}');

  await waitFor(() => expect(router.state.location.pathname).toBe('/mission/lighting'));
  expect(router.state.location.search).toEqual({ pathwayId: 'lpw_2' });
});

it('shows the pathway checkpoint and resumes it into the checkpoint dialog', async () => {
  const server = fakePathwayServer();
  renderLearnPage('/pathway/make-games', { me: demoUser() });

  const card = (await screen.findByRole('heading', { name: 'Checkpoint' })).closest('section') as HTMLElement;
  expect(within(card).getByRole('progressbar', { name: 'Checkpoint progress' }).getAttribute('aria-valuetext')).toBe(
    '1 of 2 groups complete',
  );
  expect(within(card).getByRole('link', { name: 'Ship it' }).getAttribute('href')).toBe(
    '/mission/ship-it?pathwayId=lpw_2',
  );
  await userEvent.click(within(card).getByRole('button', { name: 'Resume checkpoint' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your checkpoint' });
  expect(within(dialog).getByRole('link', { name: 'Continue with Ship it' })).toBeTruthy();
  expect(server.calls.find((call) => call.url.pathname === '/api/learn/record/flag')?.body).toEqual({ id: PATHWAY_ID });
});

it('celebrates a completed pathway with its completion video', async () => {
  fakePathwayServer({ completed: true });
  renderLearnPage('/pathway/make-games', { me: demoUser() });
  const done = await screen.findByRole('region', { name: 'You completed this pathway' });
  await userEvent.click(within(done).getByRole('button', { name: 'Play You shipped it!' }));
  const player = await screen.findByRole('dialog', { name: 'You shipped it!' });
  // The uploaded MP4 plays in the player dialog; Close ends it.
  expect(
    await within(player).findByRole('region', { name: 'Video player: You shipped it!' }, { timeout: 10_000 }),
  ).toBeTruthy();
  await userEvent.click(within(player).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You shipped it!' })).toBeNull());
});

it('asks an anonymous visitor to sign in before the completion video plays', async () => {
  fakePathwayServer({ completed: true });
  renderLearnPage('/pathway/make-games', { me: null });
  const done = await screen.findByRole('region', { name: 'You completed this pathway' });
  await userEvent.click(within(done).getByRole('button', { name: 'Play You shipped it!' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'You shipped it!' })).toBeNull();
});
