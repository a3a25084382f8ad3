import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TS3TestServer } from '../../../test/s3-server';
import { createTestApp, PUBLIC_URL, signIn, type TTestContext } from '../../../test/test-app';
import { s3FileStore } from '../../lib/s3-file-store';
import { findFile } from '../files/files.repository';
import { createUser } from '../users/users.service';

/** A 2-second VP8 WebM recorded by Chromium, the one the video route tests use. */
const RECORDING = new URL('../../cli/demo/assets/recording.webm', import.meta.url);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PREFIX = 'questline/';

let s3: TS3TestServer;
let ctx: TTestContext;
let creator: string;
beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp({}, { fileStore: s3FileStore({ client: s3.client, bucket: s3.bucket, prefix: PREFIX }) });
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'creator@example.test', password: 'creator-password', name: 'Cy Creator', roles: ['learnCreator'] },
  );
  creator = await signIn(ctx.app, 'creator@example.test', 'creator-password');
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const postForm = async (url: string, fields: Record<string, string>, file: Blob, filename: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string, origin: PUBLIC_URL, cookie: creator },
  });
};

describe('uploads kept in an S3 bucket', () => {
  it('stores an uploaded image in the bucket and serves it from there', async () => {
    const response = await postForm('/api/media/images', {}, new Blob([PNG], { type: 'image/png' }), 'dot.png');
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    const row = await findFile(ctx.db, result.id);
    expect(await s3.keys(PREFIX)).toContain(`${PREFIX}${row?.storageKey}`);

    const served = await ctx.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload).equals(PNG)).toBe(true);
  });

  it('streams an uploaded video into the bucket under its hash, and serves byte ranges of it', async () => {
    const recording = await fs.readFile(RECORDING);
    const response = await postForm(
      '/api/media/videos',
      { title: 'Last week' },
      new Blob([recording], { type: 'video/webm' }),
      'recording.webm',
    );
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    const row = await findFile(ctx.db, result.id);
    // Streamed to a staging key, then moved to the content-hash key: nothing is left staged.
    const keys = await s3.keys(PREFIX);
    expect(keys).toContain(`${PREFIX}${row?.storageKey}`);
    expect(keys.filter((key) => key.startsWith(`${PREFIX}incoming/`))).toEqual([]);
    expect(s3.sent).toEqual(expect.arrayContaining(['PutObject', 'CopyObject', 'DeleteObject']));

    const whole = await ctx.app.inject({ method: 'GET', url: result.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(recording.byteLength));
    expect(Buffer.from(whole.rawPayload).equals(recording)).toBe(true);

    const part = await ctx.app.inject({ method: 'GET', url: result.url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${recording.byteLength}`);
    expect(Buffer.from(part.rawPayload).equals(recording.subarray(100, 1100))).toBe(true);
  });

  it('answers 404 for a file whose bytes are gone from the bucket', async () => {
    const response = await postForm('/api/media/images', {}, new Blob([PNG], { type: 'image/png' }), 'dot.png');
    const { result } = response.json();
    const row = await findFile(ctx.db, result.id);
    await ctx.runtime.fileStore.remove(row?.storageKey ?? '');
    const served = await ctx.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(404);
  });
});
