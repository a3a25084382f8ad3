import type { TRichText } from '@questline/domain/rules/rich-text';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, expect, it, vi } from 'vitest';
import { stubXhr } from '../test/fake-xhr';
import { RichTextField } from './rich-text-field';

let latest: TRichText | null | undefined;

const Harness = () => {
  const methods = useForm<{ body: TRichText | null }>({ defaultValues: { body: null } });
  latest = methods.watch('body');
  return (
    <FormProvider {...methods}>
      <RichTextField name="body" label="Step text" />
    </FormProvider>
  );
};

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scene.png', { type: 'image/png' });

/** Opens the Image action, picks a file and, when given, types its alt text. */
const chooseImage = async (alt?: string) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Image' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Image' });
  await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, picture());
  if (alt) await userEvent.type(screen.getByRole('textbox', { name: 'Alternative text' }), alt);
  await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
};

afterEach(() => vi.unstubAllGlobals());

it('uploads the chosen image with its progress and inserts it with its alt text and the size the server read', async () => {
  const xhr = stubXhr();
  render(<Harness />);
  await chooseImage('The lit scene');

  const request = await xhr.next();
  expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/media/images' });
  expect(((xhr.sent[0]?.body as FormData | undefined)?.get('file') as File | undefined)?.name).toBe('scene.png');
  request.progress(3, 4);
  const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
  await waitFor(() => expect(progress.getAttribute('value')).toBe('75'));
  expect(screen.getByText('Uploading… 75%')).toBeTruthy();

  request.answer({
    status: 200,
    body: { result: { id: `${'c'.repeat(32)}.png`, url: `/files/${'c'.repeat(32)}.png`, width: 1600, height: 900 } },
  });
  await waitFor(() =>
    expect(latest?.content?.find((node) => node.type === 'image')?.attrs).toEqual({
      src: `/files/${'c'.repeat(32)}.png`,
      alt: 'The lit scene',
      width: 1600,
      height: 900,
    }),
  );
  expect(screen.queryByRole('dialog', { name: 'Image' })).toBeNull();
});

it('shows the refusal of a forbidden file from the catalogue and inserts nothing', async () => {
  const xhr = stubXhr();
  render(<Harness />);
  await chooseImage();
  (await xhr.next()).answer({ status: 415, body: { error: { key: 'upload_InvalidParameter_forbidden_file_type' } } });
  expect((await screen.findByRole('alert')).textContent).toBe('This type of file cannot be uploaded.');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Image' })).toBeTruthy();
  expect(latest?.content?.some((node) => node.type === 'image') ?? false).toBe(false);
});
