import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeLearnServer, renderLearnPage, tutorialItem } from './learn-test-kit';
import { liveSession, pinBrowserZone } from './live-test-kit';

// The browser's zone, whatever the machine running the tests is set to.
beforeEach(() => pinBrowserZone('America/New_York'));

afterEach(() => vi.restoreAllMocks());

it("shows a tutorial's live session under Upcoming, with its time and Register", async () => {
  fakeLearnServer({
    items: [tutorialItem()],
    signedIn: false,
    extendsOf: () => ({ liveSession: liveSession({ title: 'Spin along live' }) }),
  });
  renderLearnPage('/tutorial/spin-a-cube');

  const heading = await screen.findByRole('heading', { level: 2, name: 'Upcoming' });
  const card = within(heading.closest('section') as HTMLElement).getByRole('article', { name: 'Spin along live' });
  // In the viewer's zone (New York), with the host's clock (Tokyo) beside it.
  expect(within(card).getByText('09:00 - 11:30 UTC−05:00')).toBeTruthy();
  expect(within(card).getByText('Host time: 23:00 UTC+09:00')).toBeTruthy();
  expect(within(card).getByRole('button', { name: 'Register for Spin along live' })).toBeTruthy();
});

it("reads a project's live session from its extends, and shows nothing without one", async () => {
  const project = {
    ...tutorialItem(),
    id: 'lpr_2',
    type: 'project' as const,
    slug: 'kart',
    title: 'Kart',
    sections: [],
  };
  const course = { ...project, id: 'lco_3', type: 'course' as const, slug: 'racing', title: 'Racing' };
  fakeLearnServer({
    items: [project, course],
    signedIn: false,
    extendsOf: (item) => (item.type === 'project' ? { liveSession: liveSession({ title: 'Kart live' }) } : {}),
  });
  const view = renderLearnPage('/project/kart');
  expect(await screen.findByRole('article', { name: 'Kart live' })).toBeTruthy();
  view.unmount();

  renderLearnPage('/course/racing');
  expect(await screen.findByRole('heading', { level: 1, name: 'Racing' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Upcoming' })).toBeNull();
  expect(screen.queryByRole('article')).toBeNull();
});

it('themes the session card after the mission or pathway the learner came through, the nearest first', async () => {
  fakeLearnServer({
    items: [tutorialItem()],
    signedIn: false,
    extendsOf: () => ({ liveSession: liveSession({ title: 'Spin along live' }) }),
  });
  const themeAt = async (path: string) => {
    const view = renderLearnPage(path);
    const card = await screen.findByRole('article', { name: 'Spin along live' });
    const theme = [card.dataset.theme, card.dataset.size];
    view.unmount();
    return theme;
  };
  expect(await themeAt('/tutorial/spin-a-cube')).toEqual(['default', 'small']);
  expect(await themeAt('/tutorial/spin-a-cube?pathwayId=lpw_4')).toEqual(['pathway', 'small']);
  expect(await themeAt('/tutorial/spin-a-cube?missionId=lms_3&pathwayId=lpw_4')).toEqual(['mission', 'small']);
});

it("shows an item's latest session under Latest, its title linking to the session's page, playing its recording", async () => {
  fakeLearnServer({
    items: [tutorialItem()],
    signedIn: false,
    extendsOf: () => ({
      liveSession: liveSession({ title: 'Spin along live' }),
      latestLiveSession: liveSession({
        id: 'lls_2',
        slug: 'spin-review',
        title: 'Spin review',
        period: 'previous',
        startTime: '2026-11-01T14:00:00.000Z',
        endTime: '2026-11-01T15:00:00.000Z',
        previousVideo: { id: 'f_7.mp4', url: '/files/f_7.mp4', title: 'Spin review recording', video: null },
      }),
    }),
  });
  renderLearnPage('/tutorial/spin-a-cube');

  const heading = await screen.findByRole('heading', { level: 2, name: 'Latest' });
  const section = heading.closest('section') as HTMLElement;
  const card = within(section).getByRole('article', { name: 'Spin review' });
  expect(within(card).getByRole('link', { name: 'Spin review' }).getAttribute('href')).toBe('/liveSession/spin-review');
  // The player, loaded on demand, plays the uploaded MP4 until its transcode is ready.
  expect(
    await within(card).findByRole('region', { name: 'Video player: Spin review recording' }, { timeout: 10_000 }),
  ).toBeTruthy();
  expect(within(card).queryByRole('button', { name: /Register/ })).toBeNull();
  // The upcoming session keeps its own label, and links to its page too.
  const upcoming = screen.getByRole('heading', { level: 2, name: 'Upcoming' }).closest('section') as HTMLElement;
  expect(within(upcoming).getByRole('link', { name: 'Spin along live' }).getAttribute('href')).toBe(
    '/liveSession/physics-live',
  );
});

it("shows no Latest label on a project's page without a recorded session", async () => {
  const project = {
    ...tutorialItem(),
    id: 'lpr_2',
    type: 'project' as const,
    slug: 'kart',
    title: 'Kart',
    sections: [],
  };
  fakeLearnServer({
    items: [project],
    signedIn: false,
    extendsOf: () => ({ liveSession: liveSession({ title: 'Kart live' }), latestLiveSession: null }),
  });
  renderLearnPage('/project/kart');
  expect(await screen.findByRole('article', { name: 'Kart live' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Latest' })).toBeNull();
});
