import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { stubXhr } from '../../test/fake-xhr';
import { doc, latestDoc, paragraph, renderRichText } from '../../test/rich-text';

afterEach(() => {
  vi.unstubAllGlobals();
  // tus keeps an unfinished upload's address here, to resume it: each test starts without one.
  localStorage.clear();
});

const id = `${'a'.repeat(32)}.webm`;
const SIZE = 100;
const webm = () => {
  const bytes = new Uint8Array(SIZE);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return new File([bytes], 'lights.webm', { type: 'video/webm', lastModified: 1_700_000_000_000 });
};

const openVideo = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Video' }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: 'Video' });
};

it('uploads a video resumably with its progress and inserts it with its title, shown as a card', async () => {
  const xhr = stubXhr();
  await renderRichText();
  const dialog = await openVideo();
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('video/mp4,video/webm,video/quicktime');
  await userEvent.upload(input, webm());
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Baking the lights');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));

  const creation = await xhr.next();
  expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/media/uploads' });
  expect(atob(xhr.sent[0]?.headers['upload-metadata']?.split(',')[0]?.split(' ')[1] ?? '')).toBe('video');
  creation.answer({ status: 201, headers: { location: '/api/media/uploads/u1', 'tus-resumable': '1.0.0' } });
  const patch = await xhr.next();
  expect(xhr.sent[1]).toMatchObject({ method: 'PATCH', url: '/api/media/uploads/u1' });
  patch.progress(40, SIZE);
  const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
  await waitFor(() => expect(progress.getAttribute('value')).toBe('40'));
  patch.answer({
    status: 204,
    headers: { 'upload-offset': String(SIZE), 'upload-file-id': id, 'upload-file-url': `/files/${id}` },
  });

  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({
      type: 'video',
      attrs: { src: `/files/${id}`, title: 'Baking the lights' },
    }),
  );
  expect(screen.queryByRole('dialog', { name: 'Video' })).toBeNull();
  expect(screen.getByText('Video: Baking the lights')).toBeTruthy();
  expect(document.querySelector('video, iframe')).toBeNull();
});

it('inserts a video already uploaded from its /files address, and refuses any other address', async () => {
  await renderRichText();
  const dialog = await openVideo();
  const address = within(dialog).getByRole('textbox', { name: /address of a video/ });
  await userEvent.type(address, 'https://videos.example/clip.mp4');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Intro');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
  expect(address.getAttribute('aria-invalid')).toBe('true');
  expect(within(dialog).getByText('Enter a valid URL.')).toBeTruthy();
  expect(latestDoc()).toBeNull();

  await userEvent.clear(address);
  await userEvent.type(address, `${location.origin}/files/${'b'.repeat(32)}.mp4`);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({
      type: 'video',
      attrs: { src: `/files/${'b'.repeat(32)}.mp4`, title: 'Intro' },
    }),
  );
});

it('requires a title, and edits the title of the video selected', async () => {
  await renderRichText(doc({ type: 'video', attrs: { src: `/files/${id}`, title: '' } }, paragraph('Then bake.')));
  const button = screen.getByRole('button', { name: 'Video' });
  expect(button.getAttribute('aria-pressed')).toBe('true');
  const dialog = await openVideo();
  expect(dialog.querySelector('input[type="file"]')).toBeNull();
  const title = within(dialog).getByRole('textbox', { name: /Title/ });
  expect(title.getAttribute('aria-required')).toBe('true');
  expect(title.getAttribute('aria-invalid')).toBe('true');
  await userEvent.type(title, 'Baking the lights');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({
      type: 'video',
      attrs: { src: `/files/${id}`, title: 'Baking the lights' },
    }),
  );
});

it('shows the server’s refusal of the upload from the catalogue', async () => {
  const xhr = stubXhr();
  await renderRichText();
  const dialog = await openVideo();
  await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, webm());
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Lights');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
  (await xhr.next()).answer({ status: 415, body: { error: { key: 'upload_InvalidParameter_forbidden_file_type' } } });
  expect((await within(dialog).findByRole('alert')).textContent).toBe('This type of file cannot be uploaded.');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(latestDoc()).toBeNull();
});
