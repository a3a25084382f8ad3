import { SUBTITLE_MAX_CUES } from '@questline/domain/media-constants';
import type { TMembership, TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { HLS_CONTENT_TYPE, type TVideo, type TVideoContent } from '@questline/domain/schemas/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../../test/openapi';
import { createTestApp, PUBLIC_URL, resultOf, sendAs, signIn, type TTestContext } from '../../../../test/test-app';
import { createItem, publishItem } from '../../content/content.service';
import { findFile } from '../../files/files.repository';
import { storeFile } from '../../files/files.service';
import { createUser } from '../../users/users.service';
import { videoEventsOf } from '../events/video-events.repository';
import { insertVideo } from '../transcode/videos.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let sourceFileId: string;
const VIDEO_ID = '7e0c2d4a-5b6f-4a1e-8c3d-2f1e0a9b8c7d';
const OTHER_SOURCE_VIDEO_ID = '8f1d3e5b-6c7a-4b2f-9d4e-3a2f1b0c9d8e';

const PEOPLE: Record<string, { roles: TRole[]; memberships: TMembership[] }> = {
  learner: { roles: [], memberships: [] },
  premium: { roles: [], memberships: ['premium'] },
  creator: { roles: ['learnCreator'], memberships: [] },
};

const ENGLISH =
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome to the arena.\n\n00:00:02.000 --> 00:00:04.000\nRoll the ball.\n';
const GERMAN = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWillkommen in der Arena.\n';

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
  const deps = { db: ctx.db, fileStore: ctx.runtime.fileStore };
  const source = await storeFile(deps, {
    kind: 'video',
    contentType: 'video/mp4',
    bytes: new TextEncoder().encode('an overview video'),
  });
  sourceFileId = source.id;
  const poster = await storeFile(deps, {
    kind: 'image',
    contentType: 'image/jpeg',
    bytes: new TextEncoder().encode('a poster'),
    width: 320,
    height: 180,
  });
  await insertVideo(ctx.db, {
    id: VIDEO_ID,
    sourceFileId,
    status: 'ready',
    durationSeconds: 4,
    width: 640,
    height: 360,
    masterPlaylistKey: `videos/${VIDEO_ID}/master.m3u8`,
    posterFileId: poster.id,
    thumbnailFileId: poster.id,
  });
  const other = await storeFile(deps, { kind: 'video', contentType: 'video/webm', bytes: new Uint8Array([1, 2, 3]) });
  await insertVideo(ctx.db, { id: OTHER_SOURCE_VIDEO_ID, sourceFileId: other.id, status: 'processing' });
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);

/** A WebVTT file of `count` half-second cues, one a second (hours written out: past an hour they need them). */
const cues = (count: number) => {
  const time = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 23);
  const blocks = Array.from({ length: count }, (_, index) => `${time(index)} --> ${time(index + 0.5)}\nLine ${index}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
};
const errorKey = (response: { json: () => unknown }) => (response.json() as { error: { key: string } }).error.key;

/** PUT …/subtitles/{language} with the file as its body, as the editor sends it. */
const putSubtitle = (
  videoId: string,
  language: string,
  body: string | Uint8Array,
  who?: string,
  contentType = 'text/vtt',
) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/media/videos/${videoId}/subtitles/${language}`,
    payload: typeof body === 'string' ? body : Buffer.from(body),
    headers: { origin: PUBLIC_URL, 'content-type': contentType, ...(who ? { cookie: cookies[who] } : {}) },
  });
const deleteSubtitle = (videoId: string, language: string, who?: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/media/videos/${videoId}/subtitles/${language}`,
    headers: { origin: PUBLIC_URL, ...(who ? { cookie: cookies[who] } : {}) },
  });

describe('PUT /api/media/videos/{id}/subtitles/{language}', () => {
  it('asks anonymous visitors to sign in', async () => {
    const response = await putSubtitle(VIDEO_ID, 'en', ENGLISH);
    expect(response.statusCode).toBe(401);
    expect(errorKey(response)).toBe('auth_required');
  });

  it.each([
    ['no WEBVTT header', 'Welcome to the arena.\n'],
    ['an SRT file', '1\n00:00:00,000 --> 00:00:02,000\nWelcome\n'],
    ['a header without cues', 'WEBVTT\n\n'],
    ['a broken cue time', 'WEBVTT\n\n00:00:0x.000 --> 00:00:02.000\nWelcome\n'],
  ])('refuses %s with subtitle_InvalidParameter_not_webvtt', async (_name, body) => {
    const response = await putSubtitle(VIDEO_ID, 'en', body, 'creator');
    expect(response.statusCode).toBe(400);
    expect(errorKey(response)).toBe('subtitle_InvalidParameter_not_webvtt');
  });

  it('refuses a PNG labelled as subtitles, an empty body, a file past 1 MB, another type and an unknown language', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(errorKey(await putSubtitle(VIDEO_ID, 'en', png, 'creator'))).toBe('subtitle_InvalidParameter_not_webvtt');
    expect(errorKey(await putSubtitle(VIDEO_ID, 'en', '', 'creator'))).toBe('subtitle_InvalidParameter_not_webvtt');
    const big = await putSubtitle(VIDEO_ID, 'en', ENGLISH.padEnd(1024 * 1024 + 10, ' '), 'creator');
    expect(big.statusCode).toBe(413);
    expect(errorKey(big)).toBe('subtitle_InvalidParameter_too_large_1_MB');
    const json = await putSubtitle(VIDEO_ID, 'en', JSON.stringify({ text: ENGLISH }), 'creator', 'application/json');
    expect(json.statusCode).toBe(400);
    const unknown = await putSubtitle(VIDEO_ID, 'xx', ENGLISH, 'creator');
    expect(unknown.statusCode).toBe(404);
    expect(errorKey(unknown)).toBe('not_found');
  });

  it(`refuses a file of more than ${SUBTITLE_MAX_CUES} cues with subtitle_InvalidParameter_too_many_cues`, async () => {
    const over = await putSubtitle(VIDEO_ID, 'fr', cues(SUBTITLE_MAX_CUES + 1), 'creator');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      error: { key: 'subtitle_InvalidParameter_too_many_cues', params: { max: SUBTITLE_MAX_CUES } },
    });
    expect(resultOf<TVideo>(await send('GET', `/api/media/videos/${VIDEO_ID}`)).subtitleMap.fr).toBeUndefined();
    const atCap = await putSubtitle(VIDEO_ID, 'fr', cues(SUBTITLE_MAX_CUES), 'creator');
    expect(atCap.statusCode).toBe(200);
    expect(resultOf<TVideo>(atCap).subtitleMap.fr?.language).toBe('fr');
    expect((await deleteSubtitle(VIDEO_ID, 'fr', 'creator')).statusCode).toBe(200);
  });

  it('refuses learners, who may not write videos', async () => {
    const response = await putSubtitle(VIDEO_ID, 'en', ENGLISH, 'learner');
    expect(response.statusCode).toBe(403);
    expect(errorKey(response)).toBe('forbidden');
  });

  it('answers not_found for a video that does not exist', async () => {
    const response = await putSubtitle('00000000-0000-4000-8000-000000000000', 'en', ENGLISH, 'creator');
    expect(response.statusCode).toBe(404);
  });

  it('stores subtitles per language, replaces them, serves them and removes them', async () => {
    const added = resultOf<TVideo>(await putSubtitle(VIDEO_ID, 'en', ENGLISH, 'creator'));
    const english = added.subtitleMap.en;
    expect(english).toEqual({ url: expect.stringMatching(/^\/files\/[a-f0-9]{32}\.vtt$/), language: 'en' });
    const served = await send('GET', english?.url as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('text/vtt');
    expect(served.body).toBe(ENGLISH);
    expect(await findFile(ctx.db, english?.url.slice('/files/'.length) as string)).toMatchObject({
      kind: 'subtitle',
      contentType: 'text/vtt',
    });

    const withGerman = resultOf<TVideo>(await putSubtitle(VIDEO_ID, 'de', GERMAN, 'creator'));
    expect(Object.keys(withGerman.subtitleMap).sort()).toEqual(['de', 'en']);
    const replaced = resultOf<TVideo>(
      await putSubtitle(VIDEO_ID, 'en', ENGLISH.replace('Roll the ball.', 'Roll it.'), 'creator'),
    );
    expect(replaced.subtitleMap.en?.url).not.toBe(english?.url);
    expect(replaced.subtitleMap.de).toEqual(withGerman.subtitleMap.de);

    // Every read of the video answers them: by id, and by the uploaded file the editors hold.
    const read = resultOf<TVideo>(await send('GET', `/api/media/videos/${VIDEO_ID}`));
    expect(read.subtitleMap).toEqual(replaced.subtitleMap);
    const bySource = resultOf<TVideo>(await send('GET', `/api/media/files/${sourceFileId}/video`, 'creator'));
    expect(bySource).toEqual(read);

    const removal = await deleteSubtitle(VIDEO_ID, 'de');
    expect(removal.statusCode).toBe(401);
    expect((await deleteSubtitle(VIDEO_ID, 'de', 'learner')).statusCode).toBe(403);
    const removed = resultOf<TVideo>(await deleteSubtitle(VIDEO_ID, 'de', 'creator'));
    expect(Object.keys(removed.subtitleMap)).toEqual(['en']);
    expect((await deleteSubtitle(VIDEO_ID, 'de', 'creator')).statusCode).toBe(404);
  });

  it('takes subtitles for a video still processing', async () => {
    const video = resultOf<TVideo>(await putSubtitle(OTHER_SOURCE_VIDEO_ID, 'ja', ENGLISH, 'creator'));
    expect(video.status).toBe('processing');
    expect(video.subtitleMap.ja?.language).toBe('ja');
  });
});

describe('GET /api/media/files/{fileId}/video', () => {
  it('answers not_found for a file without a video and for a malformed id', async () => {
    expect((await send('GET', '/api/media/files/0123456789abcdef0123456789abcdef.mp4/video')).statusCode).toBe(404);
    expect((await send('GET', '/api/media/files/..%2Fetc/video')).statusCode).toBe(404);
  });
});

describe('the overview video on detail reads', () => {
  it("answers the overview video's transcode with its subtitles, and its title", async () => {
    await putSubtitle(VIDEO_ID, 'en', ENGLISH, 'creator');
    const tutorial = await createItem(ctx.db, {
      type: 'tutorial',
      actorId: null,
      document: {
        title: 'Roll a ball',
        description: richTextFromParagraphs(['Roll it.']),
        overviewVideoId: sourceFileId,
        overviewVideoTitle: '',
      },
    });
    await publishItem(ctx.db, { id: tutorial.id, actorId: null });
    const item = resultOf<{ overviewVideo: TVideoContent }>(
      await send('GET', `/api/learn/tutorial/ltu_${tutorial.id}`),
    );
    expect(item.overviewVideo).toMatchObject({
      id: sourceFileId,
      url: `/files/${sourceFileId}`,
      title: 'Roll a ball',
      video: {
        id: VIDEO_ID,
        status: 'ready',
        playlist: { url: `/files/videos/${VIDEO_ID}/master.m3u8`, contentType: HLS_CONTENT_TYPE },
        subtitleMap: { en: { language: 'en' } },
      },
    });
    // Without an overview video there is none.
    const plain = await createItem(ctx.db, {
      type: 'tutorial',
      actorId: null,
      document: { title: 'No video', description: richTextFromParagraphs(['Just text.']) },
    });
    await publishItem(ctx.db, { id: plain.id, actorId: null });
    expect(
      resultOf<{ overviewVideo: unknown }>(await send('GET', `/api/learn/tutorial/ltu_${plain.id}`)).overviewVideo,
    ).toBeNull();
  });

  it("answers a pathway's completion video the same way, titled after the pathway when it names none", async () => {
    const pathway = await createItem(ctx.db, {
      type: 'pathway',
      actorId: null,
      document: {
        title: 'Make games',
        description: richTextFromParagraphs(['Ship one.']),
        completeVideoId: sourceFileId,
      },
    });
    await publishItem(ctx.db, { id: pathway.id, actorId: null });
    const item = resultOf<{ overviewVideo: unknown; completeVideo: TVideoContent }>(
      await send('GET', `/api/learn/pathway/lpw_${pathway.id}`),
    );
    expect(item.overviewVideo).toBeNull();
    expect(item.completeVideo).toMatchObject({ id: sourceFileId, title: 'Make games', video: { id: VIDEO_ID } });
  });
});

describe('POST /api/tracking/video', () => {
  const data = {
    id: VIDEO_ID,
    videoUrl: `/files/videos/${VIDEO_ID}/master.m3u8`,
    playerId: 'overview-ltu_1',
    videoLength: 4,
    caption: true,
    captionLanguage: 'en',
    stopLength: null,
    engagementType: null,
    language: 'en',
    fullScreen: false,
    playbackSpeed: 1,
  };

  it('asks anonymous viewers to sign in: they are not tracked', async () => {
    const response = await send('POST', '/api/tracking/video', undefined, { events: [{ type: 'start', data }] });
    expect(response.statusCode).toBe(401);
  });

  it('refuses events that do not follow the §3.12 data', async () => {
    const response = await send('POST', '/api/tracking/video', 'learner', {
      events: [{ type: 'engagement', data }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: 'events.0.data.engagementType', key: 'error_isRequired' }]);
    expect((await send('POST', '/api/tracking/video', 'learner', { events: [] })).statusCode).toBe(400);
  });

  it('stores a batch with the premium state read from the session, never from the client', async () => {
    const events = [
      { type: 'start', data: { ...data, userPremium: false } },
      { type: 'engagement', data: { ...data, engagementType: 'playback_speed', playbackSpeed: 1.5 } },
      { type: 'stop', data: { ...data, stopLength: 3.5 } },
    ];
    expect(resultOf(await send('POST', '/api/tracking/video', 'premium', { events }))).toEqual({ stored: 3 });
    const stored = (await videoEventsOf(ctx.db, userIds.premium as string)).reverse();
    expect(stored.map((row) => [row.type, row.eventType, row.data.event, row.data.userPremium])).toEqual([
      ['video', 'learn', 'start', true],
      ['video', 'learn', 'engagement', true],
      ['video', 'learn', 'stop', true],
    ]);
    expect(stored[1]?.data).toMatchObject({ engagementType: 'playback_speed', playbackSpeed: 1.5 });
    expect(stored[2]?.data).toMatchObject({ stopLength: 3.5, videoLength: 4, captionLanguage: 'en' });

    await send('POST', '/api/tracking/video', 'learner', { events: [{ type: 'start', data }] });
    const [learnerEvent] = await videoEventsOf(ctx.db, userIds.learner as string);
    expect(learnerEvent?.data.userPremium).toBe(false);
  });
});

it('documents the subtitle, video-of-file and tracking routes in OpenAPI', async () => {
  const { paths } = await openApiDocument(ctx.app);
  expect(paths['/api/media/videos/{id}/subtitles/{language}']?.put?.tags).toEqual(['media']);
  expect(paths['/api/media/videos/{id}/subtitles/{language}']?.delete?.responses['200']).toBeDefined();
  expect(paths['/api/media/files/{fileId}/video']?.get?.responses['200']).toBeDefined();
  expect(paths['/api/tracking/video']?.post?.requestBody).toBeDefined();
  const video = paths['/api/media/videos/{id}']?.get?.responses['200'];
  expect(JSON.stringify(video)).toContain('subtitleMap');
});
