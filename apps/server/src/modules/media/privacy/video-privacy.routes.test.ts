import type { TMembership, TRole } from '@questline/domain/roles';
import type { TVideo } from '@questline/domain/schemas/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../../test/openapi';
import { createTestApp, PUBLIC_URL, resultOf, sendAs, signIn, type TTestContext } from '../../../../test/test-app';
import { storeFile } from '../../files/files.service';
import { createUser } from '../../users/users.service';
import { upsertSubtitle } from '../subtitles/subtitles.repository';
import { videoStoragePrefix } from '../transcode/transcoder';
import { insertVideo } from '../transcode/videos.repository';
import { processUploadedVideo } from '../transcode/videos.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};

const PEOPLE: Record<string, { roles: TRole[]; memberships: TMembership[] }> = {
  learner: { roles: [], memberships: [] },
  creator: { roles: ['learnCreator'], memberships: [] },
};

/** A ready video with its HLS files in the file store, its uploaded source and an English subtitle file. */
type TServedVideo = { id: string; sourceUrl: string; subtitleUrl: string };
const PRIVATE_VIDEO: TServedVideo = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', sourceUrl: '', subtitleUrl: '' };
const PUBLIC_VIDEO: TServedVideo = { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', sourceUrl: '', subtitleUrl: '' };
const FAILED_VIDEO_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
let failedSourceId: string;

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=640x360\n360p/index.m3u8\n';
const SEGMENT = new Uint8Array([0, 0, 0, 8, 0x6d, 0x6f, 0x6f, 0x66]);

const seedVideo = async (video: TServedVideo, label: string) => {
  const deps = { db: ctx.db, fileStore: ctx.runtime.fileStore };
  const encoder = new TextEncoder();
  const source = await storeFile(deps, { kind: 'video', contentType: 'video/mp4', bytes: encoder.encode(label) });
  const subtitle = await storeFile(deps, {
    kind: 'subtitle',
    contentType: 'text/vtt',
    bytes: encoder.encode(`WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${label}\n`),
  });
  await insertVideo(ctx.db, {
    id: video.id,
    sourceFileId: source.id,
    status: 'ready',
    durationSeconds: 2,
    width: 640,
    height: 360,
    masterPlaylistKey: `${videoStoragePrefix(video.id)}/master.m3u8`,
  });
  await upsertSubtitle(ctx.db, {
    videoId: video.id,
    language: 'en',
    fileId: subtitle.id,
    uploadedBy: userIds.creator as string,
  });
  await ctx.runtime.fileStore.put(`${videoStoragePrefix(video.id)}/master.m3u8`, encoder.encode(MASTER));
  await ctx.runtime.fileStore.put(`${videoStoragePrefix(video.id)}/360p/seg_00001.m4s`, SEGMENT);
  video.sourceUrl = source.url;
  video.subtitleUrl = subtitle.url;
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, { roles, memberships }] of Object.entries(PEOPLE)) {
    const email = `${name}@example.test`;
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email, password: 'password-123', name, roles, memberships },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, email, 'password-123');
  }
  await seedVideo(PRIVATE_VIDEO, 'a video for members');
  await seedVideo(PUBLIC_VIDEO, 'a video for everyone');
  const failedSource = await storeFile(
    { db: ctx.db, fileStore: ctx.runtime.fileStore },
    { kind: 'video', contentType: 'video/mp4', bytes: new TextEncoder().encode('a video that failed once') },
  );
  failedSourceId = failedSource.id;
  await insertVideo(ctx.db, { id: FAILED_VIDEO_ID, sourceFileId: failedSourceId, status: 'failed', error: 'boom' });
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const errorKey = (response: { json: () => unknown }) => (response.json() as { error: { key: string } }).error.key;

/** PUT …/privacy as the editor sends it. */
const putPrivacy = (videoId: string, body: unknown, who?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/media/videos/${videoId}/privacy`,
    payload: JSON.stringify(body),
    headers: { origin: PUBLIC_URL, 'content-type': 'application/json', ...(who ? { cookie: cookies[who] } : {}) },
  });

/** Every file a player of the video asks for: HLS playlist and segment, the uploaded source, the subtitles. */
const filesOf = (video: TServedVideo) => [
  `/files/videos/${video.id}/master.m3u8`,
  `/files/videos/${video.id}/360p/seg_00001.m4s`,
  video.sourceUrl,
  video.subtitleUrl,
];

describe('PUT /api/media/videos/{id}/privacy', () => {
  it('asks anonymous visitors to sign in, whatever the body', async () => {
    for (const body of [{ isPrivate: true }, { isPrivate: 'yes' }]) {
      const response = await putPrivacy(PRIVATE_VIDEO.id, body);
      expect(response.statusCode).toBe(401);
      expect(errorKey(response)).toBe('auth_required');
    }
  });

  it('refuses a body without a boolean isPrivate', async () => {
    const cases: [unknown, string][] = [
      [{}, 'error_isRequired'],
      [{ isPrivate: null }, 'error_isRequired'],
      [{ isPrivate: 'yes' }, 'invalid_request'],
    ];
    for (const [body, key] of cases) {
      const response = await putPrivacy(PRIVATE_VIDEO.id, body, 'creator');
      expect(response.statusCode).toBe(400);
      expect(errorKey(response)).toBe(key);
    }
  });

  it('refuses learners, who may not write videos', async () => {
    const response = await putPrivacy(PRIVATE_VIDEO.id, { isPrivate: true }, 'learner');
    expect(response.statusCode).toBe(403);
    expect(errorKey(response)).toBe('forbidden');
  });

  it('answers not_found for a video that does not exist', async () => {
    const response = await putPrivacy('00000000-0000-4000-8000-000000000000', { isPrivate: true }, 'creator');
    expect(response.statusCode).toBe(404);
    expect(errorKey(response)).toBe('not_found');
  });

  it('marks a video private, which every read of it then answers', async () => {
    expect(resultOf<TVideo>(await send('GET', `/api/media/videos/${PRIVATE_VIDEO.id}`)).isPrivate).toBe(false);
    const marked = resultOf<TVideo>(await putPrivacy(PRIVATE_VIDEO.id, { isPrivate: true }, 'creator'));
    expect(marked).toMatchObject({ id: PRIVATE_VIDEO.id, status: 'ready', isPrivate: true });
    expect(marked.subtitleMap.en?.url).toBe(PRIVATE_VIDEO.subtitleUrl);
    const read = resultOf<TVideo>(await send('GET', `/api/media/videos/${PRIVATE_VIDEO.id}`));
    expect(read).toEqual(marked);
    const sourceId = PRIVATE_VIDEO.sourceUrl.slice('/files/'.length);
    expect(resultOf<TVideo>(await send('GET', `/api/media/files/${sourceId}/video`, 'creator'))).toEqual(marked);
  });

  it('keeps the privacy of a failed transcode for the one that replaces it', async () => {
    resultOf<TVideo>(await putPrivacy(FAILED_VIDEO_ID, { isPrivate: true }, 'creator'));
    const { id } = await processUploadedVideo({ db: ctx.db, fileStore: ctx.runtime.fileStore }, failedSourceId, {
      start: false,
    });
    expect(id).not.toBe(FAILED_VIDEO_ID);
    expect(resultOf<TVideo>(await send('GET', `/api/media/videos/${id}`))).toMatchObject({
      status: 'processing',
      isPrivate: true,
    });
  });
});

describe("a private video's files", () => {
  it('refuses anonymous requests with auth_required', async () => {
    resultOf<TVideo>(await putPrivacy(PRIVATE_VIDEO.id, { isPrivate: true }, 'creator'));
    for (const url of filesOf(PRIVATE_VIDEO)) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(errorKey(response)).toBe('auth_required');
    }
  });

  it('serves them to a signed-in learner, cached by the browser only', async () => {
    for (const url of filesOf(PRIVATE_VIDEO)) {
      const response = await send('GET', url, 'learner');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^private, /);
    }
    expect((await send('GET', `/files/videos/${PRIVATE_VIDEO.id}/master.m3u8`, 'learner')).body).toBe(MASTER);
    const range = await send('GET', PRIVATE_VIDEO.sourceUrl, 'learner', undefined, { range: 'bytes=0-4' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('a vid');
  });

  it("serves a public video's files to anyone, publicly cacheable", async () => {
    for (const url of filesOf(PUBLIC_VIDEO)) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^public, /);
    }
  });

  it('serves them to anyone again once the video is public', async () => {
    const made = resultOf<TVideo>(await putPrivacy(PRIVATE_VIDEO.id, { isPrivate: false }, 'creator'));
    expect(made.isPrivate).toBe(false);
    for (const url of filesOf(PRIVATE_VIDEO)) expect((await send('GET', url)).statusCode, url).toBe(200);
  });
});

it('documents the privacy route and isPrivate in OpenAPI', async () => {
  const { paths } = await openApiDocument(ctx.app);
  const put = paths['/api/media/videos/{id}/privacy']?.put;
  expect(put?.tags).toEqual(['media']);
  expect(JSON.stringify(put?.requestBody)).toContain('isPrivate');
  expect(JSON.stringify(paths['/api/media/videos/{id}']?.get?.responses['200'])).toContain('isPrivate');
});
