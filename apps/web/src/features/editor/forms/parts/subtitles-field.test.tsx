import type { TVideo } from '@questline/domain/schemas/media';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SubtitlesField } from './subtitles-field';
import { renderForm, seriousAxeViolations, stubFetch } from './test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FILE_ID = '0123456789abcdef0123456789abcdef.mp4';
const VIDEO: TVideo = {
  id: '5d1c0a4e-3f2b-4c8d-9e7f-1a2b3c4d5e6f',
  status: 'processing',
  duration: null,
  width: null,
  height: null,
  playlist: null,
  thumbnail: null,
  poster: null,
  subtitleMap: {},
  isPrivate: false,
};
const GERMAN = { language: 'de' as const, url: '/files/fedcba9876543210fedcba9876543210.vtt' };

/** An XMLHttpRequest double for the subtitle PUT: records it, reports progress, answers what the test says. */
const stubXhr = () => {
  const sent: { method: string; url: string; type: string | undefined; body: unknown; xhr: FakeXhr }[] = [];
  class FakeXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {}
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, type: this.headers['content-type'], body, xhr: this });
    }
    progress(loaded: number, total: number) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
    answer(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};

const renderField = () => {
  const { fetchStub } = stubFetch((url) => (url.pathname === `/api/media/files/${FILE_ID}/video` ? VIDEO : undefined));
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return renderForm(z.object({}), {}, <SubtitlesField fileId={FILE_ID} />);
};

const vttFile = () =>
  new File(['WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHallo\n'], 'arena.de.vtt', { type: 'text/vtt' });

it("shows the video's state and uploads subtitles for the chosen language with progress", async () => {
  const sent = stubXhr();
  const { container } = renderField();
  expect(await screen.findByText('The video is processing. It plays on the page once it is ready.')).toBeTruthy();
  expect(screen.getByText('No subtitles yet.')).toBeTruthy();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subtitle language' }), 'de');
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, vttFile());

  await waitFor(() => expect(sent).toHaveLength(1));
  const [request] = sent;
  expect(request).toMatchObject({ method: 'PUT', url: `/api/media/videos/${VIDEO.id}/subtitles/de`, type: 'text/vtt' });
  expect(request?.body).toBeInstanceOf(File);
  expect((request?.body as File | undefined)?.name).toBe('arena.de.vtt');
  request?.xhr.progress(50, 100);
  expect(await screen.findByText('Uploading subtitles… 50%')).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: 'Subtitle upload progress' })).toBeTruthy();
  request?.xhr.answer(200, { result: { ...VIDEO, subtitleMap: { de: GERMAN } } });

  expect(await screen.findByRole('button', { name: 'Remove German subtitles' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'German' }).getAttribute('href')).toBe(GERMAN.url);
  expect(screen.getByText('German subtitles saved.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Replace German subtitles' })).toBeTruthy();
  expect(await seriousAxeViolations(container)).toEqual([]);
});

it("shows the server's refusal from the error catalogue, and refuses a file past 1 MB before sending it", async () => {
  const sent = stubXhr();
  const { container } = renderField();
  await screen.findByText('No subtitles yet.');
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['just some notes'], 'notes.vtt', { type: 'text/vtt' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  sent[0]?.xhr.answer(400, { error: { key: 'subtitle_InvalidParameter_not_webvtt' } });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This file is not WebVTT subtitles: a .vtt file starts with WEBVTT and holds timed cues.',
  );

  await userEvent.upload(input, new File(['WEBVTT'], 'long.vtt', { type: 'text/vtt' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  sent[1]?.xhr.answer(400, { error: { key: 'subtitle_InvalidParameter_too_many_cues', params: { max: 10000 } } });
  expect((await screen.findByRole('alert')).textContent).toBe('Subtitle files can hold at most 10000 cues.');

  await userEvent.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'huge.vtt', { type: 'text/vtt' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Subtitle files can be at most 1 MB.');
  expect(sent).toHaveLength(2);
});
