import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { GB } from '@questline/domain/media-constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, PUBLIC_URL, signIn, type TTestContext } from '../../../test/test-app';
import { findFile, insertFile } from '../files/files.repository';
import { createUser } from '../users/users.service';
import { whenTranscodesIdle } from './transcode/queue';

/** A 2-second VP8 WebM recorded by Chromium (regenerate with e2e/fixtures/make-recording.mjs). */
const RECORDING = new URL('../../cli/demo/assets/recording.webm', import.meta.url);
/** The video limit, lowered from 1 GB through the config as the multipart route's test does. */
const LIMIT = 64 * 1024;
const PATH = '/api/media/uploads';

let ctx: TTestContext;
let creator: string;
let otherCreator: string;
let learner: string;
let recording: Uint8Array;
beforeAll(async () => {
  recording = new Uint8Array(await fs.readFile(RECORDING));
  ctx = await createTestApp({ videoUploadMaxBytes: LIMIT });
  for (const email of ['tus-creator@example.test', 'tus-other@example.test']) {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email, password: 'creator-password', name: 'Cy Creator', roles: ['learnCreator'] },
    );
  }
  creator = await signIn(ctx.app, 'tus-creator@example.test', 'creator-password');
  otherCreator = await signIn(ctx.app, 'tus-other@example.test', 'creator-password');
  learner = await signIn(ctx.app, 'tus-learner@example.test');
});
afterAll(async () => {
  // The PATCH the real-connection test cuts off can leave its socket half-open on the server side: closing would wait
  // for it.
  ctx.app.server.closeAllConnections();
  await ctx.close();
});

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const create = (length: number, fields: Record<string, string>, cookie = creator, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: PATH,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': metadata(fields),
      origin: PUBLIC_URL,
      ...(cookie ? { cookie } : {}),
      ...extra,
    },
  });

const patch = (location: string, offset: number, bytes: Uint8Array, cookie = creator) =>
  ctx.app.inject({
    method: 'PATCH',
    url: location,
    payload: Buffer.from(bytes),
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      origin: PUBLIC_URL,
      cookie,
    },
  });

const head = (location: string, cookie = creator) =>
  ctx.app.inject({ method: 'HEAD', url: location, headers: { 'tus-resumable': '1.0.0', cookie } });

/** Creates an upload and sends all its bytes in one PATCH; answers the finishing response. */
const uploadWhole = async (bytes: Uint8Array, fields: Record<string, string>) => {
  const created = await create(bytes.byteLength, fields);
  expect(created.statusCode).toBe(201);
  return patch(created.headers.location as string, 0, bytes);
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const partialUploads = async () => fs.readdir(path.join(ctx.runtime.config.dataDir, 'uploads')).catch(() => []);
/** Every file in the store, by path. */
const storedFiles = async () =>
  (await fs.readdir(path.join(ctx.runtime.config.dataDir, 'files'), { recursive: true }).catch(() => [])).sort();
const stagedFiles = async () =>
  fs.readdir(path.join(ctx.runtime.config.dataDir, 'files', 'incoming')).catch(() => [] as string[]);

describe('resumable uploads (tus) at /api/media/uploads', () => {
  it('takes a video in two halves, tells the offset in between, and stores the same bytes as a file', async () => {
    const created = await create(recording.byteLength, {
      kind: 'video',
      filename: 'recording.webm',
      filetype: 'video/webm',
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/media\/uploads\/[a-z0-9]+$/);

    const half = Math.floor(recording.byteLength / 2);
    const first = await patch(location, 0, recording.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect(first.headers['upload-file-id']).toBeUndefined();

    const offset = await head(location);
    expect(offset.statusCode).toBe(200);
    expect(offset.headers['upload-offset']).toBe(String(half));
    expect(offset.headers['upload-length']).toBe(String(recording.byteLength));

    // A PATCH at the wrong offset is refused (409) and changes nothing.
    const wrong = await patch(location, 0, recording.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ error: { key: 'invalid_request' } });

    const rest = await patch(location, half, recording.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(recording.byteLength));
    const id = rest.headers['upload-file-id'] as string;
    expect(id).toMatch(/^[a-f0-9]{32}\.webm$/);
    expect(rest.headers['upload-file-url']).toBe(`/files/${id}`);
    // The video is queued for its streaming renditions.
    const video = await ctx.app.inject({ method: 'GET', url: `/api/media/videos/${rest.headers['upload-video-id']}` });
    expect(video.statusCode).toBe(200);

    const row = await findFile(ctx.db, id);
    expect(row).toMatchObject({ kind: 'video', contentType: 'video/webm', size: recording.byteLength });
    const stored = await fs.readFile(path.join(ctx.runtime.config.dataDir, 'files', row?.storageKey as string));
    expect(sha256(stored)).toBe(sha256(recording));
    const served = await ctx.app.inject({ method: 'GET', url: `/files/${id}` });
    expect(sha256(served.rawPayload)).toBe(sha256(recording));

    // The partial upload is gone once stored.
    expect(await partialUploads()).toEqual([]);
    expect(await stagedFiles()).toEqual([]);
    expect((await head(location)).statusCode).toBe(404);
  });

  it('stores a PDF attachment and a gzipped package with their types', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const attachment = await uploadWhole(pdf, { kind: 'attachment', filename: 'notes.pdf', filetype: 'x/y' });
    expect(attachment.statusCode).toBe(204);
    const pdfId = attachment.headers['upload-file-id'] as string;
    expect(pdfId).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(attachment.headers['upload-video-id']).toBeUndefined();
    expect(await findFile(ctx.db, pdfId)).toMatchObject({ kind: 'attachment', contentType: 'application/pdf' });

    const gzip = Uint8Array.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3, 4]);
    const pack = await uploadWhole(gzip, { kind: 'package', filename: 'tools.unitypackage' });
    expect(pack.statusCode).toBe(204);
    const packId = pack.headers['upload-file-id'] as string;
    expect(packId).toMatch(/^[a-f0-9]{32}\.gz$/);
    expect(await findFile(ctx.db, packId)).toMatchObject({ kind: 'package', contentType: 'application/gzip' });
  });

  it('refuses a creation past the kind’s limit with 413 and its key, before any byte', async () => {
    const cases = [
      { kind: 'video', length: LIMIT + 1, key: 'upload_InvalidParameter_attachment_too_large_1_GB' },
      { kind: 'attachment', length: 3 * GB + 1, key: 'upload_InvalidParameter_attachment_too_large_3_GB' },
      { kind: 'package', length: 50 * GB + 1, key: 'upload_InvalidParameter_attachment_too_large_50_GB' },
    ];
    for (const { kind, length, key } of cases) {
      const response = await create(length, { kind, filename: 'big' });
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: { key } });
      expect(response.headers.location).toBeUndefined();
    }
    // Exactly at a limit is fine: a 3 GB attachment may start.
    const atLimit = await create(3 * GB, { kind: 'attachment', filename: 'big.zip' });
    expect(atLimit.statusCode).toBe(201);
    await ctx.app.inject({
      method: 'DELETE',
      url: atLimit.headers.location as string,
      headers: { 'tus-resumable': '1.0.0', origin: PUBLIC_URL, cookie: creator },
    });
    expect(await partialUploads()).toEqual([]);
  });

  it('answers a PATCH past the Upload-Length with upload_length_exceeded, keeping nothing of it', async () => {
    const created = await create(16, { kind: 'attachment', filename: 'short.pdf' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const past = await patch(location, 0, new TextEncoder().encode('%PDF-1.7 and more than sixteen bytes'));
    expect(past.statusCode).toBe(413);
    expect(past.headers['content-type']).toMatch(/^application\/json/);
    expect(past.json()).toEqual({ error: { key: 'upload_length_exceeded' } });
    expect((await head(location)).headers['upload-offset']).toBe('0');
    await ctx.app.inject({
      method: 'DELETE',
      url: location,
      headers: { 'tus-resumable': '1.0.0', origin: PUBLIC_URL, cookie: creator },
    });
  });

  it('refuses an unknown kind and a deferred length', async () => {
    const unknown = await create(10, { kind: 'script', filename: 'a.js' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { key: 'invalid_request' } });
    const deferred = await ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': metadata({ kind: 'video' }),
        cookie: creator,
      },
    });
    expect(deferred.statusCode).toBe(400);
    expect(deferred.json()).toEqual({ error: { key: 'invalid_request' } });
  });

  it('refuses a forbidden type when the upload finishes, keeping nothing', async () => {
    const png = Uint8Array.from([
      ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      ...[0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89],
    ]);
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
    // What the earlier uploads' transcodes write lands first.
    await whenTranscodesIdle();
    const before = await storedFiles();
    const cases: { bytes: Uint8Array; fields: Record<string, string> }[] = [
      { bytes: png, fields: { kind: 'video', filename: 'clip.webm', filetype: 'video/webm' } },
      { bytes: exe, fields: { kind: 'attachment', filename: 'setup.exe' } },
      { bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), fields: { kind: 'attachment' } },
      { bytes: exe, fields: { kind: 'package', filename: 'tools.unitypackage' } },
    ];
    for (const { bytes, fields } of cases) {
      const response = await uploadWhole(bytes, fields);
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: { key: 'upload_InvalidParameter_forbidden_file_type' } });
      expect(response.headers['upload-file-id']).toBeUndefined();
    }
    expect(await partialUploads()).toEqual([]);
    expect(await stagedFiles()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers upload_file_invalid to a video cut short', async () => {
    const response = await uploadWhole(recording.subarray(0, 8), { kind: 'video', filename: 'cut.webm' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { key: 'upload_file_invalid' } });
    expect(await partialUploads()).toEqual([]);
  });

  it('answers 401 to the anonymous and 403 to a learner, storing nothing', async () => {
    const anonymous = await create(100, { kind: 'video' }, '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { key: 'auth_required' } });
    const plain = await create(100, { kind: 'video' }, learner);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({ error: { key: 'forbidden' } });
    expect(await partialUploads()).toEqual([]);
  });

  it('keeps an upload to its creator: another author may not read or append to it', async () => {
    const created = await create(recording.byteLength, { kind: 'video', filename: 'mine.webm' });
    const location = created.headers.location as string;
    const theirs = await head(location, otherCreator);
    expect(theirs.statusCode).toBe(403);
    const append = await patch(location, 0, recording.subarray(0, 100), otherCreator);
    expect(append.statusCode).toBe(403);
    expect(append.json()).toEqual({ error: { key: 'forbidden' } });
    const anonymous = await ctx.app.inject({ method: 'HEAD', url: location, headers: { 'tus-resumable': '1.0.0' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await head(location)).headers['upload-offset']).toBe('0');
  });
});

it('records files past 2 GB, as the 3 GB and 50 GB kinds allow', async () => {
  const size = 40 * GB;
  await insertFile(ctx.db, { id: 'large.zip', kind: 'package', contentType: 'application/zip', size, storageKey: 'x' });
  expect((await findFile(ctx.db, 'large.zip'))?.size).toBe(size);
});

describe('resumable uploads over a real connection', () => {
  let base: string;
  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const tusHeaders = { 'tus-resumable': '1.0.0', origin: PUBLIC_URL };

  it('keeps the bytes of a PATCH cut off mid-way, and finishes from the offset it tells', async () => {
    const createdResponse = await fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        cookie: creator,
        'upload-length': String(recording.byteLength),
        'upload-metadata': metadata({ kind: 'video', filename: 'recording.webm' }),
      },
    });
    expect(createdResponse.status).toBe(201);
    const url = `${base}${createdResponse.headers.get('location')}`;

    // Send the first part of a PATCH that announces all of the file, then drop the connection.
    const part = 4096;
    await new Promise<void>((resolve) => {
      const request = http.request(url, {
        method: 'PATCH',
        headers: {
          ...tusHeaders,
          cookie: creator,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(recording.byteLength),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(Buffer.from(recording.subarray(0, part)), () => {
        setTimeout(() => request.destroy(), 200);
      });
    });

    let offset = 0;
    await vi.waitFor(async () => {
      const response = await fetch(url, { method: 'HEAD', headers: { ...tusHeaders, cookie: creator } });
      expect(response.status).toBe(200);
      offset = Number(response.headers.get('upload-offset'));
      expect(offset).toBe(part);
    });

    const rest = await fetch(url, {
      method: 'PATCH',
      body: Buffer.from(recording.subarray(offset)),
      headers: {
        ...tusHeaders,
        cookie: creator,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
    });
    expect(rest.status).toBe(204);
    const id = rest.headers.get('upload-file-id') as string;
    const served = await fetch(`${base}/files/${id}`);
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(recording));
  });
});
