import { levelDetail } from '@questline/domain/rules/levels';
import { learnerContentSet } from '@questline/domain/rules/navigation';
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
import type { TContentSet, TLearnItem } from './learn-types';

afterEach(() => vi.restoreAllMocks());

const MISSION_ID = 'lms_3';
const PATH = '/mission/first-steps?pathwayId=lpw_2';

const SETS: TContentSet[] = [
  { id: 'set1', title: 'Basics path', description: 'Learn by following along.', contentIds: ['ltu_7', 'lqz_4'] },
  { id: 'set2a1b2c3d', title: 'Build a game', description: 'Learn by building.', contentIds: ['ltu_9'] },
  { id: 'set3', title: 'Old path', contentIds: ['ltu_7'], deprecated: true },
];

const CARDS = {
  ltu_7: mapCard({ id: 'ltu_7', slug: 'spin-a-cube', title: 'Spin a cube' }),
  lqz_4: mapCard({ id: 'lqz_4', type: 'quiz', slug: 'cube-basics-quiz', title: 'Cube basics quiz', duration: 10 }),
  ltu_9: mapCard({ id: 'ltu_9', slug: 'make-a-level', title: 'Make a level' }),
};

const missionItem = (): TLearnItem => ({
  ...itemColumns,
  id: MISSION_ID,
  type: 'mission',
  slug: 'first-steps',
  title: 'First steps',
  shortDescription: 'Your first hour with the engine.',
  description: richText('Meet the editor, write a script and check what you learned.'),
  language: 'en',
  skillLevel: 'beginner',
  duration: 55,
  points: [{ categoryId: 'essentials', point: 100 }],
  customContents: SETS,
  defaultSet: 'set1',
  versionRank: 2,
  premium: false,
  unPublishedTime: null,
  isExpired: false,
  published: true,
});

type TMissionServer = {
  signedIn?: boolean;
  /** The learner's record is on this older version until they switch. */
  recordVersion?: number;
  quizCompleted?: boolean;
  flag?: (call: TFakeCall) => Response;
  badgeEarned?: boolean;
};

/**
 * A mission server to the contract: extends with missionData (the learner's set from ?contentId, deprecated sets
 * falling back to the default), the checkpoint, record flag, versionRank, state and badge overlay.
 */
const fakeMissionServer = (options: TMissionServer = {}) => {
  let recordVersion = options.recordVersion ?? 2;
  const checkpoint = () => ({
    nodes: [
      {
        id: 'ltu_7',
        type: 'tutorial',
        title: 'Spin a cube',
        slug: 'spin-a-cube',
        relation: 'And',
        status: { completed: true },
      },
      {
        id: 'lqz_4',
        type: 'quiz',
        title: 'Cube basics quiz',
        slug: 'cube-basics-quiz',
        relation: 'And',
        status: { completed: options.quizCompleted ?? false },
      },
      {
        id: 'ltu_9',
        type: 'tutorial',
        title: 'Make a level',
        slug: 'make-a-level',
        relation: 'Or',
        status: { completed: false },
      },
    ],
    badgeRewards: [{ itemId: 'lbg_5' }],
    assetRewards: [
      { itemId: 'lbg_5', packageId: 'starter-kit' },
      { itemId: 'karting-template-2', packageId: 'karting-template-2' },
    ],
  });
  const handle = (call: TFakeCall) => {
    const { method, url, body } = call;
    if (method === 'POST' && url.pathname === '/api/learn/record/flag') {
      return (
        options.flag?.(call) ??
        json(200, { result: { recordMap: {}, levelDetails: [], completedIds: [], transition: 'checkpoint' } })
      );
    }
    if (method === 'POST' && url.pathname === '/api/learn/record/versionRank' && body) {
      recordVersion = Number(body.missionVersionRank);
      return json(200, { result: { recordMap: { [MISSION_ID]: { completed: false, versionId: recordVersion } } } });
    }
    if (url.pathname === `/api/learn/mission/${MISSION_ID}/state`) {
      return json(200, { result: { checkpoint: checkpoint(), progress: {}, record: null } });
    }
    if (url.pathname === `/api/learn/mission/${MISSION_ID}/badgeOverlay`) {
      return json(200, {
        result: {
          checkpointNodes: checkpoint().nodes,
          badge: { id: 'lbg_5', title: 'First steps', descPlain: '', thumbnail: { url: '/media/badge.png' } },
          earned: options.badgeEarned ?? false,
          earnedTime: options.badgeEarned ? '2024-05-02T10:00:00.000Z' : null,
        },
      });
    }
    return null;
  };
  return fakeLearnServer({
    items: [missionItem()],
    signedIn: options.signedIn ?? true,
    handle,
    extendsOf: (item, query) => {
      const setId = learnerContentSet(item, query.get('contentId'));
      return {
        checkpoint: checkpoint(),
        recordMap: options.signedIn === false ? {} : { ltu_7: { type: 'tutorial', completed: true } },
        missionData: {
          allParentIds: [],
          allParentMap: {},
          statsMap: {},
          contentSetId: setId,
          customContents: SETS.filter((set) => !set.deprecated || set.id === setId),
          contentMap: CARDS,
          prerequisiteIds: [],
          dependentIds: [],
          missionMap: {},
          versionUpdate: options.signedIn !== false && recordVersion < 2 ? { from: recordVersion, to: 2 } : null,
        },
      };
    },
  });
};

const extendsCalls = (calls: TFakeCall[]) => calls.filter((call) => call.url.pathname.endsWith('/extends'));

it('shows the header, the learner’s set with completion, and links that carry the mission and its pathway', async () => {
  fakeMissionServer();
  renderLearnPage(PATH, { me: demoUser() });

  expect(await screen.findByRole('heading', { level: 1, name: 'First steps' })).toBeTruthy();
  expect(screen.getByText('Your first hour with the engine.')).toBeTruthy();
  const facts = screen.getByText('Experience').closest('dl') as HTMLElement;
  expect(within(facts).getByText('100 XP')).toBeTruthy();
  expect(within(facts).getByText('55 min')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();

  const contents = screen.getByRole('region', { name: 'Contents' });
  expect(within(contents).getByText('You are following: Basics path')).toBeTruthy();
  const cube = within(contents).getByRole('link', { name: 'Spin a cube' });
  expect(cube.getAttribute('href')).toBe('/tutorial/spin-a-cube?missionId=lms_3&pathwayId=lpw_2');
  expect(within(contents).getByRole('link', { name: 'Cube basics quiz' }).getAttribute('href')).toBe(
    '/quiz/cube-basics-quiz?missionId=lms_3&pathwayId=lpw_2',
  );
  const rows = within(contents).getAllByRole('listitem');
  expect(rows.map((row) => (row.textContent?.includes('Not completed') ? 'open' : 'done'))).toEqual(['done', 'open']);
  expect(within(contents).queryByRole('link', { name: 'Make a level' })).toBeNull();
});

it('switches the content set only after a confirmation naming the current and the next set', async () => {
  const server = fakeMissionServer();
  const { router } = renderLearnPage(PATH, { me: demoUser() });
  const sets = await screen.findByRole('region', { name: 'Content sets' });
  // Deprecated sets are not offered.
  expect(within(sets).queryByText('Old path')).toBeNull();
  expect(within(sets).getByText('Current set')).toBeTruthy();

  await userEvent.click(within(sets).getByRole('button', { name: 'Switch to Build a game' }));
  let dialog = await screen.findByRole('dialog', { name: 'Switch content set?' });
  expect(within(dialog).getByText('Current set').nextElementSibling?.textContent).toBe('Basics path');
  expect(within(dialog).getByText('Next set').nextElementSibling?.textContent).toBe('Build a game');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(router.state.location.search).toEqual({ pathwayId: 'lpw_2' });
  const contents = screen.getByRole('region', { name: 'Contents' });
  expect(within(contents).getByRole('link', { name: 'Spin a cube' })).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Switch to Build a game' }));
  dialog = await screen.findByRole('dialog', { name: 'Switch content set?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Switch set' }));

  expect(await within(contents).findByRole('link', { name: 'Make a level' })).toBeTruthy();
  expect(within(contents).getByText('You are following: Build a game')).toBeTruthy();
  expect(within(contents).queryByRole('link', { name: 'Spin a cube' })).toBeNull();
  expect(router.state.location.search).toEqual({ pathwayId: 'lpw_2', contentId: 'set2a1b2c3d' });
  expect(extendsCalls(server.calls).at(-1)?.url.searchParams.get('contentId')).toBe('set2a1b2c3d');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('opens a deprecated set asked for in the URL on the default set', async () => {
  fakeMissionServer();
  renderLearnPage('/mission/first-steps?contentId=set3', { me: demoUser() });
  const contents = await screen.findByRole('region', { name: 'Contents' });
  expect(within(contents).getByText('You are following: Basics path')).toBeTruthy();
});

it('shows the checkpoint progress with its groups and rewards, and resumes it into the checkpoint dialog', async () => {
  const server = fakeMissionServer();
  renderLearnPage(PATH, { me: demoUser() });

  const card = (await screen.findByRole('heading', { name: 'Checkpoint' })).closest('section') as HTMLElement;
  const progress = within(card).getByRole('progressbar', { name: 'Checkpoint progress' });
  expect(progress.getAttribute('aria-valuetext')).toBe('1 of 2 groups complete');
  expect(progress.getAttribute('aria-valuenow')).toBe('50');
  expect(within(card).getByText('Any one of these completes the group:')).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Make a level' }).getAttribute('href')).toBe(
    '/tutorial/make-a-level?missionId=lms_3&pathwayId=lpw_2',
  );
  expect(within(card).getByText('Complete the checkpoint to unlock 1 badge')).toBeTruthy();
  expect(within(card).getByText('Asset package starter-kit').nextElementSibling?.textContent).toBe('(locked)');
  // The platform's unlock packages show by their title (§9), others by their id.
  expect(within(card).getByText('Karting template, part 2').nextElementSibling?.textContent).toBe('(locked)');

  await userEvent.click(within(card).getByRole('button', { name: 'Resume checkpoint' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your checkpoint' });
  expect(server.calls.find((call) => call.url.pathname === '/api/learn/record/flag')?.body).toEqual({ id: MISSION_ID });
  expect(within(dialog).getByRole('progressbar', { name: 'Checkpoint progress' }).getAttribute('aria-valuetext')).toBe(
    '1 of 2 groups complete',
  );
  expect(within(dialog).getByRole('link', { name: 'Continue with Cube basics quiz' }).getAttribute('href')).toBe(
    '/quiz/cube-basics-quiz?missionId=lms_3&pathwayId=lpw_2',
  );
  await waitFor(() =>
    expect(server.calls.some((call) => call.url.pathname === `/api/learn/mission/${MISSION_ID}/state`)).toBe(true),
  );
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('resumes a completed checkpoint into the experience dialog, headed Level up! when a level rose', async () => {
  const server = fakeMissionServer({
    quizCompleted: true,
    flag: () =>
      json(200, {
        result: {
          recordMap: { [MISSION_ID]: { completed: true, flag: true } },
          levelDetails: [levelDetail('essentials', 520, 100), levelDetail('programming', 40, 20)],
          completedIds: [],
          transition: 'completed',
        },
      }),
  });
  renderLearnPage(PATH, { me: demoUser() });
  const card = (await screen.findByRole('heading', { name: 'Checkpoint' })).closest('section') as HTMLElement;
  expect(within(card).getByRole('progressbar', { name: 'Checkpoint progress' }).getAttribute('aria-valuetext')).toBe(
    '2 of 2 groups complete',
  );
  expect(within(card).getByText('1 badge unlocked')).toBeTruthy();
  expect(within(card).getByText('Asset package starter-kit').nextElementSibling?.textContent).toBe('(unlocked)');

  const resume = within(card).getByRole('button', { name: 'Resume checkpoint' });
  resume.focus();
  await userEvent.keyboard('{Enter}');

  const dialog = await screen.findByRole('dialog', { name: 'Level up!' });
  const lines = within(dialog).getAllByRole('listitem');
  expect(lines[0]?.textContent).toContain('+100 XP Essentials');
  expect(lines[0]?.textContent).toContain('Level 2');
  expect(lines[0]?.textContent).toContain('Level up! You reached level 2.');
  expect(
    within(lines[0] as HTMLElement)
      .getByRole('progressbar')
      .getAttribute('aria-valuetext'),
  ).toBe('730 XP to level 3');
  expect(lines[1]?.textContent).toContain('+20 XP Programming');
  expect(lines[1]?.textContent).not.toContain('Level up!');
  expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
    '/api/learn/record/flag',
  ]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('heads the experience dialog Experience earned when no level rose', async () => {
  fakeMissionServer({
    quizCompleted: true,
    flag: () =>
      json(200, {
        result: {
          recordMap: {},
          levelDetails: [levelDetail('essentials', 120, 100)],
          completedIds: [],
          transition: 'completed',
        },
      }),
  });
  renderLearnPage(PATH, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'Resume checkpoint' }));
  const dialog = await screen.findByRole('dialog', { name: 'Experience earned' });
  expect(within(dialog).getByRole('listitem').textContent).toContain('+100 XP Essentials');
  expect(within(dialog).getByRole('listitem').textContent).toContain('380 XP to level 2');
});

it('asks an anonymous visitor to sign in before resuming the checkpoint', async () => {
  const server = fakeMissionServer({ signedIn: false });
  renderLearnPage(PATH);
  await userEvent.click(await screen.findByRole('button', { name: 'Resume checkpoint' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
  expect(server.calls.some((call) => call.url.pathname === '/api/learn/record/flag')).toBe(false);
});

it('shows the badge overlay named by the badge, with whether it was earned and what earns it', async () => {
  const server = fakeMissionServer({ badgeEarned: true });
  renderLearnPage(PATH, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'View badge' }));

  const dialog = await screen.findByRole('dialog', { name: 'First steps' });
  expect(await within(dialog).findByText('Earned on May 2, 2024')).toBeTruthy();
  expect(within(dialog).getByText('Earned by completing')).toBeTruthy();
  expect(within(dialog).getByText('Spin a cube').nextElementSibling?.textContent).toBe('(Completed)');
  expect(within(dialog).getByText('Cube basics quiz').nextElementSibling?.textContent).toBe('(Not completed)');
  const call = server.calls.find((entry) => entry.url.pathname.endsWith('/badgeOverlay'));
  expect(call?.url.pathname).toBe(`/api/learn/mission/${MISSION_ID}/badgeOverlay`);
  expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ userId: 'u1', pathwayId: 'lpw_2' });

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('offers a learner on an older version the new one, and reloads the mission after switching', async () => {
  const server = fakeMissionServer({ recordVersion: 1 });
  renderLearnPage(PATH, { me: demoUser() });

  let dialog = await screen.findByRole('dialog', { name: 'A new version of this mission' });
  expect(within(dialog).getByText(/you are on version 1, the current one is version 2/)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.calls.some((call) => call.url.pathname === '/api/learn/record/versionRank')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'See the new version' }));
  dialog = await screen.findByRole('dialog', { name: 'A new version of this mission' });
  const before = extendsCalls(server.calls).length;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to the new version' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.calls.find((call) => call.url.pathname === '/api/learn/record/versionRank')?.body).toEqual({
    id: MISSION_ID,
    missionVersionRank: 2,
    pathwayId: 'lpw_2',
  });
  expect(extendsCalls(server.calls).length).toBeGreaterThan(before);
  expect(screen.queryByRole('button', { name: 'See the new version' })).toBeNull();
});
