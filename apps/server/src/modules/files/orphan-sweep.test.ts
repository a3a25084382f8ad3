import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TWebglBuild } from '@questline/domain/schemas/submission';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yazl from 'yazl';
import {
  createTestApp,
  injectAs,
  insertPublishedItem,
  PUBLIC_URL,
  resultOf,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import { files, fileUploads, sitePages, webglBuilds } from '../../db/schema';
import { createUser } from '../users/users.service';
import { sweepOrphanUploads } from './orphan-sweep';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

/** A zip of a build holding bytes of its own (no other build shares them), written by yazl. */
const uniqueBuild = () =>
  new Promise<Buffer>((resolve, reject) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(`<!doctype html><title>${randomUUID()}</title>`), 'index.html');
    zip.addBuffer(randomBytes(4096), 'Build/game.data');
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });

/** Uploads bytes through the resumable uploads as `kind`; the stored file's id. */
const upload = async (ctx: TTestContext, cookie: string, bytes: Buffer, kind = 'webgl') => {
  const headers = { 'tus-resumable': '1.0.0', origin: PUBLIC_URL, cookie };
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/media/uploads',
    headers: {
      ...headers,
      'upload-length': String(bytes.byteLength),
      'upload-metadata': `kind ${Buffer.from(kind).toString('base64')}`,
    },
  });
  const finished = await ctx.app.inject({
    method: 'PATCH',
    url: created.headers.location as string,
    payload: bytes,
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
  });
  expect(finished.statusCode).toBe(204);
  return finished.headers['upload-file-id'] as string;
};

/** A 1×1 PNG with a random text chunk, so that each is a file of its own. */
const uniquePng = () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  // A tEXt chunk after IHDR; readers skip its CRC's check for ancillary chunks, and the bytes differ per call.
  const text = Buffer.from(`tEXtComment\0${randomUUID()}`, 'latin1');
  const chunk = Buffer.alloc(text.byteLength + 8);
  chunk.writeUInt32BE(text.byteLength - 4, 0);
  text.copy(chunk, 4);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
};

const multipartImage = async (bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'image.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
};

const uploadImage = async (ctx: TTestContext, cookie: string, url: string, bytes: Buffer) => {
  const body = await multipartImage(bytes);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, origin: PUBLIC_URL, cookie },
  });
  return resultOf<{ id: string }>(response).id;
};

describe('the orphan sweep', () => {
  let ctx: TTestContext;
  let learner: string;
  let creator: string;
  let tutorialId: number;
  const sweep = (now: Date) => sweepOrphanUploads({ db: ctx.db, fileStore: ctx.runtime.fileStore }, { now });
  const fileRow = async (id: string) => (await ctx.db.select().from(files).where(eq(files.id, id)))[0];
  const stored = async (id: string) => {
    const row = await fileRow(id);
    return row ? fs.access(path.join(ctx.runtime.config.dataDir, 'files', row.storageKey)).then(() => true) : false;
  };
  const served = async (id: string) => (await ctx.app.inject({ url: `/files/${id}` })).statusCode;

  beforeAll(async () => {
    ctx = await createTestApp();
    learner = await signIn(ctx.app, 'sweep-learner@example.test');
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: 'sweep-creator@example.test', password: 'creator-password', name: 'Cy', roles: ['learnCreator'] },
    );
    creator = await signIn(ctx.app, 'sweep-creator@example.test', 'creator-password');
    const tutorial = await insertPublishedItem(ctx.db, {
      slug: 'sweep-game',
      title: 'Sweep game',
      document: { sections: [{ id: 'submit', type: 'submission', submissionType: 'webgl', title: 'Submit' }] },
    });
    tutorialId = tutorial.id;
  }, 60_000);
  afterAll(() => ctx.close());

  it('removes a finished upload nothing took once its day is over, its row and its bytes', async () => {
    const zip = await upload(ctx, learner, await uniqueBuild());
    // The attack's second half: served to anyone, for ever.
    expect(await served(zip)).toBe(200);
    await sweep(inHours(23));
    expect(await stored(zip)).toBe(true);
    const swept = await sweep(inHours(25));
    expect(swept.files).toBeGreaterThanOrEqual(1);
    expect(await fileRow(zip)).toBeUndefined();
    expect(await served(zip)).toBe(404);
    expect(await ctx.db.$count(fileUploads, eq(fileUploads.fileId, zip))).toBe(0);
  });

  it('removes a build no submission holds, with its unpacked files and its zip; keeps a submitted one', async () => {
    const unpacked = path.join(ctx.runtime.config.dataDir, 'files');
    const buildOf = async () => {
      const zip = await upload(ctx, learner, await uniqueBuild());
      const build = resultOf<TWebglBuild>(
        await injectAs(ctx.app, learner, 'POST', '/api/learn/submission/build', { fileId: zip }),
      );
      const keys = (await ctx.db.execute(
        sql`select "storage_key" as "key" from "webgl_build_files" where "build_id" = ${build.id}`,
      )) as unknown as { rows: { key: string }[] };
      return { zip, build, keys: keys.rows.map((row) => row.key) };
    };
    const abandoned = await buildOf();
    const submitted = await buildOf();
    const thumbnail = await uploadImage(ctx, learner, '/api/learn/submission/thumbnail', uniquePng());
    const submission = await injectAs(ctx.app, learner, 'POST', `/api/learn/tutorial/ltu_${tutorialId}/submission`, {
      sectionId: 'submit',
      title: 'Kept',
      thumbnailId: thumbnail,
      buildId: submitted.build.id,
    });
    expect(submission.statusCode).toBe(200);

    const swept = await sweep(inHours(25));
    expect(swept.builds).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.$count(webglBuilds, eq(webglBuilds.id, Number(abandoned.build.id)))).toBe(0);
    for (const key of abandoned.keys) await expect(fs.access(path.join(unpacked, key))).rejects.toThrow();
    expect(await fileRow(abandoned.zip)).toBeUndefined();
    expect((await ctx.app.inject({ url: `/play/p/${abandoned.build.slug}/index.html` })).statusCode).toBe(404);

    for (const key of submitted.keys) await fs.access(path.join(unpacked, key));
    expect(await stored(submitted.zip)).toBe(true);
    expect(await stored(thumbnail)).toBe(true);
    expect((await ctx.app.inject({ url: `/play/p/${submitted.build.slug}/index.html` })).statusCode).toBe(200);
    // Settled: the sweep does not look at them again.
    const settled = await ctx.db
      .select({ fileId: fileUploads.fileId, keptAt: fileUploads.keptAt })
      .from(fileUploads)
      .where(sql`${fileUploads.fileId} in (${submitted.zip}, ${thumbnail})`);
    expect(settled.map((row) => row.keptAt)).toEqual([expect.any(Date), expect.any(Date)]);
  });

  it('keeps uploads an item names: its thumbnail, a rich text image, an attachment', async () => {
    const thumbnail = await uploadImage(ctx, creator, '/api/media/images', uniquePng());
    const inText = await uploadImage(ctx, creator, '/api/media/images', uniquePng());
    const attachment = await upload(ctx, creator, await uniqueBuild(), 'package');
    const unused = await uploadImage(ctx, creator, '/api/media/images', uniquePng());
    await insertPublishedItem(ctx.db, {
      slug: 'sweep-named',
      title: 'Named',
      document: {
        thumbnailId: thumbnail,
        description: {
          type: 'doc',
          content: [{ type: 'image', attrs: { src: `/files/${inText}` } }],
        },
        materials: [{ type: 'file', attachmentId: attachment }],
      },
    });
    await sweep(inHours(25));
    for (const id of [thumbnail, inText, attachment]) expect(await stored(id)).toBe(true);
    expect(await fileRow(unused)).toBeUndefined();
  });

  it('keeps an image an admin put in a site page (/about, the legal pages)', async () => {
    const inPage = await uploadImage(ctx, creator, '/api/media/images', uniquePng());
    await ctx.db.insert(sitePages).values({
      page: 'about',
      locale: 'de_DE',
      content: { type: 'doc', content: [{ type: 'image', attrs: { src: `/files/${inPage}` } }] },
    });
    await sweep(inHours(25));
    expect(await stored(inPage)).toBe(true);
  });

  it('keeps a file another user uploaded again within the day (files are shared by content hash)', async () => {
    const bytes = await uniqueBuild();
    const zip = await upload(ctx, learner, bytes);
    await ctx.db.execute(
      sql`update "file_uploads" set "created_at" = now() - interval '2 days' where "file_id" = ${zip}`,
    );
    const other = await signIn(ctx.app, 'sweep-other@example.test');
    expect(await upload(ctx, other, bytes)).toBe(zip);
    await sweep(new Date());
    expect(await stored(zip)).toBe(true);
    await sweep(inHours(25));
    expect(await fileRow(zip)).toBeUndefined();
  });
});

describe('the orphan sweep in the server', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    // A day shortened to a second through the config: the sweep then runs every second.
    ctx = await createTestApp({ orphanUploadMaxAgeMs: 1000 });
  }, 60_000);
  afterAll(() => ctx.close());

  it('runs by itself, removing uploads nothing took', async () => {
    const learner = await signIn(ctx.app, 'sweep-timer@example.test');
    const zip = await upload(ctx, learner, await uniqueBuild());
    expect((await ctx.app.inject({ url: `/files/${zip}` })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await ctx.app.inject({ url: `/files/${zip}` })).statusCode).toBe(404), {
      timeout: 5000,
      interval: 200,
    });
  });
});
