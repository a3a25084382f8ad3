import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/test-app';
import { jobs } from '../../../db/schema';
import { storeFile } from '../../files/files.service';
import { resumeVideoProcessing, TRANSCODE_JOB, whenTranscodesIdle } from './queue';
import { findVideo, insertVideo } from './videos.repository';
import { processUploadedVideo } from './videos.service';

/**
 * `npm run test:unit` installs ffmpeg first when it can (scripts/ensure-ffmpeg.mjs, as root with apt): these tests
 * skip only on a machine where it is missing and could not be installed.
 */
const hasFfmpeg = ['ffmpeg', 'ffprobe'].every((command) => spawnSync(command, ['-version']).status === 0);
const title = hasFfmpeg
  ? 'video transcoding to HLS (real ffmpeg)'
  : 'video transcoding to HLS — SKIPPED: ffmpeg/ffprobe are not installed and could not be (scripts/ensure-ffmpeg.mjs)';

describe.skipIf(!hasFfmpeg)(title, () => {
  let ctx: TTestContext;
  let work: string;
  let deps: TTestContext['runtime'] & { db: TTestContext['db'] };

  /** A test-pattern video made by ffmpeg itself: `seconds` long, `size` (WxH), with a sine tone unless `silent`. */
  const makeVideo = async (name: string, size: string, seconds: number, silent = false) => {
    const file = path.join(work, name);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${size}:rate=25`,
      ...(silent ? [] : ['-f', 'lavfi', '-i', 'sine']),
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      ...(silent ? [] : ['-c:a', 'aac']),
      file,
    ]);
    return storeFile(deps, { kind: 'video', contentType: 'video/mp4', bytes: await fs.readFile(file) });
  };

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    ctx = await createTestApp();
    deps = { ...ctx.runtime, db: ctx.db };
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-transcode-test-'));
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('answers processing until the queued job has run, then ready with one 180p rendition (never upscaled)', async () => {
    const source = await makeVideo('small.mp4', '320x180', 3);
    const { id } = await processUploadedVideo(deps, source.id);

    // Not awaited: the job is queued, and nothing is served before it has finished.
    const early = await get(`/api/media/videos/${id}`);
    expect(early.statusCode).toBe(200);
    expect(early.json().result).toMatchObject({
      id,
      status: 'processing',
      playlist: null,
      thumbnail: null,
      poster: null,
    });
    expect((await get(`/files/videos/${id}/master.m3u8`)).statusCode).toBe(404);

    await whenTranscodesIdle();
    // The transcode was a job of the queue, queued with the video's row and done by the app's worker.
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.key, id));
    expect(job).toMatchObject({ kind: TRANSCODE_JOB, payload: { videoId: id }, state: 'done', attempts: 1 });
    const row = await findVideo(ctx.db, id);
    expect(row?.error).toBeNull();
    expect(row).toMatchObject({ status: 'ready', durationSeconds: 3, width: 320, height: 180 });
    expect(row?.renditions).toEqual([
      { width: 320, height: 180, bandwidth: expect.any(Number), playlistKey: `videos/${id}/180p/index.m3u8` },
    ]);

    const { result } = (await get(`/api/media/videos/${id}`)).json();
    expect(result).toEqual({
      id,
      status: 'ready',
      duration: 3,
      width: 320,
      height: 180,
      playlist: { url: `/files/videos/${id}/master.m3u8`, contentType: 'application/vnd.apple.mpegurl' },
      thumbnail: { url: expect.stringMatching(/^\/files\/[a-f0-9]{32}\.jpg$/), width: 320, height: 180 },
      poster: expect.stringMatching(/^\/files\/[a-f0-9]{32}\.jpg$/),
      subtitleMap: {},
      isPrivate: false,
    });

    const master = await get(result.playlist.url);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variants = master.body.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(1);
    expect(variants[0]).toMatch(/BANDWIDTH=\d+/);
    expect(variants[0]).toContain('RESOLUTION=320x180');
    expect(master.body).toContain('180p/index.m3u8');

    const media = await get(`/files/videos/${id}/180p/index.m3u8`);
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(media.body).toContain('#EXT-X-ENDLIST');
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(media.body)?.[1];
    const segments = media.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(init).toBeTruthy();
    expect(segments.length).toBeGreaterThanOrEqual(1);
    for (const name of [init as string, ...segments]) {
      const segment = await get(`/files/videos/${id}/180p/${name}`);
      expect(segment.statusCode, name).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp4');
      expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(segment.rawPayload.byteLength).toBeGreaterThan(100);
    }
    expect((await get(`/files/videos/${id}/180p/${init}`)).rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

    for (const url of [result.poster, result.thumbnail.url]) {
      const still = await get(url);
      expect(still.statusCode).toBe(200);
      expect(still.headers['content-type']).toBe('image/jpeg');
      expect([...still.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it('encodes every rung the source reaches, and a silent source without audio', async () => {
    const source = await makeVideo('silent.mp4', '854x480', 2, true);
    const { id } = await processUploadedVideo(deps, source.id);
    await whenTranscodesIdle();
    const row = await findVideo(ctx.db, id);
    expect(row?.error).toBeNull();
    expect(row?.status).toBe('ready');
    expect(row?.renditions.map((rendition) => [rendition.width, rendition.height])).toEqual([
      [854, 480],
      [640, 360],
    ]);
    const master = (await get(`/files/videos/${id}/master.m3u8`)).body;
    expect(master).toContain('RESOLUTION=854x480');
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).not.toContain('mp4a');
    const { result } = (await get(`/api/media/videos/${id}`)).json();
    // The thumbnail is at most 320 wide, with the poster's aspect.
    expect(result.thumbnail).toMatchObject({ width: 320, height: 180 });
  });

  it('processes a WebM recording whose container states no duration, reading it from the segments', async () => {
    // A 2-second VP8 WebM recorded by Chromium, as the upload tests use (ffprobe finds no duration in it).
    const bytes = await fs.readFile(new URL('../../../cli/demo/assets/recording.webm', import.meta.url));
    const source = await storeFile(deps, { kind: 'video', contentType: 'video/webm', bytes });
    const { id } = await processUploadedVideo(deps, source.id);
    await whenTranscodesIdle();
    const row = await findVideo(ctx.db, id);
    expect(row?.error).toBeNull();
    expect(row).toMatchObject({ status: 'ready', durationSeconds: 2 });
  });

  it('marks a source ffmpeg cannot read as failed, with its error, and serves nothing of it', async () => {
    const source = await storeFile(deps, { kind: 'video', contentType: 'video/mp4', bytes: randomBytes(64 * 1024) });
    const { id } = await processUploadedVideo(deps, source.id);
    await whenTranscodesIdle();
    const row = await findVideo(ctx.db, id);
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/ffprobe/);
    expect(row?.error?.length).toBeGreaterThan(20);
    const { result } = (await get(`/api/media/videos/${id}`)).json();
    expect(result).toMatchObject({ status: 'failed', playlist: null, thumbnail: null, poster: null });
    expect((await get(`/files/videos/${id}/master.m3u8`)).statusCode).toBe(404);
  });

  it('queues again, on start, the videos a previous run left processing', async () => {
    const source = await makeVideo('left.mp4', '320x180', 1);
    const id = '00000000-0000-4000-8000-000000000001';
    await insertVideo(ctx.db, { id, sourceFileId: source.id, status: 'processing' });
    await resumeVideoProcessing(ctx.db);
    await whenTranscodesIdle();
    expect((await findVideo(ctx.db, id))?.status).toBe('ready');
  });

  it('answers 404 for an unknown video and for files outside an HLS tree', async () => {
    expect((await get('/api/media/videos/00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
    expect((await get('/api/media/videos/not-a-uuid')).statusCode).toBe(404);
    expect((await get('/files/videos/00000000-0000-4000-8000-000000000001/poster.jpg')).statusCode).toBe(404);
    expect((await get('/files/videos/00000000-0000-4000-8000-000000000001/../source')).statusCode).toBe(404);
  });
});
