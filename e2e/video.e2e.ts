import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { ifMatchFor } from './support/content';
import { createDraft, saved, unique } from './support/editor';
import { pngImage } from './support/images';

const run = promisify(execFile);

let browser: Browser;
let work: string;
let english: { message: (key: string) => string };

/**
 * A 20-second 854×480 H.264 video with a tone (two renditions, 480p and 360p, when transcoded), tagged with `tag` in
 * its metadata: files are kept by content hash, so a retried journey uploads new bytes and sees them processed again.
 * 20 s: the clip keeps playing through the journey's waits, so the mini-player is never closed by its end.
 */
const makeVideo = async (tag: string) => {
  const file = path.join(work, `arena-${tag}.mp4`);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=854x480:rate=24'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', '20', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ...['-metadata', `comment=${tag}`],
    file,
  ]);
  return readFile(file);
};

const SUBTITLES = `WEBVTT

00:00:00.000 --> 00:00:02.000
Welcome to the arena.

00:00:02.000 --> 00:00:04.000
The ball rolls with the arrow keys.

00:00:04.000 --> 00:00:06.000
Collect every pickup to win.

00:00:06.000 --> 00:00:08.000
That is the whole game.
`;

beforeAll(async () => {
  browser = await launchBrowser();
  work = await mkdtemp(path.join(os.tmpdir(), 'questline-video-e2e-'));
  const catalogue = JSON.parse(
    await readFile(new URL('../apps/web/locales/errors/en_US.json', import.meta.url), 'utf8'),
  );
  english = { message: (key) => catalogue.errors[key] as string };
}, 60_000);
afterAll(async () => {
  await browser.close();
  await rm(work, { recursive: true, force: true });
});

/** The `<video>` element of the player named after `title`, and its current time. */
const playerVideo = (page: Page, title: string) =>
  page.getByRole('region', { name: `Video player: ${title}` }).locator('video');
const timeOf = (page: Page, title: string) =>
  playerVideo(page, title).evaluate((element: HTMLVideoElement) => element.currentTime);

it('a creator uploads an overview video with subtitles; learners watch it, seek from the transcript and switch quality', async () => {
  const title = unique('Arena tour');
  const videoTitle = `${title}: the trailer`;
  const video = await makeVideo(Date.now().toString(36));
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const page = await creator.newPage();
  const id = await createDraft(page, 'tutorial', title);
  await page.getByRole('tab', { name: 'General' }).click();

  // A forbidden type is refused from its bytes, whatever its name says, with the catalogue's message.
  const refused = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await (await refused).setFiles({ name: 'trailer.mp4', mimeType: 'video/mp4', buffer: pngImage(64, 36) });
  await page.getByRole('alert').getByText(english.message('upload_InvalidParameter_forbidden_file_type')).waitFor();
  await expectAccessible(page);

  // The first PATCH breaks off: tus asks the server where it stands and resumes until the upload is complete.
  let patches = 0;
  await page.route('**/api/media/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH' && patches++ === 0) return route.abort('connectionreset');
    return route.continue();
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await (await chooser).setFiles({ name: 'arena.mp4', mimeType: 'video/mp4', buffer: video });
  await page.getByText('Video uploaded.').waitFor({ state: 'attached' });
  expect(patches).toBeGreaterThanOrEqual(2);
  const preview = await page.getByLabel('Preview of the uploaded video').getAttribute('src');
  const stored = await creator.request.get(preview as string);
  expect(Buffer.from(await stored.body()).equals(video)).toBe(true);

  // Until its transcode is done, the video says it is processing.
  await page.getByText('The video is processing. It plays on the page once it is ready.').waitFor();
  await page.getByRole('textbox', { name: 'Video title' }).fill(videoTitle);

  // Subtitles: a file that is not WebVTT is refused with its key; an English .vtt is stored.
  const wrong = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload English subtitles' }).click();
  await (await wrong).setFiles({ name: 'notes.vtt', mimeType: 'text/vtt', buffer: Buffer.from('just some notes') });
  await page.getByRole('alert').getByText(english.message('subtitle_InvalidParameter_not_webvtt')).waitFor();
  const subtitles = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload English subtitles' }).click();
  await (await subtitles).setFiles({ name: 'arena.en.vtt', mimeType: 'text/vtt', buffer: Buffer.from(SUBTITLES) });
  await page.getByRole('button', { name: 'Remove English subtitles' }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await expectAccessible(page);
  await page.getByText('The video is ready to play.').waitFor({ timeout: 60_000 });

  const write = async (form: string, data: unknown) => {
    const route = `/api/learn/tutorial/${id}/${form}`;
    const response = await creator.request.post(route, {
      data,
      headers: { origin: appUrl(), ...(await ifMatchFor(creator, route)) },
    });
    expect(response.status(), `${form}: ${await response.text()}`).toBe(200);
  };
  await write('steps', { skillLevel: 'beginner', sections: [{ type: 'text', title: 'Watch the trailer' }] });
  await write('publish', {});
  await creator.close();

  const learner = await newContext(browser);
  await signIn(learner, 'learner@questline.dev');
  const reader = await learner.newPage();
  await reader.goto(`/tutorial/${id}`);
  await reader.getByRole('heading', { level: 1, name: title }).waitFor();
  const player = playerVideo(reader, videoTitle);
  await player.waitFor({ state: 'attached', timeout: 30_000 });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);

  // The transcript lists the cues; clicking one seeks the video there and highlights it.
  const cues = reader.getByRole('list', { name: 'Transcript cues' });
  await cues.getByRole('button', { name: /^00:00:04/ }).click();
  await expect.poll(() => timeOf(reader, videoTitle)).toBeCloseTo(4, 0);
  await expect
    .poll(() => cues.locator('[aria-current="true"]').textContent())
    .toBe('00:00:04Collect every pickup to win.');
  await expectAccessible(reader);

  // Switching quality keeps the current time. The player shows its controls once playback has started: play, pause,
  // go back to the cue at 2 s, and pick 360p in the settings menu.
  const region = reader.getByRole('region', { name: `Video player: ${videoTitle}` });
  // The video events (§7.9) the page sends, and how the server answered them.
  const tracked: { type: string; playerId: string }[] = [];
  const trackingStatuses: number[] = [];
  reader.on('response', async (response) => {
    if (!response.url().endsWith('/api/tracking/video')) return;
    trackingStatuses.push(response.status());
    const body = response.request().postDataJSON() as { events: { type: string; data: { playerId: string } }[] };
    tracked.push(...body.events.map((event) => ({ type: event.type, playerId: event.data.playerId })));
  });
  const renditions: string[] = [];
  reader.on('request', (request) => {
    const match = request.url().match(/\/files\/videos\/[^/]+\/(\d+p)\/([^/?]+)/);
    if (match) renditions.push(`${match[1]}/${match[2]}`);
  });
  await region.getByRole('button', { name: 'Play' }).first().click();
  // Long enough for the start to be reported (500 ms debounce).
  await expect.poll(() => timeOf(reader, videoTitle), { timeout: 15_000 }).toBeGreaterThan(4.8);
  await player.evaluate((element: HTMLVideoElement) => element.pause());
  await cues.getByRole('button', { name: /^00:00:02/ }).click();
  await expect.poll(() => timeOf(reader, videoTitle)).toBeCloseTo(2, 0);
  expect(await player.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(480);
  await region.hover();
  // Every rendition loaded from here on is recorded.
  renditions.length = 0;
  await region.getByRole('button', { name: 'Settings' }).click();
  await reader.getByRole('menuitem', { name: /Quality/ }).click();
  // 480p, 360p and Auto.
  await expect.poll(() => reader.getByRole('menuitemradio').count()).toBeGreaterThanOrEqual(3);
  await reader.getByRole('menuitemradio', { name: /360p/ }).click();
  await expect
    .poll(() => reader.getByRole('menuitemradio', { name: /360p/ }).getAttribute('aria-checked'))
    .toBe('true');
  expect(await timeOf(reader, videoTitle)).toBeCloseTo(2, 0);
  // hls.js loads the 360p rendition from the segment holding the current time, which stays where it was.
  await expect.poll(() => renditions).toContain('360p/seg_000.m4s');
  expect(renditions.some((file) => file.startsWith('480p/'))).toBe(false);
  expect(await timeOf(reader, videoTitle)).toBeCloseTo(2, 0);
  // Escape leaves the quality submenu, then the settings menu.
  const settings = region.getByRole('button', { name: 'Settings' });
  await reader.keyboard.press('Escape');
  await reader.keyboard.press('Escape');
  await expect.poll(() => settings.getAttribute('aria-expanded')).toBe('false');
  // The speed slider runs through §9's rates: from a quarter to double, a quarter at a time.
  await settings.click();
  await reader.getByRole('menuitem', { name: /Speed/ }).click();
  const speed = reader.getByRole('slider', { name: 'Speed' });
  await expect.poll(() => speed.getAttribute('aria-valuemin')).toBe('0.25');
  expect(await speed.getAttribute('aria-valuemax')).toBe('2');
  await reader.keyboard.press('Escape');
  await reader.keyboard.press('Escape');
  await expect.poll(() => settings.getAttribute('aria-expanded')).toBe('false');
  await expectAccessible(reader);

  // Scrolled away while it plays, the video moves to the mini-player; closing that pauses it. The clip loops from
  // here on: on a loaded machine it could otherwise reach its end, and pause, before the click lands.
  await player.evaluate((element: HTMLVideoElement) => {
    element.loop = true;
    return element.play();
  });
  // Playing again, not only asked to: on a loaded machine the buffered segments can take a while.
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => !element.paused && element.readyState >= 3), {
      timeout: 15_000,
    })
    .toBe(true);
  await reader.evaluate(() => window.scrollTo(0, 400));
  const closeMini = reader.getByRole('button', { name: 'Pause and close the mini player' });
  await closeMini.waitFor();
  await expect.poll(() => timeOf(reader, videoTitle), { timeout: 15_000 }).toBeGreaterThan(2.8);
  // The mini-player stays while the clip plays, through any stall waiting for a segment: closing it pauses the video.
  await closeMini.click();
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await closeMini.waitFor({ state: 'detached' });
  await expectAccessible(reader);

  // Its plays and stops were tracked for the signed-in learner, batched, each 500 ms after it settled.
  await expect.poll(() => tracked.filter((event) => event.type === 'stop').length, { timeout: 15_000 }).toBe(2);
  expect(tracked.map((event) => event.type)).toEqual(['start', 'stop', 'start', 'stop']);
  expect(new Set(tracked.map((event) => event.playerId))).toEqual(new Set([`overview-${id}`]));
  expect(new Set(trackingStatuses)).toEqual(new Set([200]));
  await learner.close();
}, 240_000);
