import fs from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_UPLOAD_MAX_BYTES } from '@questline/domain/media-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectMultipart, PUBLIC_URL, signIn, type TTestContext } from '../../../test/test-app';
import { findFile } from '../files/files.repository';
import { createUser } from '../users/users.service';

/** A 2-second VP8 WebM recorded by Chromium (regenerate with e2e/fixtures/make-recording.mjs). */
const RECORDING = new URL('../../cli/demo/assets/recording.webm', import.meta.url);
/** Lowered from 1 GB through the config, so that "too large" needs no gigabyte. */
const LIMIT = 64 * 1024;

let ctx: TTestContext;
let creator: string;
let learner: string;
let recording: Uint8Array;
beforeAll(async () => {
  recording = new Uint8Array(await fs.readFile(RECORDING));
  ctx = await createTestApp({ videoUploadMaxBytes: LIMIT });
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'creator@example.test', password: 'creator-password', name: 'Cy Creator', roles: ['learnCreator'] },
  );
  creator = await signIn(ctx.app, 'creator@example.test', 'creator-password');
  learner = await signIn(ctx.app, 'learner@example.test');
});
afterAll(() => ctx.close());

const upload = async (
  bytes: Uint8Array,
  cookie?: string,
  { filename = 'recording.webm', type = 'video/webm' } = {},
) => {
  const form = new FormData();
  form.append('title', 'Last week');
  form.append('file', new Blob([bytes], { type }), filename);
  return injectMultipart(ctx.app, '/api/media/videos', form, cookie);
};

const stagedFiles = async () =>
  fs.readdir(path.join(ctx.runtime.config.dataDir, 'files', 'incoming')).catch(() => [] as string[]);

describe('POST /api/media/videos', () => {
  it('stores a WebM recording and serves it back byte for byte, with its type', async () => {
    expect(recording.byteLength).toBeGreaterThan(1000);
    // The name and declared type are deliberately wrong: only the bytes count.
    const response = await upload(recording, creator, { filename: 'notes.txt', type: 'text/plain' });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.id).toMatch(/^[a-f0-9]{32}\.webm$/);
    expect(result.url).toBe(`/files/${result.id}`);
    const video = await ctx.app.inject({ method: 'GET', url: `/api/media/videos/${result.videoId}` });
    expect(video.json().result).toMatchObject({ id: result.videoId });

    const served = await ctx.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(served.headers['content-length']).toBe(String(recording.byteLength));
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(new Uint8Array(served.rawPayload)).toEqual(recording);

    expect(await findFile(ctx.db, result.id)).toMatchObject({
      kind: 'video',
      contentType: 'video/webm',
      size: recording.byteLength,
    });
    expect(await stagedFiles()).toEqual([]);
  });

  it('answers the same id for the same bytes', async () => {
    const first = await upload(recording, creator);
    const second = await upload(recording, creator);
    expect(second.json().result).toEqual(first.json().result);
  });

  it('tells MP4 and QuickTime by their ftyp box', async () => {
    const box = (brand: string) =>
      Uint8Array.from([0, 0, 0, 0x14, ...Buffer.from(`ftyp${brand}`), 0, 0, 2, 0, ...Buffer.from('mdat and more')]);
    const mp4 = (await upload(box('isom'), creator)).json().result;
    expect(mp4.id).toMatch(/^[a-f0-9]{32}\.mp4$/);
    const mov = (await upload(box('qt  '), creator)).json().result;
    expect(mov.id).toMatch(/^[a-f0-9]{32}\.mov$/);
    const served = await ctx.app.inject({ method: 'GET', url: mov.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/quicktime');
  });

  it('refuses a text file called .webm as a forbidden file type, storing nothing', async () => {
    const response = await upload(new TextEncoder().encode('just some notes, not a video\n'), creator);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { key: 'upload_InvalidParameter_forbidden_file_type' } });
    expect(await stagedFiles()).toEqual([]);
  });

  it('answers upload_file_invalid to an empty or truncated file', async () => {
    for (const bytes of [new Uint8Array(0), recording.subarray(0, 8)]) {
      const response = await upload(bytes, creator);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { key: 'upload_file_invalid' } });
    }
  });

  it('answers 413 with the 1 GB key past the limit, leaving nothing behind, and accepts exactly the limit', async () => {
    expect(VIDEO_UPLOAD_MAX_BYTES).toBe(1024 ** 3);
    const big = new Uint8Array(LIMIT + 1);
    big.set(recording);
    const tooBig = await upload(big, creator);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: { key: 'upload_InvalidParameter_attachment_too_large_1_GB' } });
    expect(await stagedFiles()).toEqual([]);

    const atLimit = await upload(big.subarray(0, LIMIT), creator);
    expect(atLimit.statusCode).toBe(200);
    expect(await findFile(ctx.db, atLimit.json().result.id)).toMatchObject({ size: LIMIT });
  });

  it('answers error_isRequired when the form has no file', async () => {
    const form = new FormData();
    form.append('title', 'no file');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/media/videos',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') as string, origin: PUBLIC_URL, cookie: creator },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.key).toBe('error_isRequired');
  });

  it('answers 401 to an anonymous upload and 403 to a plain learner', async () => {
    const anonymous = await upload(recording);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { key: 'auth_required' } });
    const plain = await upload(recording, learner);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({ error: { key: 'forbidden' } });
  });

  it('leaves the image route at its own 10 MB limit, not the video one', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/media/images',
      payload: { file: 'x' },
      headers: { origin: PUBLIC_URL, cookie: creator },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /files/:id with ranges', () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload(recording, creator)).json().result.url;
  });

  it('answers a range 206 with exactly those bytes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${recording.byteLength}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(new Uint8Array(response.rawPayload)).toEqual(recording.subarray(100, 200));
  });

  it('answers open-ended and suffix ranges, clamped to the file', async () => {
    const size = recording.byteLength;
    const open = await ctx.app.inject({ method: 'GET', url, headers: { range: `bytes=${size - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(new Uint8Array(open.rawPayload)).toEqual(recording.subarray(size - 10));
    const suffix = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=-5' } });
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(new Uint8Array(suffix.rawPayload)).toEqual(recording.subarray(size - 5));
    const past = await ctx.app.inject({ method: 'GET', url, headers: { range: `bytes=0-${size * 2}` } });
    expect(past.statusCode).toBe(206);
    expect(new Uint8Array(past.rawPayload)).toEqual(recording);
  });

  it('answers 416 to a range past the end', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${recording.byteLength}-` },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${recording.byteLength}`);
  });

  it('answers the whole file to a malformed or multi-part range', async () => {
    for (const range of ['bytes=abc', 'bytes=0-1,5-9', 'items=0-1']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { range } });
      expect(response.statusCode).toBe(200);
      expect(new Uint8Array(response.rawPayload)).toEqual(recording);
    }
  });
});

describe('POST /api/media/videos over a real connection', () => {
  let base: string;
  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const post = (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'video/webm' }), 'recording.webm');
    return fetch(`${base}/api/media/videos`, {
      method: 'POST',
      body: form,
      headers: { origin: PUBLIC_URL, cookie: creator },
    });
  };

  it('streams a recording in and serves a range of it back', async () => {
    const response = await post(recording);
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { url: string } };
    const range = await fetch(`${base}${result.url}`, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(recording.subarray(0, 4));
  });

  it('answers a refusal or the limit without waiting for the whole body to be stored', async () => {
    const text = new Uint8Array(4 * 1024 * 1024).fill(0x61);
    const refused = await post(text);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { key: 'upload_InvalidParameter_forbidden_file_type' } });

    const big = new Uint8Array(4 * 1024 * 1024);
    big.set(recording);
    const tooBig = await post(big);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: { key: 'upload_InvalidParameter_attachment_too_large_1_GB' } });
    expect(await stagedFiles()).toEqual([]);
  });
});
