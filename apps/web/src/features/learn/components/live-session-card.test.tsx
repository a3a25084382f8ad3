import { HLS_CONTENT_TYPE, type TVideo } from '@questline/domain/schemas/media';
import { premiumStoreOf } from '@questline/domain/schemas/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { defaultSiteSettings, demoUser, renderWithApp } from '../../../test/render';
import { ToastProvider } from '../../../ui/toast';
import { json, liveSession, pinBrowserZone } from '../live-test-kit';
import { LiveSessionCard } from './live-session-card';
import { LiveSessionWidget } from './live-session-widget';

// The browser's zone, whatever the machine running the tests is set to.
beforeEach(() => pinBrowserZone('America/New_York'));

afterEach(() => vi.restoreAllMocks());

/** The network: the login modal's auth URL is unavailable; register answers what `register` returns. */
const fakeServer = (
  register: () => Response = () => json(200, { result: { registerUrl: 'https://meet.example.com/r/4' } }),
) => {
  const calls: { method: string; path: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ method: init?.method ?? 'GET', path: url.pathname });
    if (url.pathname === '/api/authUrl') return json(503, { error: { key: 'internal_error' } });
    if (url.pathname === '/api/learn/liveSession/lls_4/register') return register();
    return json(404, { error: { key: 'not_found' } });
  });
  return calls;
};

/** A popup window the test can watch: blank at first, then sent to the register page. */
const fakePopup = () => {
  const popup = { closed: false, opener: window as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
};

it("shows the date and time in the viewer's zone (the browser's), with the host's clock beside it", async () => {
  renderWithApp(() => <LiveSessionCard session={liveSession()} />);
  const card = await screen.findByRole('article', { name: 'Physics live' });
  // 23:00–01:30 in Tokyo is 09:00–11:30 the same morning in New York: no extra day there.
  expect(within(card).getByText('Tue, December 1, 2026')).toBeTruthy();
  expect(within(card).getByText('09:00 - 11:30 UTC−05:00')).toBeTruthy();
  expect(within(card).getByText('Host time: 23:00 UTC+09:00')).toBeTruthy();
});

it("counts the days it runs into in the zone chosen in Settings, and leaves out the host's clock when it is the same", async () => {
  renderWithApp(() => <LiveSessionCard session={liveSession()} />, { me: demoUser({ timeZone: 'Asia/Tokyo' }) });
  const card = await screen.findByRole('article', { name: 'Physics live' });
  expect(within(card).getByText('23:00 - 01:30 UTC+09:00 (+1 day)')).toBeTruthy();
  expect(within(card).queryByText(/Host time/)).toBeNull();
});

it('leaves out the extra days when the session ends on its start day, and writes negative offsets', async () => {
  renderWithApp(() => (
    <LiveSessionCard
      session={liveSession({ startTime: '2026-12-01T14:00:00Z', endTime: '2026-12-01T15:00:00Z', utcOffset: -330 })}
    />
  ));
  expect(await screen.findByText('09:00 - 10:00 UTC−05:00')).toBeTruthy();
  expect(screen.getByText('Host time: 08:30 UTC−05:30')).toBeTruthy();
});

it('links what the session refers to, or else lists its industries, skill level and topics', async () => {
  renderWithApp(() => (
    <>
      <LiveSessionCard
        session={liveSession({
          id: 'lls_1',
          refer: { type: 'tutorial', id: 'ltu_7', slug: 'spin', title: 'Spin a cube' },
        })}
      />
      <LiveSessionCard session={liveSession({ id: 'lls_2', title: 'Tagged live', skillLevel: 'intermediate' })} />
    </>
  ));
  const referring = await screen.findByRole('article', { name: 'Physics live' });
  expect(within(referring).getByRole('link', { name: 'Spin a cube' }).getAttribute('href')).toBe('/tutorial/ltu_7');
  expect(within(referring).queryByText(/Games/)).toBeNull();
  const tagged = screen.getByRole('article', { name: 'Tagged live' });
  expect(within(tagged).getByText('Games · Intermediate · Physics')).toBeTruthy();
});

it('offers a free trial instead of its actions when the session is closed to the viewer and a store sells premium', async () => {
  const store = { ...premiumStoreOf('https://store.example.com/buy', 'premium'), trialDays: 14 };
  renderWithApp(() => <LiveSessionCard session={liveSession({ premium: true, disabled: true })} />, {
    siteSettings: { ...defaultSiteSettings(), premiumStore: store },
  });
  expect((await screen.findByRole('link', { name: 'Start free trial' })).getAttribute('href')).toBe('/premium');
  expect(screen.getByText('Premium free for 14 days')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Learn more/ })).toBeNull();
});

it('offers no trial nor purchase when the site sells no subscriptions: the session is for premium members', async () => {
  renderWithApp(() => (
    <>
      <LiveSessionCard session={liveSession({ premium: true, disabled: true })} />
      <LiveSessionCard
        session={liveSession({ id: 'lls_5', title: 'Small live', premium: true, disabled: true })}
        size="small"
      />
    </>
  ));
  const card = await screen.findByRole('article', { name: 'Physics live' });
  expect(
    within(card).getByText('For premium members. Ask an administrator of this site for premium access.'),
  ).toBeTruthy();
  expect(within(screen.getByRole('article', { name: 'Small live' })).getByText(/For premium members/)).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Start free trial' })).toBeNull();
  expect(screen.queryByText(/free/i)).toBeNull();
  expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
});

it('shows the cover whole, 60 px wide at its own 16:9, not cropped to a square that cuts off its sides', async () => {
  renderWithApp(() => <LiveSessionCard session={liveSession({ thumbnail: { url: '/api/files/cover.svg' } })} />);
  const card = await screen.findByRole('article', { name: 'Physics live' });
  const cover = card.querySelector('img');
  expect(cover?.getAttribute('alt')).toBe('');
  expect(cover?.className).toContain('aspect-video');
  expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['60', '34']);
});

it("plays a previous session's recording and offers no Register; Register only while the session is opening", async () => {
  fakeServer();
  const stream: TVideo = {
    id: '5d1c0a4e-3f2b-4c8d-9e7f-1a2b3c4d5e6f',
    status: 'ready',
    duration: 2,
    width: 640,
    height: 360,
    playlist: { url: '/files/videos/5d1c0a4e/master.m3u8', contentType: HLS_CONTENT_TYPE },
    thumbnail: null,
    poster: null,
    subtitleMap: {},
    isPrivate: false,
  };
  renderWithApp(() => (
    <>
      <LiveSessionCard
        session={liveSession({
          id: 'lls_1',
          title: 'Past live',
          period: 'previous',
          previousVideo: { id: 'f_9.webm', url: '/files/f_9.webm', title: 'Recording of past live', video: stream },
        })}
      />
      <LiveSessionCard
        session={liveSession({
          id: 'lls_3',
          title: 'Unprocessed live',
          period: 'previous',
          previousVideo: { id: 'f_8.webm', url: '/files/f_8.webm', title: 'Unprocessed recording', video: null },
        })}
      />
      <LiveSessionCard session={liveSession({ id: 'lls_2', title: 'Next live' })} />
    </>
  ));
  const past = await screen.findByRole('article', { name: 'Past live' });
  // The Vidstack player, loaded on demand, titled by the recording.
  expect(
    await within(past).findByRole('region', { name: 'Video player: Recording of past live' }, { timeout: 10_000 }),
  ).toBeTruthy();
  expect(within(past).queryByRole('button', { name: /Register/ })).toBeNull();
  expect(within(past).getByRole('button', { name: 'Learn more about Past live' })).toBeTruthy();

  // A WebM recording without its transcode is not played natively (§2.16: only MP4).
  const unprocessed = screen.getByRole('article', { name: 'Unprocessed live' });
  expect(within(unprocessed).getByText("This video can't be played here.")).toBeTruthy();
  expect(unprocessed.querySelector('video')).toBeNull();

  const next = screen.getByRole('article', { name: 'Next live' });
  expect(within(next).getByRole('button', { name: 'Register for Next live' })).toBeTruthy();
  expect(within(next).queryByRole('region')).toBeNull();
});

it("asks an anonymous viewer of a private recording to sign in, from the cover's button", async () => {
  fakeServer();
  const recording: TVideo = {
    id: '6e2d1b5f-4a3c-4d9e-8f0a-2b3c4d5e6f7a',
    status: 'ready',
    duration: 2,
    width: 640,
    height: 360,
    playlist: { url: '/files/videos/6e2d1b5f/master.m3u8', contentType: HLS_CONTENT_TYPE },
    thumbnail: null,
    poster: null,
    subtitleMap: {},
    isPrivate: true,
  };
  renderWithApp(
    () => (
      <LiveSessionCard
        session={liveSession({
          id: 'lls_5',
          title: 'Members live',
          period: 'previous',
          previousVideo: { id: 'f_7.mp4', url: '/files/f_7.mp4', title: 'Members recording', video: recording },
        })}
      />
    ),
    { me: null },
  );
  const card = await screen.findByRole('article', { name: 'Members live' });
  const cover = within(card).getByRole('region', { name: 'Members recording' });
  expect(within(cover).getByText('This video is private. Sign in to watch it.')).toBeTruthy();
  await userEvent.click(within(cover).getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
});

it('opens the calendar dialog with the description and Register from Learn more', async () => {
  renderWithApp(() => <LiveSessionCard session={liveSession()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Learn more about Physics live' }));
  const dialog = await screen.findByRole('dialog', { name: 'Physics live' });
  expect(within(dialog).getByText('Ask anything about rigid bodies.')).toBeTruthy();
  expect(within(dialog).getByText('09:00 - 11:30 UTC−05:00')).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Register for Physics live' })).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('asks an anonymous reader to sign in before registering, and calls nothing else', async () => {
  const calls = fakeServer();
  const { open } = fakePopup();
  renderWithApp(() => <LiveSessionCard session={liveSession()} />, { me: null });
  await userEvent.click(await screen.findByRole('button', { name: 'Register for Physics live' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
  expect(open).not.toHaveBeenCalled();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

it('registers a signed-in reader, then sends the popup opened in the click to the register page', async () => {
  const calls = fakeServer();
  const { popup, open } = fakePopup();
  renderWithApp(() => <LiveSessionCard session={liveSession()} />, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'Register for Physics live' }));
  expect(open).toHaveBeenCalledTimes(1);
  expect(open.mock.calls[0]?.[0]).toBe('about:blank');
  expect(String(open.mock.calls[0]?.[2])).toMatch(/^popup,width=\d+,height=\d+$/);
  await waitFor(() => expect(popup.location.href).toBe('https://meet.example.com/r/4'));
  expect(popup.opener).toBeNull();
  expect(calls).toContainEqual({ method: 'POST', path: '/api/learn/liveSession/lls_4/register' });
});

it('closes the popup and shows the error when registering fails', async () => {
  fakeServer(() => json(409, { error: { key: 'liveSession_registration_closed' } }));
  const { popup } = fakePopup();
  renderWithApp(
    () => (
      <ToastProvider>
        <LiveSessionCard session={liveSession()} />
      </ToastProvider>
    ),
    { me: demoUser() },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Register for Physics live' }));
  expect(await screen.findByText('This live session has ended, so registration is closed.')).toBeTruthy();
  expect(popup.close).toHaveBeenCalled();
  expect(popup.location.href).toBe('about:blank');
});

it('puts the widget under an Upcoming heading, and renders nothing without a session', async () => {
  renderWithApp(() => (
    <>
      <p>page</p>
      <LiveSessionWidget session={null} />
    </>
  ));
  expect((await screen.findByText('page')).parentElement?.textContent).toBe('page');
  renderWithApp(() => <LiveSessionWidget session={liveSession()} />);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Upcoming' });
  expect(heading.closest('section')?.querySelector('article')?.textContent).toContain('Physics live');
});

it('tells a learner who registered that they are registered, and still offers the register page', async () => {
  fakeServer();
  renderWithApp(() => <LiveSessionCard session={liveSession({ registered: true })} />, { me: demoUser() });
  const card = await screen.findByRole('article', { name: 'Physics live' });
  expect(within(card).getByText("You're registered")).toBeTruthy();
  expect(within(card).getByRole('button', { name: /Register/ })).toBeTruthy();
});
