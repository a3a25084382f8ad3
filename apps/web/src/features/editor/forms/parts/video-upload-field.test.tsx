import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubXhr, type TXhrAnswer as TAnswer } from '../../../../test/fake-xhr';
import { defaultSiteSettings } from '../../../../test/render';
import { renderForm, seriousAxeViolations } from './test-harness';
import { VideoUploadField } from './video-upload-field';

afterEach(() => {
  vi.unstubAllGlobals();
  // tus keeps an unfinished upload's address here, to resume it: each test starts without one.
  localStorage.clear();
});

/** The tus server's answer to a creation: 201 with the new upload's address. */
const created = (location = '/api/media/uploads/u1'): TAnswer => ({
  status: 201,
  headers: { location, 'tus-resumable': '1.0.0' },
});

const schema = z.object({ previousVideoId: z.string().nullable() });

const renderField = (value: string | null = null) =>
  renderForm(
    schema,
    { previousVideoId: value },
    <VideoUploadField name="previousVideoId" label="Previous recording" description="The last session, recorded." />,
  );

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const SIZE = 100;
const webm = () => {
  const bytes = new Uint8Array(SIZE);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return new File([bytes], 'recording.webm', { type: 'video/webm', lastModified: 1_700_000_000_000 });
};
const decodeMetadata = (header: string) =>
  Object.fromEntries(
    header.split(',').map((pair) => {
      const [key, value = ''] = pair.split(' ');
      return [key, atob(value)];
    }),
  );

it('uploads the chosen video resumably with progress, keeps its id and previews it', async () => {
  const xhr = stubXhr();
  const view = renderField();
  const group = screen.getByRole('group', { name: 'Previous recording' });
  expect(within(group).getByText('No video chosen.')).toBeTruthy();
  expect(fileInput(view.container).accept).toBe('video/mp4,video/webm,video/quicktime');

  await userEvent.upload(fileInput(view.container), webm());
  const creation = await xhr.next();
  const [post] = xhr.sent;
  expect(post).toMatchObject({ method: 'POST', url: '/api/media/uploads' });
  expect(post?.headers['tus-resumable']).toBe('1.0.0');
  expect(post?.headers['upload-length']).toBe(String(SIZE));
  expect(decodeMetadata(post?.headers['upload-metadata'] ?? '')).toEqual({
    kind: 'video',
    filename: 'recording.webm',
    filetype: 'video/webm',
  });
  creation.answer(created());

  const request = await xhr.next();
  expect(xhr.sent[1]).toMatchObject({ method: 'PATCH', url: '/api/media/uploads/u1' });
  expect(xhr.sent[1]?.headers['upload-offset']).toBe('0');
  expect(xhr.sent[1]?.headers['content-type']).toBe('application/offset+octet-stream');
  expect((xhr.sent[1]?.body as Blob | undefined)?.size).toBe(SIZE);
  request.progress(30, SIZE);
  const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
  await waitFor(() => expect(progress.getAttribute('value')).toBe('30'));
  expect(screen.getByText('Uploading… 30%')).toBeTruthy();

  request.answer({
    status: 204,
    headers: { 'upload-offset': String(SIZE), 'upload-file-id': 'abc.webm', 'upload-file-url': '/files/abc.webm' },
  });
  const preview = await screen.findByLabelText('Preview of the uploaded video');
  expect(preview.tagName).toBe('VIDEO');
  expect(preview.getAttribute('src')).toBe('/files/abc.webm');
  expect(preview.hasAttribute('controls')).toBe(true);
  expect(preview.getAttribute('preload')).toBe('metadata');
  expect(view.values().previousVideoId).toBe('abc.webm');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Video uploaded.');
  expect(screen.getByRole('button', { name: 'Replace video' })).toBeTruthy();
  expect(await seriousAxeViolations(view.container)).toEqual([]);
});

it('resumes an interrupted upload from the offset the server has when the file is chosen again', async () => {
  vi.stubGlobal('navigator', { ...navigator, onLine: false });
  const xhr = stubXhr();
  const view = renderField();
  await userEvent.upload(fileInput(view.container), webm());
  (await xhr.next()).answer(created('/api/media/uploads/u2'));
  const cut = await xhr.next();
  cut.progress(40, SIZE);
  cut.fail();
  expect((await screen.findByRole('alert')).textContent).not.toMatch(/^$|errors\./);
  expect(view.values().previousVideoId).toBeNull();

  await userEvent.upload(fileInput(view.container), webm());
  const offset = await xhr.next();
  expect(xhr.sent[2]).toMatchObject({ method: 'HEAD', url: '/api/media/uploads/u2' });
  offset.answer({ status: 200, headers: { 'upload-offset': '40', 'upload-length': String(SIZE) } });
  const rest = await xhr.next();
  expect(xhr.sent[3]).toMatchObject({ method: 'PATCH', url: '/api/media/uploads/u2' });
  expect(xhr.sent[3]?.headers['upload-offset']).toBe('40');
  expect((xhr.sent[3]?.body as Blob | undefined)?.size).toBe(SIZE - 40);
  rest.answer({ status: 204, headers: { 'upload-offset': String(SIZE), 'upload-file-id': 'def.webm' } });
  await waitFor(() => expect(view.values().previousVideoId).toBe('def.webm'));
  expect(screen.getByLabelText('Preview of the uploaded video').getAttribute('src')).toBe('/files/def.webm');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows a stored video and removes it', async () => {
  stubXhr();
  const view = renderField('stored.mp4');
  expect(screen.getByLabelText('Preview of the uploaded video').getAttribute('src')).toBe('/files/stored.mp4');
  await userEvent.click(screen.getByRole('button', { name: 'Remove video' }));
  expect(view.values().previousVideoId).toBeNull();
  expect(screen.queryByLabelText('Preview of the uploaded video')).toBeNull();
  expect(screen.getByRole('button', { name: 'Upload video' })).toBeTruthy();
});

it('shows the refusal from the catalogue and keeps the value', async () => {
  const xhr = stubXhr();
  const view = renderField();
  await userEvent.upload(fileInput(view.container), webm());
  (await xhr.next()).answer(created());
  (await xhr.next()).answer({ status: 415, body: { error: { key: 'upload_InvalidParameter_forbidden_file_type' } } });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('This type of file cannot be uploaded.');
  expect(screen.getByRole('button', { name: 'Upload video' }).getAttribute('aria-describedby')).toContain(alert.id);
  expect(view.values().previousVideoId).toBeNull();
});

it('shows the size refusal the server answers at creation', async () => {
  const xhr = stubXhr();
  const view = renderField();
  await userEvent.upload(fileInput(view.container), webm());
  (await xhr.next()).answer({
    status: 413,
    body: { error: { key: 'upload_InvalidParameter_attachment_too_large_1_GB' } },
  });
  expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 1 GB.');
  expect(xhr.sent.map((request) => request.method)).toEqual(['POST']);
});

it('refuses a file over 1 GB before sending it', async () => {
  const xhr = stubXhr();
  const view = renderField();
  const huge = webm();
  Object.defineProperty(huge, 'size', { value: 1024 ** 3 + 1 });
  await userEvent.upload(fileInput(view.container), huge);
  expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 1 GB.');
  expect(xhr.sent).toEqual([]);
});

it('answers a failed connection with a message, not a crash', async () => {
  vi.stubGlobal('navigator', { ...navigator, onLine: false });
  const xhr = stubXhr();
  const view = renderField();
  await userEvent.upload(fileInput(view.container), webm());
  (await xhr.next()).fail();
  expect((await screen.findByRole('alert')).textContent).not.toMatch(/^$|errors\./);
  expect(view.values().previousVideoId).toBeNull();
});

it('says that video uploads are off on a server without ffmpeg, and offers no upload', async () => {
  const xhr = stubXhr();
  const view = renderForm(
    schema,
    { previousVideoId: 'v1' },
    <VideoUploadField name="previousVideoId" label="Previous recording" />,
    {
      siteSettings: { ...defaultSiteSettings(), videoTranscoding: false },
    },
  );
  const replace = screen.getByRole('button', { name: 'Replace video' });
  expect(replace.hasAttribute('disabled')).toBe(true);
  const description = document.getElementById(replace.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
  expect(description?.textContent).toContain('Video uploads are off on this server');
  expect(description?.textContent).not.toContain('up to 1 GB');
  // The video already chosen can still be taken out.
  await userEvent.click(screen.getByRole('button', { name: 'Remove video' }));
  expect(view.values().previousVideoId).toBeNull();
  expect(xhr.sent).toEqual([]);
  expect(await seriousAxeViolations(view.container)).toEqual([]);
});
