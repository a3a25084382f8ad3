import { afterEach, expect, it, vi } from 'vitest';
import { stubXhr } from '../test/fake-xhr';
import { ApiError } from './client';
import { readUploadAnswer, uploadForm, uploadImage, uploadPercent } from './upload';

afterEach(() => vi.unstubAllGlobals());

const refusal = (status: number, text: string) => {
  try {
    readUploadAnswer(status, text);
  } catch (error) {
    return error instanceof ApiError ? { key: error.key, status: error.status, detail: error.detail } : error;
  }
  throw new Error('no refusal');
};

it('answers the result of a 2xx {result} body', () => {
  expect(readUploadAnswer(200, JSON.stringify({ result: { id: 'a.png', url: '/files/a.png' } }))).toEqual({
    id: 'a.png',
    url: '/files/a.png',
  });
});

it("refuses with the body's catalogue key, status and detail, whatever the status", () => {
  const fields = [{ path: 'file', key: 'error_isRequired' }];
  expect(refusal(400, JSON.stringify({ error: { key: 'error_isRequired', fields } }))).toEqual({
    key: 'error_isRequired',
    status: 400,
    detail: { fields },
  });
  expect(refusal(415, JSON.stringify({ error: { key: 'upload_InvalidParameter_forbidden_file_type' } }))).toEqual({
    key: 'upload_InvalidParameter_forbidden_file_type',
    status: 415,
    detail: {},
  });
  expect(refusal(401, JSON.stringify({ error: { key: 'auth_required' } }))).toMatchObject({ key: 'auth_required' });
});

it('reads 401, 403 and 413 without a catalogue body as the keys the server gives those statuses', () => {
  expect(refusal(401, '')).toMatchObject({ key: 'auth_required', status: 401 });
  expect(refusal(403, '<html>Forbidden</html>')).toMatchObject({ key: 'forbidden', status: 403 });
  expect(refusal(413, '<html>413 Request Entity Too Large</html>')).toMatchObject({
    key: 'payload_too_large',
    status: 413,
  });
});

it('reads any other answer without a {result} or {error} as internal_error', () => {
  expect(refusal(502, 'Bad gateway')).toMatchObject({ key: 'internal_error', status: 502 });
  expect(refusal(200, 'not json')).toMatchObject({ key: 'internal_error', status: 200 });
  expect(refusal(200, JSON.stringify({ something: 'else' }))).toMatchObject({ key: 'internal_error', status: 200 });
});

it('posts the form, reports the bytes sent and answers the result', async () => {
  const xhr = stubXhr();
  const progress: { loaded: number; total: number }[] = [];
  const file = new File(['png'], 'scene.png', { type: 'image/png' });
  const answer = uploadImage(file, { onProgress: (sent) => progress.push(sent) });
  const request = await xhr.next();
  expect(xhr.sent[0]).toMatchObject({
    method: 'POST',
    url: '/api/media/images',
    headers: { accept: 'application/json' },
  });
  expect(xhr.sent[0]?.headers['content-type']).toBeUndefined();
  expect(((xhr.sent[0]?.body as FormData | undefined)?.get('file') as File | undefined)?.name).toBe('scene.png');
  request.progress(25, 100);
  request.progress(100, 100);
  request.answer({ status: 200, body: { result: { id: 'c.png', url: '/files/c.png', width: 4, height: 3 } } });
  await expect(answer).resolves.toEqual({ id: 'c.png', url: '/files/c.png', width: 4, height: 3 });
  expect(progress).toEqual([
    { loaded: 25, total: 100 },
    { loaded: 100, total: 100 },
  ]);
  expect(progress.map(uploadPercent)).toEqual([25, 100]);
});

it('refuses with the ApiError of the answer, and a failed connection with internal_error and status 0', async () => {
  const xhr = stubXhr();
  const refused = uploadForm('/api/media/images', new FormData());
  (await xhr.next()).answer({ status: 413, body: { error: { key: 'payload_too_large' } } });
  await expect(refused).rejects.toMatchObject({ name: 'ApiError', key: 'payload_too_large', status: 413 });

  const cut = uploadForm('/api/media/images', new FormData());
  (await xhr.next()).fail();
  await expect(cut).rejects.toMatchObject({ name: 'ApiError', key: 'internal_error', status: 0 });
});

it('aborts through the signal with an AbortError, and sends nothing when already aborted', async () => {
  const xhr = stubXhr();
  const controller = new AbortController();
  const upload = uploadForm('/api/media/images', new FormData(), { signal: controller.signal });
  await xhr.next();
  controller.abort();
  await expect(upload).rejects.toMatchObject({ name: 'AbortError' });

  await expect(uploadForm('/x', new FormData(), { signal: AbortSignal.abort() })).rejects.toMatchObject({
    name: 'AbortError',
  });
  expect(xhr.sent).toHaveLength(1);
});
