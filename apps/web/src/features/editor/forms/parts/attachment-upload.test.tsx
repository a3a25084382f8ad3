import { ZMaterials } from '@questline/domain/schemas/general';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubXhr, type TXhrAnswer } from '../../../../test/fake-xhr';
import { MaterialsField } from '../materials-field';
import { LinkListField } from './link-list-field';
import { renderForm, seriousAxeViolations } from './test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  // tus keeps an unfinished upload's address here, to resume it: each test starts without one.
  localStorage.clear();
});

const created = (location = '/api/media/uploads/a1'): TXhrAnswer => ({
  status: 201,
  headers: { location, 'tus-resumable': '1.0.0' },
});
const SIZE = 2048;
const pdf = (name = 'brief.pdf') => {
  const bytes = new Uint8Array(SIZE);
  bytes.set(new TextEncoder().encode('%PDF-1.4'));
  return new File([bytes], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 });
};
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const decodeMetadata = (header: string) =>
  Object.fromEntries(
    header.split(',').map((pair) => {
      const [key, value = ''] = pair.split(' ');
      return [key, atob(value)];
    }),
  );

const renderDocuments = (documents: unknown[] = []) =>
  renderForm(
    z.object({ documents: ZMaterials }),
    { documents },
    <LinkListField name="documents" legend="Documents" addLabel="Add document" />,
  );

it('uploads a document resumably with a labelled progress bar, then lists it with its name, size and Remove', async () => {
  const xhr = stubXhr();
  const view = renderDocuments();
  await userEvent.upload(fileInput(view.container), pdf());
  const creation = await xhr.next();
  expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/media/uploads' });
  expect(decodeMetadata(xhr.sent[0]?.headers['upload-metadata'] ?? '')).toMatchObject({
    kind: 'attachment',
    filename: 'brief.pdf',
  });
  creation.answer(created());
  const patch = await xhr.next();
  patch.progress(512, SIZE);
  const bar = await screen.findByRole('progressbar', { name: 'Upload progress: brief.pdf' });
  await waitFor(() => expect(bar.getAttribute('value')).toBe('25'));
  expect(screen.getByText('Uploading brief.pdf… 25%')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeTruthy();

  patch.answer({ status: 204, headers: { 'upload-offset': String(SIZE), 'upload-file-id': 'abc.pdf' } });
  await waitFor(() =>
    expect(view.values().documents).toEqual([{ type: 'file', attachmentId: 'abc.pdf', name: 'brief.pdf', size: SIZE }]),
  );
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('brief.pdf uploaded.');
  const link = screen.getByRole('link', { name: 'brief.pdf' });
  expect(link.getAttribute('href')).toBe('/files/abc.pdf');
  expect(screen.getByText('2 kB')).toBeTruthy();
  expect(await seriousAxeViolations(view.container)).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
  expect(view.values().documents).toEqual([]);
  expect(screen.queryByRole('link', { name: 'brief.pdf' })).toBeNull();
});

it('shows a refusal from the catalogue at the field, keeps the list as it was, and retries', async () => {
  const xhr = stubXhr();
  const view = renderDocuments();
  await userEvent.upload(fileInput(view.container), pdf('setup.pdf'));
  (await xhr.next()).answer(created());
  (await xhr.next()).answer({ status: 415, body: { error: { key: 'upload_InvalidParameter_forbidden_file_type' } } });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('This type of file cannot be uploaded.');
  const picker = screen.getByRole('button', { name: 'Upload a file to Documents' });
  expect(picker.getAttribute('aria-describedby')).toBe(alert.id);
  expect(view.values().documents).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Retry uploading setup.pdf' }));
  // A retry resumes the same upload: the server has dropped the refused one, so it starts anew.
  const offset = await xhr.next();
  expect(xhr.sent.at(-1)).toMatchObject({ method: 'HEAD', url: '/api/media/uploads/a1' });
  offset.answer({ status: 404 });
  const again = await xhr.next();
  expect(xhr.sent.at(-1)).toMatchObject({ method: 'POST', url: '/api/media/uploads' });
  again.answer(created('/api/media/uploads/a2'));
  (await xhr.next()).answer({ status: 204, headers: { 'upload-offset': String(SIZE), 'upload-file-id': 'def.pdf' } });
  await waitFor(() => expect(view.values().documents).toMatchObject([{ attachmentId: 'def.pdf', name: 'setup.pdf' }]));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('refuses a file over 3 GB before sending anything', async () => {
  const xhr = stubXhr();
  const view = renderDocuments();
  const huge = pdf();
  Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 + 1 });
  await userEvent.upload(fileInput(view.container), huge);
  expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 3 GB.');
  expect(xhr.sent).toEqual([]);
});

it('cancels an upload in progress and attaches nothing', async () => {
  const xhr = stubXhr();
  const view = renderDocuments();
  await userEvent.upload(fileInput(view.container), pdf());
  (await xhr.next()).answer(created());
  (await xhr.next()).progress(100, SIZE);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Upload cancelled.');
  expect(view.values().documents).toEqual([]);
});

it("adds an uploaded file to an educator plan's materials, named and sized, and asks before deleting it", async () => {
  const xhr = stubXhr();
  const view = renderForm(
    z.object({ educatorPlan: z.object({ materials: ZMaterials }) }),
    { educatorPlan: { materials: [] } },
    <MaterialsField name="educatorPlan.materials" />,
  );
  await userEvent.upload(fileInput(view.container), pdf('lesson.pdf'));
  (await xhr.next()).answer(created());
  (await xhr.next()).answer({ status: 204, headers: { 'upload-offset': String(SIZE), 'upload-file-id': 'lsn.pdf' } });
  await waitFor(() =>
    expect(view.values().educatorPlan.materials).toEqual([
      { type: 'file', attachmentId: 'lsn.pdf', name: 'lesson.pdf', size: SIZE },
    ]),
  );
  expect(screen.getByRole('link', { name: 'Open file: lesson.pdf' }).getAttribute('href')).toBe('/files/lsn.pdf');
  expect(screen.getByText('2 kB')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Delete: lesson.pdf' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(view.values().educatorPlan.materials).toEqual([]));
});
