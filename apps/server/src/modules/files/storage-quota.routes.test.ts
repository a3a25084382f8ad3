import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { TWebglBuild } from '@questline/domain/schemas/submission';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import {
  createTestApp,
  injectAs,
  injectMultipart,
  PUBLIC_URL,
  resultOf,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import { files, webglBuilds } from '../../db/schema';
import { createUser } from '../users/users.service';
import { formatStorageSize } from './storage-quota';

const MB = 1024 ** 2;
/** Lowered from 2 GB through the config (USER_STORAGE_QUOTA_BYTES); the WebGL build limits stay the real ones. */
const QUOTA = 4 * MB;
const QUOTA_REFUSAL = { key: 'storage_quota_exceeded', params: { limit: '4 MB' } };

let ctx: TTestContext;
let learner: string;
let creator: string;
beforeAll(async () => {
  ctx = await createTestApp({ userStorageQuotaBytes: QUOTA });
  learner = await signIn(ctx.app, 'quota-learner@example.test');
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'quota-creator@example.test', password: 'creator-password', name: 'Cy Creator', roles: ['learnCreator'] },
  );
  creator = await signIn(ctx.app, 'quota-creator@example.test', 'creator-password');
}, 60_000);
afterAll(() => ctx.close());

type TEntry = { name: string; data: Buffer | string } | { name: string; stream: () => Readable; size: number };

/** A zip written by yazl; an entry may stream its bytes (a zip bomb's gigabytes never sit in memory). */
const zipOf = (entries: readonly TEntry[]) =>
  new Promise<Buffer>((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const entry of entries) {
      if ('stream' in entry) zip.addReadStream(entry.stream(), entry.name, { size: entry.size });
      else zip.addBuffer(Buffer.from(entry.data), entry.name);
    }
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });

/** `size` zero bytes, streamed a megabyte at a time. */
const zeros = (size: number) => () => {
  const chunk = Buffer.alloc(MB);
  let left = size;
  return new Readable({
    read() {
      const length = Math.min(left, chunk.byteLength);
      left -= length;
      this.push(length > 0 ? chunk.subarray(0, length) : null);
    },
  });
};

const INDEX = { name: 'index.html', data: '<!doctype html><title>Game</title>' };

const tus = (
  cookie: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: Buffer,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'tus-resumable': '1.0.0', origin: PUBLIC_URL, cookie, ...headers },
    ...(payload ? { payload } : {}),
  });

const create = (cookie: string, length: number, kind = 'webgl') =>
  tus(cookie, 'POST', '/api/media/uploads', {
    'upload-length': String(length),
    'upload-metadata': `kind ${Buffer.from(kind).toString('base64')}`,
  });

const finish = (cookie: string, location: string, bytes: Buffer) =>
  tus(cookie, 'PATCH', location, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, bytes);

/** Uploads a zip whole; its file id. */
const uploadZip = async (cookie: string, bytes: Buffer) => {
  const created = await create(cookie, bytes.byteLength);
  expect(created.statusCode).toBe(201);
  const finished = await finish(cookie, created.headers.location as string, bytes);
  expect(finished.statusCode).toBe(204);
  return finished.headers['upload-file-id'] as string;
};

const build = (cookie: string, fileId: string) =>
  injectAs(ctx.app, cookie, 'POST', '/api/learn/submission/build', { fileId });

const buildsOf = async (cookie: string) => {
  const me = (await injectAs(ctx.app, cookie, 'GET', '/api/me')).json().result.id as string;
  return ctx.db.$count(webglBuilds, eq(webglBuilds.ownerId, me));
};

const unpackedFiles = async () =>
  (
    await fs
      .readdir(path.join(ctx.runtime.config.dataDir, 'files', 'webgl-files'), { recursive: true })
      .catch(() => [] as string[])
  ).filter((name) => name.includes('/'));

describe('the storage size', () => {
  it('reads as people read it', () => {
    expect([2 * 1024 * MB, 1.5 * 1024 * MB, 500 * MB, 4 * MB, 512 * 1024, 100].map(formatStorageSize)).toEqual([
      '2 GB',
      '1.5 GB',
      '500 MB',
      '4 MB',
      '512 KB',
      '100 bytes',
    ]);
  });
});

describe('a WebGL zip bomb', () => {
  it('is refused by its compression ratio before it fills the disk', async () => {
    const cookie = await signIn(ctx.app, 'quota-bomber@example.test');
    // The attack: 300 MB of zeros deflate to about 300 KB, a thousandth.
    const bomb = await zipOf([INDEX, { name: 'Build/zeros.data', stream: zeros(300 * MB), size: 300 * MB }]);
    expect(bomb.byteLength).toBeLessThan(400 * 1024);
    const fileId = await uploadZip(cookie, bomb);
    const before = await unpackedFiles();
    const refused = await build(cookie, fileId);
    expect([refused.statusCode, refused.json().error]).toEqual([
      413,
      { key: 'submission_InvalidParameter_webgl_compression_ratio' },
    ]);
    expect(await buildsOf(cookie)).toBe(0);
    expect(await unpackedFiles()).toEqual(before);
  });

  it('is refused by the whole build’s ratio too, when each entry stays below it', async () => {
    const cookie = await signIn(ctx.app, 'quota-bomber2@example.test');
    // Entries of 512 KB of zeros each (within the per-entry grace of 1 MB), 3 MB (within the quota) from a zip of a
    // few kilobytes: past the whole build's grace, a hundred times the zip is the bound.
    const entries = Array.from({ length: 6 }, (_, index) => ({
      name: `Build/part${index}.data`,
      stream: zeros(MB / 2),
      size: MB / 2,
    }));
    const bomb = await zipOf([INDEX, ...entries]);
    expect(bomb.byteLength * 100).toBeLessThan(MB);
    const refused = await build(cookie, await uploadZip(cookie, bomb));
    expect([refused.statusCode, refused.json().error.key]).toEqual([
      413,
      'submission_InvalidParameter_webgl_compression_ratio',
    ]);
  });
});

describe('the storage quota', () => {
  it('refuses an upload whose Upload-Length is past it, before a byte is sent', async () => {
    const refused = await create(learner, QUOTA + 1);
    expect([refused.statusCode, refused.json().error]).toEqual([413, QUOTA_REFUSAL]);
  });

  it('counts the unfinished uploads of the learner against it', async () => {
    const first = await create(learner, 3 * MB);
    expect(first.statusCode).toBe(201);
    // Alone each fits; together they would not.
    const second = await create(learner, 3 * MB);
    expect([second.statusCode, second.json().error]).toEqual([413, QUOTA_REFUSAL]);
    // Created at once, only what fits is accepted.
    const racing = await Promise.all(Array.from({ length: 4 }, () => create(learner, MB)));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 413, 413, 413]);
    for (const response of [first, ...racing.filter((answer) => answer.statusCode === 201)]) {
      expect((await tus(learner, 'DELETE', response.headers.location as string, {})).statusCode).toBe(204);
    }
    const again = await create(learner, 3 * MB);
    expect(again.statusCode).toBe(201);
    expect((await tus(learner, 'DELETE', again.headers.location as string, {})).statusCode).toBe(204);
  });

  it('counts uploads and unpacked builds, and refuses the build that would pass it', async () => {
    // 1.2 MB that do not compress: the zip and its build are each about that size.
    const zip = await zipOf([INDEX, { name: 'Build/game.data', data: randomBytes(1.2 * MB) }]);
    const fileId = await uploadZip(learner, zip);
    resultOf<TWebglBuild>(await build(learner, fileId));
    resultOf<TWebglBuild>(await build(learner, fileId));
    // 3.6 MB used: a third build needs 1.2 more.
    const refused = await build(learner, fileId);
    expect([refused.statusCode, refused.json().error]).toEqual([413, QUOTA_REFUSAL]);
    expect(await buildsOf(learner)).toBe(2);
  });

  it('refuses a thumbnail past it', async () => {
    // A GIF header and 600 KB of pixel data: more than the 0.4 MB left.
    const gif = Buffer.concat([Buffer.from('GIF89a\x10\x00\x10\x00\x00\x00\x00', 'latin1'), randomBytes(600 * 1024)]);
    const form = new FormData();
    form.append('file', new Blob([gif], { type: 'image/gif' }), 'shot.gif');
    const refused = await injectMultipart(ctx.app, '/api/learn/submission/thumbnail', form, learner);
    expect([refused.statusCode, refused.json().error]).toEqual([413, QUOTA_REFUSAL]);
  });

  it('refuses to finish an upload whose room builds took since its creation, storing nothing', async () => {
    const cookie = await signIn(ctx.app, 'quota-finisher@example.test');
    const zip = await zipOf([INDEX, { name: 'Build/game.data', data: randomBytes(1.2 * MB) }]);
    const fileId = await uploadZip(cookie, zip);
    const large = await zipOf([INDEX, { name: 'Build/large.data', data: randomBytes(2.5 * MB) }]);
    // 1.2 MB stored and 2.5 MB on the way: it fits when created.
    const created = await create(cookie, large.byteLength);
    expect(created.statusCode).toBe(201);
    resultOf<TWebglBuild>(await build(cookie, fileId));
    // Now 2.4 MB are stored: 2.5 more would pass 4 MB.
    const finished = await finish(cookie, created.headers.location as string, large);
    expect([finished.statusCode, finished.json().error]).toEqual([413, QUOTA_REFUSAL]);
    expect(await ctx.db.$count(files, eq(files.size, large.byteLength))).toBe(0);
  });

  it('does not hold staff who author content', async () => {
    const created = await create(creator, QUOTA + 1, 'attachment');
    expect(created.statusCode).toBe(201);
    expect((await tus(creator, 'DELETE', created.headers.location as string, {})).statusCode).toBe(204);
  });
});
