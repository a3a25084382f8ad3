import { HLS_CONTENT_TYPE, type TVideo } from '@questline/domain/schemas/media';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderWithApp } from '../../test/render';
import { VIDEO_POLL_MS } from './get-video';
import { VideoPlayer, videoFileOf } from './video-player';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ready = (overrides: Partial<TVideo> = {}): TVideo => ({
  id: '5d1c0a4e-3f2b-4c8d-9e7f-1a2b3c4d5e6f',
  status: 'ready',
  duration: 95,
  width: 1280,
  height: 720,
  playlist: { url: '/files/videos/5d1c0a4e-3f2b-4c8d-9e7f-1a2b3c4d5e6f/master.m3u8', contentType: HLS_CONTENT_TYPE },
  thumbnail: { url: '/files/thumb.jpg', width: 320, height: 180 },
  poster: '/files/poster.jpg',
  subtitleMap: {},
  isPrivate: false,
  ...overrides,
});
/** Public videos never ask to sign in. */
const noSignIn = () => {
  throw new Error('a public video asked to sign in');
};
const processing = ready({ status: 'processing', playlist: null, thumbnail: null, poster: null, duration: null });
const failed = ready({ status: 'failed', playlist: null, thumbnail: null, poster: null });

/** The network: GET /api/media/videos/{id} answers `answers` in turn (the last one again once they run out). */
const videoServer = (answers: TVideo[]) => {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    asked.push(path);
    if (path !== `/api/media/videos/${processing.id}`) return json(404, { error: { key: 'not_found' } });
    return json(200, { result: answers[Math.min(asked.length - 1, answers.length - 1)] });
  });
  return asked;
};

/** The Vidstack player, once its lazily loaded chunk has rendered. */
const findPlayer = (title: string) =>
  screen.findByRole('region', { name: `Video player: ${title}` }, { timeout: 10_000 });

it('shows the processing cover, asks every 5 s, and plays the HLS stream once the video is ready', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const asked = videoServer([processing, ready()]);
  renderWithApp(() => (
    <VideoPlayer video={processing} fallback={videoFileOf('/files/abc.webm')} title="Showcase" onSignIn={noSignIn} />
  ));
  const cover = await screen.findByRole('region', { name: 'Showcase' });
  expect(within(cover).getByRole('status').textContent).toBe(
    'This video is processing. It will play here once it is ready.',
  );
  await expectNoSeriousAxeViolations();
  expect(asked).toEqual([]);

  await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_MS));
  expect(asked).toEqual([`/api/media/videos/${processing.id}`]);
  expect(screen.getByText('This video is processing. It will play here once it is ready.')).toBeTruthy();

  await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_MS));
  expect(asked).toHaveLength(2);
  // Ready: no more asking.
  await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_MS * 3));
  expect(asked).toHaveLength(2);
  vi.useRealTimers();
  expect(await findPlayer('Showcase')).toBeTruthy();
  expect(screen.queryByText(/This video is processing/)).toBeNull();
});

it('turns a processing video that fails into the message, keeping the file to download', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  videoServer([failed]);
  renderWithApp(() => (
    <VideoPlayer video={processing} fallback={videoFileOf('/files/abc.webm')} title="Showcase" onSignIn={noSignIn} />
  ));
  await screen.findByText('This video is processing. It will play here once it is ready.');
  await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_MS));
  expect(await screen.findByText("This video can't be played here.")).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Download Showcase' })).toBeTruthy();
});

it('says a failed video of a non-MP4 file cannot be played, and offers the file', async () => {
  const asked = videoServer([]);
  renderWithApp(() => (
    <VideoPlayer video={failed} fallback={videoFileOf('/files/abc.webm')} title="Showcase" onSignIn={noSignIn} />
  ));
  const cover = await screen.findByRole('region', { name: 'Showcase' });
  expect(within(cover).getByRole('status').textContent).toBe("This video can't be played here.");
  expect(within(cover).getByRole('link', { name: 'Download Showcase' }).getAttribute('href')).toBe('/files/abc.webm');
  expect(cover.querySelector('video')).toBeNull();
  await expectNoSeriousAxeViolations();
  expect(asked).toEqual([]);
});

it('plays the MP4 original when there is no video, and says so for any other file', async () => {
  videoServer([]);
  const { unmount } = renderWithApp(() => (
    <VideoPlayer video={null} fallback={videoFileOf('/files/abc.mp4')} title="Original" onSignIn={noSignIn} />
  ));
  await findPlayer('Original');
  expect(screen.queryByText("This video can't be played here.")).toBeNull();
  await expectNoSeriousAxeViolations();
  unmount();
  renderWithApp(() => (
    <VideoPlayer video={null} fallback={videoFileOf('/files/abc.mov')} title="Original" onSignIn={noSignIn} />
  ));
  expect(await screen.findByText("This video can't be played here.")).toBeTruthy();
});

it('shows anonymous viewers of a private video the private cover, whose Sign in starts the sign-in', async () => {
  const asked = videoServer([]);
  const onSignIn = vi.fn();
  renderWithApp(
    () => (
      <VideoPlayer
        video={ready({ isPrivate: true })}
        fallback={videoFileOf('/files/abc.mp4')}
        title="Members only"
        onSignIn={onSignIn}
      />
    ),
    { me: null },
  );
  const cover = await screen.findByRole('region', { name: 'Members only' });
  expect(within(cover).getByRole('status').textContent).toBe('This video is private. Sign in to watch it.');
  expect(cover.className).toContain('aspect-video');
  const signIn = within(cover).getByRole('button', { name: 'Sign in' });
  // Neither the stream nor the uploaded file is asked for: the server would refuse both.
  expect(cover.querySelector('video')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Video player: Members only' })).toBeNull();
  await expectNoSeriousAxeViolations();

  await userEvent.tab();
  expect(document.activeElement).toBe(signIn);
  await userEvent.keyboard('{Enter}');
  expect(onSignIn).toHaveBeenCalledTimes(1);
  await userEvent.keyboard(' ');
  await userEvent.click(signIn);
  expect(onSignIn).toHaveBeenCalledTimes(3);
  expect(asked).toEqual([]);
});

it('shows the private cover rather than the processing one to anonymous viewers', async () => {
  videoServer([]);
  renderWithApp(
    () => (
      <VideoPlayer
        video={{ ...processing, isPrivate: true }}
        fallback={videoFileOf('/files/abc.webm')}
        title="Members only"
        onSignIn={noSignIn}
      />
    ),
    { me: null },
  );
  expect(await screen.findByText('This video is private. Sign in to watch it.')).toBeTruthy();
  expect(screen.queryByText(/This video is processing/)).toBeNull();
});

it('plays a private video for a signed-in viewer', async () => {
  videoServer([]);
  renderWithApp(
    () => (
      <VideoPlayer
        video={ready({ isPrivate: true })}
        fallback={videoFileOf('/files/abc.mp4')}
        title="Members only"
        onSignIn={noSignIn}
      />
    ),
    { me: demoUser() },
  );
  expect(await findPlayer('Members only')).toBeTruthy();
  expect(screen.queryByText('This video is private. Sign in to watch it.')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
});

it('tells the type of an uploaded file from its id', () => {
  expect(videoFileOf('/files/abc.mp4')).toEqual({ url: '/files/abc.mp4', type: 'video/mp4' });
  expect(videoFileOf('/files/abc.webm').type).toBe('video/webm');
  expect(videoFileOf('/files/abc.MOV').type).toBe('video/quicktime');
  expect(videoFileOf('/files/abc').type).toBe('application/octet-stream');
});
