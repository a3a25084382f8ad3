import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TFeaturedList, TPathwaysLanding } from '@questline/domain/schemas/featured';
import type { TSubmissionDetail, TSubmissionsList, TWebglBuild } from '@questline/domain/schemas/submission';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import {
  createTestApp,
  injectAs,
  PUBLIC_URL,
  resultOf,
  signIn,
  storeTestImage,
  type TTestContext,
} from '../../../test/test-app';
import { webglBuilds } from '../../db/schema';
import type { TContentRow } from '../content/content.repository';
import { saveNewItem } from '../content/content.service';
import { saveFeaturedList } from '../featured/featured.repository';
import { catalogueChanged } from '../search/search-cache';
import { createUser } from '../users/users.service';

/** Limits lowered from WEBGL_BUILD_LIMITS, so that oversized zips stay small. */
const LIMITS = { unpackedBytes: 64 * 1024, entries: 20 };

type TZipEntry = { name: string; data?: string | Buffer; mode?: number };

/** A zip written by yazl, the library the server's yauzl reads. */
const zipOf = (entries: readonly TZipEntry[]) =>
  new Promise<Buffer>((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const entry of entries) {
      zip.addBuffer(
        Buffer.from(entry.data ?? `<p>${entry.name}</p>`),
        entry.name,
        entry.mode ? { mode: entry.mode } : {},
      );
    }
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });

/**
 * A zip with an entry name yazl itself refuses to write (`../`, absolute): written under a stand-in of the same
 * length, then renamed in the local header and the central directory, as a crafted archive would be.
 */
const craftedZip = async (entries: readonly TZipEntry[], from: string, to: string) => {
  if (from.length !== to.length) throw new Error('same length only');
  const bytes = await zipOf(entries);
  for (let at = bytes.indexOf(from); at >= 0; at = bytes.indexOf(from, at + 1)) bytes.write(to, at, 'latin1');
  return bytes;
};

/** Rewrites the first central directory record's uncompressed size: a zip that lies about what it unpacks to. */
const withDeclaredSize = (bytes: Buffer, size: number) => {
  const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(size, central + 24);
  return bytes;
};

/** Rewrites the uncompressed size the central directory declares for the entry named `name`. */
const withDeclaredSizeOf = (bytes: Buffer, name: string, size: number) => {
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = bytes.indexOf(signature); at >= 0; at = bytes.indexOf(signature, at + 1)) {
    const length = bytes.readUInt16LE(at + 28);
    if (bytes.toString('utf8', at + 46, at + 46 + length) === name) {
      bytes.writeUInt32LE(size, at + 24);
      return bytes;
    }
  }
  throw new Error(`no entry ${name}`);
};

/** The unpacked files in the file store (content-hash keys below webgl-files/). */
const unpackedFiles = async () =>
  (
    await fs
      .readdir(path.join(ctx.runtime.config.dataDir, 'files', 'webgl-files'), { recursive: true })
      .catch(() => [] as string[])
  )
    .filter((name) => name.includes('/'))
    .sort();

const GAME = [
  { name: 'index.html', data: '<!doctype html><title>Cube</title><h1 id="hello">Spinning cube</h1>' },
  { name: 'Build/game.wasm', data: Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]) },
  { name: 'Build/game.data.gz', data: 'compressed-by-unity' },
  { name: 'Build/game.loader.js', data: 'console.log("loader")' },
];

let ctx: TTestContext;
let learner: string;
let other: string;
let moderator: string;
let tutorial: TContentRow;
let pathway: TContentRow;
beforeAll(async () => {
  ctx = await createTestApp({ webglBuildLimits: LIMITS });
  learner = await signIn(ctx.app, 'builder@example.test', 'correct-horse-battery', 'Bea Builder');
  other = await signIn(ctx.app, 'other@example.test');
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'mod@example.test', password: 'moderator-password', name: 'Mo Derator', roles: ['learnModerator'] },
  );
  moderator = await signIn(ctx.app, 'mod@example.test', 'moderator-password');
  const document = {
    title: 'Build a game',
    sections: [
      { id: 'intro', type: 'text', title: 'Intro' },
      { id: 'submit', type: 'submission', submissionType: 'webgl', title: 'Submit your build' },
      { id: 'shot', type: 'submission', submissionType: 'image', title: 'Submit a screenshot' },
    ],
  };
  const card = {
    title: 'Build a game',
    descPlain: '',
    thumbnailUrl: null,
    skillLevel: null,
    duration: null,
    points: [],
    startTime: null,
  };
  tutorial = await saveNewItem(ctx.db, {
    type: 'tutorial',
    slug: 'build-a-game',
    status: 'published',
    draft: document,
    published: document,
    card,
    publishedAt: new Date(),
  });
  pathway = await saveNewItem(ctx.db, {
    type: 'pathway',
    slug: 'game-maker',
    status: 'published',
    draft: { title: 'Game maker' },
    published: { title: 'Game maker' },
    card: { ...card, title: 'Game maker' },
    publishedAt: new Date(),
  });
}, 60_000);
afterAll(() => ctx.close());

const send = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  injectAs(ctx.app, cookie, method, url, payload);

/** Uploads bytes through the resumable upload service as kind `webgl`; the finishing response. */
const upload = async (bytes: Buffer, cookie = learner, kind = 'webgl') => {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/media/uploads',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.byteLength),
      'upload-metadata': `kind ${Buffer.from(kind).toString('base64')}`,
      origin: PUBLIC_URL,
      cookie,
    },
  });
  if (created.statusCode !== 201) return created;
  return ctx.app.inject({
    method: 'PATCH',
    url: created.headers.location as string,
    payload: bytes,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      origin: PUBLIC_URL,
      cookie,
    },
  });
};

/** Uploads a zip and unpacks it: the build answer (or refusal). */
const buildOf = async (bytes: Buffer, cookie = learner) => {
  const uploaded = await upload(bytes, cookie);
  expect(uploaded.statusCode).toBe(204);
  return send(cookie, 'POST', '/api/learn/submission/build', { fileId: uploaded.headers['upload-file-id'] });
};

const refusalOf = async (bytes: Buffer) => {
  const response = await buildOf(bytes);
  return { status: response.statusCode, error: response.json().error };
};

const submitAs = (cookie: string | undefined, payload: Record<string, unknown>) =>
  send(cookie, 'POST', `/api/learn/tutorial/ltu_${tutorial.id}/submission`, payload);
const submit = (payload: Record<string, unknown>, cookie = learner) => submitAs(cookie, payload);

describe('WebGL build uploads', () => {
  it('lets a learner upload a zip as kind webgl, and only a zip', async () => {
    expect((await upload(await zipOf(GAME))).statusCode).toBe(204);
    const html = await upload(Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(415);
    expect(html.json().error.key).toBe('upload_InvalidParameter_forbidden_file_type');
    // Other kinds stay the authors'.
    expect((await upload(await zipOf(GAME), learner, 'package')).statusCode).toBe(403);
  });

  it('answers 401 to the anonymous and 400 for a file that is not an uploaded build', async () => {
    expect(
      (await send(undefined, 'POST', '/api/learn/submission/build', { fileId: `${'a'.repeat(32)}.zip` })).statusCode,
    ).toBe(401);
    expect((await send(learner, 'POST', '/api/learn/submission/build', { fileId: 'x' })).json().error.key).toBe(
      'error_isRequired',
    );
    const unknown = await send(learner, 'POST', '/api/learn/submission/build', { fileId: `${'a'.repeat(32)}.zip` });
    expect(unknown.json().error.key).toBe('submission_InvalidParameter_build');
  });

  it("refuses to unpack another learner's upload: nobody spends another's quota or publishes their zip", async () => {
    const uploaded = await upload(await zipOf(GAME), learner);
    const fileId = uploaded.headers['upload-file-id'];
    const theirs = await send(other, 'POST', '/api/learn/submission/build', { fileId });
    expect([theirs.statusCode, theirs.json().error.key]).toEqual([400, 'submission_InvalidParameter_build']);
    expect((await send(learner, 'POST', '/api/learn/submission/build', { fileId })).statusCode).toBe(200);
  });

  it('unpacks a build with index.html at the root, or in its one top folder', async () => {
    const root = resultOf<TWebglBuild>(await buildOf(await zipOf(GAME)));
    expect(root).toMatchObject({ fileCount: 4, slug: expect.stringMatching(/^[a-f0-9]{32}$/) });
    expect(root.playUrl).toBe(`${PUBLIC_URL}/play/p/${root.slug}/index.html`);
    const folder = resultOf<TWebglBuild>(
      await buildOf(
        await zipOf([
          ...GAME.map((entry) => ({ ...entry, name: `MyGame/${entry.name}` })),
          { name: '__MACOSX/MyGame/._index.html' },
        ]),
      ),
    );
    expect(folder.fileCount).toBe(4);
    const index = await ctx.app.inject({ url: `/play/p/${folder.slug}/index.html` });
    expect(index.body).toContain('Spinning cube');
    expect(index.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses entries that climb out with ../, absolute paths and symlinks, naming the entry', async () => {
    const climbing = await craftedZip([...GAME, { name: 'xx/evil.html' }], 'xx/evil.html', '../evil.html');
    expect(await refusalOf(climbing)).toEqual({
      status: 400,
      error: { key: 'submission_InvalidParameter_webgl_unsafe_path', params: { path: '../evil.html' } },
    });
    const absolute = await craftedZip([...GAME, { name: 'xetc/passwd' }], 'xetc/passwd', '/etc/passwd');
    expect((await refusalOf(absolute)).error.key).toBe('submission_InvalidParameter_webgl_unsafe_path');
    const symlink = await zipOf([...GAME, { name: 'secrets', data: '/etc/passwd', mode: 0o120777 }]);
    expect((await refusalOf(symlink)).error).toEqual({
      key: 'submission_InvalidParameter_webgl_unsafe_path',
      params: { path: 'secrets' },
    });
  });

  it('refuses a zip without index.html where a build starts', async () => {
    expect(
      (await refusalOf(await zipOf([{ name: 'Build/game.wasm' }, { name: 'deep/er/index.html' }]))).error.key,
    ).toBe('submission_InvalidParameter_webgl_index_missing');
  });

  it('refuses oversized archives: unpacked size, entry count, and a size that lies', async () => {
    const builds = await ctx.db.$count(webglBuilds);
    // 1 MB of zeros deflates to about a kilobyte.
    const bomb = await zipOf([...GAME, { name: 'Build/zeros.data', data: Buffer.alloc(1024 * 1024) }]);
    expect(bomb.byteLength).toBeLessThan(16 * 1024);
    expect(await refusalOf(bomb)).toEqual({
      status: 413,
      error: { key: 'submission_InvalidParameter_webgl_too_large' },
    });

    const many = await zipOf([
      ...GAME,
      ...Array.from({ length: 20 }, (_, index) => ({ name: `Build/part${index}.js` })),
    ]);
    expect(await refusalOf(many)).toEqual({
      status: 413,
      error: { key: 'submission_InvalidParameter_webgl_too_many_files' },
    });

    // Declares 10 bytes, unpacks to a megabyte: caught while unpacking, before the limit is crossed.
    const liar = withDeclaredSize(
      await zipOf([{ name: 'Build/zeros.data', data: Buffer.alloc(1024 * 1024) }, ...GAME]),
      10,
    );
    expect((await refusalOf(liar)).error.key).toBe('submission_InvalidParameter_webgl_invalid_zip');
    expect(await ctx.db.$count(webglBuilds)).toBe(builds);
  });

  it('removes the files a refused build had unpacked, and keeps those other builds hold', async () => {
    const kept = resultOf<TWebglBuild>(await buildOf(await zipOf(GAME)));
    const before = await unpackedFiles();
    // GAME's files (held by the build above) and one of its own unpack first; the last entry lies about its size.
    const refused = withDeclaredSizeOf(
      await zipOf([
        ...GAME,
        { name: 'Build/only-here.js', data: `console.log(${JSON.stringify(randomUUID())})` },
        { name: 'Build/zeros.data', data: Buffer.alloc(64 * 1024) },
      ]),
      'Build/zeros.data',
      10,
    );
    expect((await refusalOf(refused)).error.key).toBe('submission_InvalidParameter_webgl_invalid_zip');
    expect(await unpackedFiles()).toEqual(before);
    expect((await ctx.app.inject({ url: `/play/p/${kept.slug}/Build/game.loader.js` })).body).toBe(
      'console.log("loader")',
    );
  });
});

describe('the play origin', () => {
  let build: TWebglBuild;
  beforeAll(async () => {
    build = resultOf<TWebglBuild>(await buildOf(await zipOf(GAME)));
  });

  it('serves the build with its types, sandboxed away from the platform', async () => {
    const index = await ctx.app.inject({ url: `/play/p/${build.slug}/` });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.body).toContain('<h1 id="hello">Spinning cube</h1>');
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts /);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain(`frame-ancestors ${PUBLIC_URL}`);
    expect(index.headers['set-cookie']).toBeUndefined();

    const wasm = await ctx.app.inject({ url: `/play/p/${build.slug}/Build/game.wasm` });
    expect([wasm.headers['content-type'], wasm.headers['content-encoding'], wasm.rawPayload.byteLength]).toEqual([
      'application/wasm',
      undefined,
      8,
    ]);
    expect(wasm.headers['access-control-allow-origin']).toBe('*');
    const data = await ctx.app.inject({ url: `/play/p/${build.slug}/Build/game.data.gz` });
    expect([data.headers['content-type'], data.headers['content-encoding']]).toEqual([
      'application/octet-stream',
      'gzip',
    ]);
  });

  it('serves nothing else under the play path', async () => {
    expect((await ctx.app.inject({ url: `/play/p/${build.slug}/missing.js` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/play/p/${'0'.repeat(32)}/index.html` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/play/p/not-a-slug/index.html' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/play/api/me' })).statusCode).toBe(404);
    const bare = await ctx.app.inject({ url: `/play/p/${build.slug}` });
    expect([bare.statusCode, bare.headers.location]).toEqual([301, `/play/p/${build.slug}/`]);
  });
});

describe('submitting, reading, liking and playing', () => {
  let build: TWebglBuild;
  let thumbnailId: string;
  beforeAll(async () => {
    build = resultOf<TWebglBuild>(await buildOf(await zipOf(GAME)));
    thumbnailId = await storeTestImage(ctx);
  });

  it('checks 401, 400, the step, then the build', async () => {
    const payload = { sectionId: 'submit', title: 'My cube', buildId: build.id };
    expect((await submitAs(undefined, payload)).statusCode).toBe(401);
    expect((await submit({ ...payload, title: ' ' })).json().error.fields).toEqual([
      { path: 'title', key: 'error_isRequired' },
    ]);
    expect((await submit({ ...payload, sectionId: 'intro' })).json().error.key).toBe(
      'submission_ResourceNotFound_step',
    );
    expect((await submit({ ...payload, buildId: null })).json().error.fields).toEqual([
      { path: 'buildId', key: 'error_isRequired' },
    ]);
    const theirs = await submit(payload, other);
    expect(theirs.json().error.fields).toEqual([{ path: 'buildId', key: 'submission_InvalidParameter_build' }]);
    expect((await submit({ sectionId: 'shot', title: 'A shot' })).json().error.fields).toEqual([
      { path: 'thumbnailId', key: 'error_isRequired' },
    ]);
  });

  it('submits a build and shows it to everyone, counting views and plays of others only', async () => {
    const created = resultOf<TSubmissionDetail>(
      await submit({
        sectionId: 'submit',
        title: 'My cube',
        description: 'It spins.',
        thumbnailId,
        buildId: build.id,
        pathwayId: `lpw_${pathway.id}`,
      }),
    );
    const { submission } = created;
    expect(submission).toMatchObject({
      title: 'My cube',
      descPlain: 'It spins.',
      thumbnail: { url: `/files/${thumbnailId}` },
      tutorialId: `ltu_${tutorial.id}`,
      stepIndex: 1,
      submissionType: 'webgl',
      webGLProject: { slug: build.slug, playUrl: build.playUrl, playCount: 0, likeCount: 0 },
      isPrivate: false,
    });
    expect(created.userMap[submission.authorId]).toMatchObject({ displayName: 'Bea Builder' });
    expect(created.tutorialMap[`ltu_${tutorial.id}`]).toMatchObject({ title: 'Build a game', slug: 'build-a-game' });

    const url = `/api/learn/submission/${submission.id}`;
    expect(resultOf<TSubmissionDetail>(await send(learner, 'GET', url)).submission.viewCount).toBe(0);
    const seen = resultOf<TSubmissionDetail>(await send(undefined, 'GET', url));
    expect([seen.submission.viewCount, seen.statsMap[submission.id]?.viewCount, seen.isOwner]).toEqual([1, 1, false]);
    expect(resultOf<TSubmissionDetail>(await send(other, 'GET', url)).submission.viewCount).toBe(2);

    expect(resultOf(await send(learner, 'POST', `${url}/play`))).toEqual({ playCount: 0 });
    expect(resultOf(await send(other, 'POST', `${url}/play`))).toEqual({ playCount: 1 });
    expect(resultOf(await send(undefined, 'POST', `${url}/play`))).toEqual({ playCount: 2 });
  });

  it('toggles likes for signed-in users, counting each user once', async () => {
    const { submission } = resultOf<TSubmissionDetail>(
      await submit({ sectionId: 'submit', title: 'Liked cube', buildId: build.id }),
    );
    const like = `/api/learn/submission/${submission.id}/like`;
    expect((await send(undefined, 'POST', like)).statusCode).toBe(401);
    expect(resultOf(await send(other, 'POST', like))).toEqual({ liked: true, likeCount: 1 });
    expect(resultOf(await send(learner, 'POST', like))).toEqual({ liked: true, likeCount: 2 });
    expect(resultOf(await send(other, 'POST', like))).toEqual({ liked: false, likeCount: 1 });
    const read = resultOf<TSubmissionDetail>(await send(learner, 'GET', `/api/learn/submission/${submission.id}`));
    expect([read.submission.likeCount, read.likeMap[submission.id]]).toEqual([1, true]);
  });

  it('refuses a private submission to everyone but its author and moderators', async () => {
    const { submission } = resultOf<TSubmissionDetail>(
      await submit({ sectionId: 'submit', title: 'Secret cube', buildId: build.id, isPrivate: true }),
    );
    const url = `/api/learn/submission/${submission.id}`;
    for (const cookie of [undefined, other]) {
      const refused = await send(cookie, 'GET', url);
      expect([refused.statusCode, refused.json().error.key]).toEqual([403, 'submission_detail_AuthorizationError']);
      expect((await send(cookie, 'POST', `${url}/play`)).statusCode).toBe(403);
    }
    expect((await send(other, 'POST', `${url}/like`)).statusCode).toBe(403);
    expect(resultOf<TSubmissionDetail>(await send(learner, 'GET', url)).isOwner).toBe(true);
    expect(resultOf<TSubmissionDetail>(await send(moderator, 'GET', url)).submission.title).toBe('Secret cube');
    expect((await send(undefined, 'GET', '/api/learn/submission/lsu_999999')).statusCode).toBe(404);
    expect((await send(undefined, 'GET', '/api/learn/submission/ltu_1')).statusCode).toBe(400);
  });
});

describe('GET /api/learn/record/submissionsList', () => {
  let author: string;
  let authorId: string;
  beforeAll(async () => {
    author = await signIn(ctx.app, 'prolific@example.test');
    authorId = (resultOf<{ id: string }>(await send(author, 'GET', '/api/me')) as { id: string }).id;
    for (let index = 1; index <= 14; index += 1) {
      const shot = await storeTestImage(ctx);
      resultOf(
        await submit(
          { sectionId: 'shot', title: `Shot ${index}`, thumbnailId: shot, isPrivate: index % 5 === 0 },
          author,
        ),
      );
    }
  });

  const list = (cookie: string | undefined, query: string) =>
    send(cookie, 'GET', `/api/learn/record/submissionsList${query}`);

  it("pages the owner's submissions newest first by the before cursor", async () => {
    expect((await list(undefined, '')).statusCode).toBe(401);
    const first = resultOf<TSubmissionsList>(await list(author, ''));
    expect(first.submissions.map((item) => item.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Shot ${14 - index}`),
    );
    expect([first.hasMore, first.total]).toEqual([true, 14]);
    expect(first.tutorialMap[`ltu_${tutorial.id}`]?.title).toBe('Build a game');
    const last = first.submissions.at(-1)?.id;
    const second = resultOf<TSubmissionsList>(await list(author, `?before=${last}`));
    expect(second.submissions.map((item) => item.title)).toEqual(['Shot 2', 'Shot 1']);
    expect(second.hasMore).toBe(false);
    expect((await list(author, '?before=ltu_4')).statusCode).toBe(400);
  });

  it("shows another user's public submissions only", async () => {
    const seen = resultOf<TSubmissionsList>(await list(other, `?userID=${authorId}`));
    expect(seen.submissions.map((item) => item.title)).not.toContain('Shot 10');
    expect(seen.submissions.every((item) => !item.isPrivate)).toBe(true);
    expect(seen.total).toBe(12);
    const anonymous = resultOf<TSubmissionsList>(await list(undefined, `?userID=u_${authorId}`));
    expect(anonymous.submissions.map((item) => item.title)).toEqual(seen.submissions.map((item) => item.title));
    expect((await list(other, '?userID=nobody-at-all')).statusCode).toBe(404);
  });
});

describe('featured submissions', () => {
  it('lets a featured list hold public submissions, feeding the pathways landing slider', async () => {
    const { submission } = resultOf<TSubmissionDetail>(
      await submit({
        sectionId: 'shot',
        title: 'Featured shot',
        thumbnailId: await storeTestImage(ctx),
        pathwayId: `lpw_${pathway.id}`,
      }),
    );
    const hidden = resultOf<TSubmissionDetail>(
      await submit({
        sectionId: 'shot',
        title: 'Hidden shot',
        thumbnailId: await storeTestImage(ctx),
        isPrivate: true,
      }),
    ).submission;
    await saveFeaturedList(ctx.db, {
      name: 'page_landing_pathway_submissions',
      itemIds: [hidden.id, submission.id, 'lsu_not'],
      updatedBy: null,
    });
    // Written past featured.service, which would tell this process at once (PostgreSQL's notification comes later).
    catalogueChanged();
    const list = resultOf<TFeaturedList>(
      await send(undefined, 'GET', '/api/learn/featuredList/page_landing_pathway_submissions'),
    );
    expect(list.itemIds).toEqual([submission.id]);
    expect(list.itemMap[submission.id]).toMatchObject({ type: 'submission', title: 'Featured shot' });

    await send(other, 'GET', `/api/learn/submission/${submission.id}`);
    await send(other, 'POST', `/api/learn/submission/${submission.id}/like`);
    const landing = resultOf<TPathwaysLanding>(await send(undefined, 'GET', '/api/learn/pathways/landing'));
    expect(landing.submissions).toEqual([
      {
        id: submission.id,
        title: 'Featured shot',
        description: '',
        imageUrl: submission.thumbnail?.url,
        likes: 1,
        views: 1,
        url: `/submission/${submission.id}`,
        author: { name: 'Bea Builder', avatarUrl: null, profileUrl: `/u/${submission.authorId}` },
        pathway: { title: 'Game maker', url: `/pathway/lpw_${pathway.id}` },
      },
    ]);
  });

  it('keeps a saved list to what learners may see', async () => {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: 'editor@example.test', password: 'editor-password', name: 'Ed', roles: ['learnEditor'] },
    );
    const cookie = await signIn(ctx.app, 'editor@example.test', 'editor-password');
    const { submission } = resultOf<TSubmissionDetail>(
      await submit({ sectionId: 'shot', title: 'Saved shot', thumbnailId: await storeTestImage(ctx) }),
    );
    const saved = resultOf<TFeaturedList>(
      await send(cookie, 'POST', '/api/learn/featuredList/page_landing_pathway_submissions', {
        itemIds: [submission.id, 'lsu_424242'],
      }),
    );
    expect(saved.itemIds).toEqual([submission.id]);
  });
});
