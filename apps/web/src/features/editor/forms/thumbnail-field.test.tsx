import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubXhr } from '../../../test/fake-xhr';
import { renderForm, seriousAxeViolations } from './parts/test-harness';
import { ThumbnailField } from './thumbnail-field';

afterEach(() => vi.unstubAllGlobals());

const schema = z.object({ thumbnailId: z.string().nullable() });

const renderField = (value: string | null = null) =>
  renderForm(
    schema,
    { thumbnailId: value },
    <ThumbnailField name="thumbnailId" label="Thumbnail" initialUrl={value ? `/files/${value}` : null} />,
  );

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });

it('uploads the chosen image with its progress, keeps its id and previews it', async () => {
  const xhr = stubXhr();
  const view = renderField();
  await userEvent.upload(fileInput(view.container), picture());
  const request = await xhr.next();
  expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/media/images' });
  expect(((xhr.sent[0]?.body as FormData | undefined)?.get('file') as File | undefined)?.name).toBe('cover.png');

  request.progress(40, 100);
  const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
  await waitFor(() => expect(progress.getAttribute('value')).toBe('40'));
  expect(screen.getByText('Uploading… 40%')).toBeTruthy();
  expect(await seriousAxeViolations(view.container)).toEqual([]);

  request.answer({ status: 200, body: { result: { id: 'new.png', url: '/files/new.png', width: 4, height: 3 } } });
  await waitFor(() => expect(view.values().thumbnailId).toBe('new.png'));
  const group = screen.getByRole('group', { name: 'Thumbnail' });
  expect(within(group).getByRole('img', { name: 'Current thumbnail' }).getAttribute('src')).toBe('/files/new.png');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('button', { name: 'Replace image' })).toBeTruthy();
});

it("shows the server's refusal from the catalogue and keeps the stored image", async () => {
  const xhr = stubXhr();
  const view = renderField('old.png');
  await userEvent.upload(fileInput(view.container), picture());
  (await xhr.next()).answer({ status: 415, body: { error: { key: 'upload_InvalidParameter_forbidden_file_type' } } });
  const message = await screen.findByText('This type of file cannot be uploaded.');
  expect(screen.getByRole('button', { name: 'Replace image' }).getAttribute('aria-describedby')).toBe(message.id);
  expect(view.values().thumbnailId).toBe('old.png');
  expect(screen.getByRole('img', { name: 'Current thumbnail' }).getAttribute('src')).toBe('/files/old.png');
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('names the numbers a refusal carries: the pixel budget, the storage quota', async () => {
  const xhr = stubXhr();
  const view = renderField();
  await userEvent.upload(fileInput(view.container), picture());
  (await xhr.next()).answer({
    status: 400,
    body: { error: { key: 'image_InvalidParameter_dimensions', params: { maxMegapixels: 40 } } },
  });
  expect(await screen.findByText('This image has too many pixels: at most 40 megapixels.')).toBeTruthy();
  await userEvent.upload(fileInput(view.container), picture());
  (await xhr.next()).answer({
    status: 413,
    body: { error: { key: 'storage_quota_exceeded', params: { limit: '2 GB' } } },
  });
  expect(
    await screen.findByText('You have used all of your 2 GB of storage. Remove some uploads, then try again.'),
  ).toBeTruthy();
});

it("reads a proxy's bare 413 as the catalogue's size refusal", async () => {
  const xhr = stubXhr();
  const view = renderField();
  await userEvent.upload(fileInput(view.container), picture());
  (await xhr.next()).answer({ status: 413, body: '<html>413 Request Entity Too Large</html>' });
  expect(await screen.findByText('The request is too large.')).toBeTruthy();
  expect(view.values().thumbnailId).toBeNull();
});
