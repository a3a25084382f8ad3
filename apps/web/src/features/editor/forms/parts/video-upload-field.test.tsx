import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderForm, seriousAxeViolations } from './test-harness';
import { VideoUploadField } from './video-upload-field';

afterEach(() => {
  vi.unstubAllGlobals();
});

type TAnswer = { status: number; body: unknown };

/** An XMLHttpRequest double: records each send, reports upload progress, then answers what the test queued. */
const stubXhr = () => {
  const sent: { method: string; url: string; file: FormDataEntryValue | null }[] = [];
  const pending: FakeXhr[] = [];
  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    responseType = '';
    withCredentials = false;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, file: body.get('file') });
      pending.push(this);
    }
    progress(loaded: number, total: number) {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
    }
    answer({ status, body }: TAnswer) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.dispatchEvent(new Event('load'));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, next: () => pending.shift() as FakeXhr };
};

const schema = z.object({ previousVideoId: z.string().nullable() });

const renderField = (value: string | null = null) =>
  renderForm(
    schema,
    { previousVideoId: value },
    <VideoUploadField name="previousVideoId" label="Previous recording" description="The last session, recorded." />,
  );

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const webm = () =>
  new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], 'recording.webm', { type: 'video/webm' });

it('uploads the chosen video with progress, keeps its id and previews it', async () => {
  const xhr = stubXhr();
  const view = renderField();
  const group = screen.getByRole('group', { name: 'Previous recording' });
  expect(within(group).getByText('No video chosen.')).toBeTruthy();
  expect(fileInput(view.container).accept).toBe('video/mp4,video/webm,video/quicktime');

  await userEvent.upload(fileInput(view.container), webm());
  expect(xhr.sent).toEqual([{ method: 'POST', url: '/api/media/videos', file: expect.any(File) }]);
  const request = xhr.next();
  request.progress(30, 100);
  const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
  await waitFor(() => expect(progress.getAttribute('value')).toBe('30'));
  expect(screen.getByText('Uploading… 30%')).toBeTruthy();

  request.answer({ status: 200, body: { result: { id: 'abc.webm', url: '/files/abc.webm' } } });
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
  xhr.next().answer({ status: 400, body: { error: { key: 'upload_InvalidParameter_forbidden_file_type' } } });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('This type of file cannot be uploaded.');
  expect(screen.getByRole('button', { name: 'Upload video' }).getAttribute('aria-describedby')).toContain(alert.id);
  expect(view.values().previousVideoId).toBeNull();
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
  const xhr = stubXhr();
  const view = renderField();
  await userEvent.upload(fileInput(view.container), webm());
  xhr.next().dispatchEvent(new Event('error'));
  expect((await screen.findByRole('alert')).textContent).not.toMatch(/^$|errors\./);
  expect(view.values().previousVideoId).toBeNull();
});
