import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, injectMultipart, PUBLIC_URL, signIn, type TTestContext } from '../../../../test/test-app';
import { createUser } from '../../users/users.service';

/** A server started without ffmpeg: it runs, says so in its site settings, and takes no video. */
let ctx: TTestContext;
let creator: string;
beforeAll(async () => {
  ctx = await createTestApp({}, { videoTranscoding: false });
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'creator@off.test', password: 'creator-password', name: 'Cy Creator', roles: ['learnCreator'] },
  );
  creator = await signIn(ctx.app, 'creator@off.test', 'creator-password');
});
afterAll(() => ctx.close());

const tusCreation = (kind: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/media/uploads',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '100',
      'upload-metadata': `kind ${Buffer.from(kind).toString('base64')},filename ${Buffer.from('a.bin').toString('base64')}`,
      origin: PUBLIC_URL,
      cookie: creator,
    },
  });

it('tells the web app that videos are not transcoded', async () => {
  const settings = await ctx.app.inject({ method: 'GET', url: '/api/site/settings' });
  expect(settings.json().result.videoTranscoding).toBe(false);
});

it('refuses a video upload with 503 video_transcoding_unavailable, resumable or not, and takes other files', async () => {
  const video = await tusCreation('video');
  expect([video.statusCode, JSON.parse(video.body)]).toEqual([
    503,
    { error: { key: 'video_transcoding_unavailable' } },
  ]);
  expect((await tusCreation('attachment')).statusCode).toBe(201);

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' }), 'a.webm');
  const multipart = await injectMultipart(ctx.app, '/api/media/videos', form, creator);
  expect([multipart.statusCode, multipart.json()]).toEqual([503, { error: { key: 'video_transcoding_unavailable' } }]);
});
