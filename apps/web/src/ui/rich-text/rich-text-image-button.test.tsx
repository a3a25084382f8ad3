import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { stubXhr } from '../../test/fake-xhr';
import { doc, latestDoc, paragraph, renderRichText } from '../../test/rich-text';

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scene.png', { type: 'image/png' });
const src = `/files/${'c'.repeat(32)}.png`;

/** Opens the Image action, picks a file and, when given, types its alt text and caption, then inserts. */
const chooseImage = async ({ alt, caption }: { alt?: string; caption?: string } = {}) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Image' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Image' });
  await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, picture());
  if (alt) await userEvent.type(within(dialog).getByRole('textbox', { name: /Alternative text/ }), alt);
  if (caption) await userEvent.type(within(dialog).getByRole('textbox', { name: 'Caption' }), caption);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
  return dialog;
};

afterEach(() => vi.unstubAllGlobals());

it('uploads the chosen image with its progress and inserts it with its alt text, caption and the size the server read', async () => {
  const xhr = stubXhr();
  await renderRichText();
  await chooseImage({ alt: 'The lit scene', caption: 'After baking' });

  const request = await xhr.next();
  expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/media/images' });
  expect(((xhr.sent[0]?.body as FormData | undefined)?.get('file') as File | undefined)?.name).toBe('scene.png');
  request.progress(3, 4);
  const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
  await waitFor(() => expect(progress.getAttribute('value')).toBe('75'));
  expect(screen.getByText('Uploading… 75%')).toBeTruthy();

  request.answer({
    status: 200,
    body: { result: { id: `${'c'.repeat(32)}.png`, url: src, width: 1600, height: 900 } },
  });
  await waitFor(() =>
    expect(latestDoc()?.content?.find((node) => node.type === 'image')?.attrs).toEqual({
      src,
      alt: 'The lit scene',
      caption: 'After baking',
      width: 1600,
      height: 900,
    }),
  );
  expect(screen.queryByRole('dialog', { name: 'Image' })).toBeNull();
  expect(document.querySelector('figcaption')?.textContent).toBe('After baking');
});

it('requires alt text before uploading, and shows the field as invalid without it', async () => {
  const xhr = stubXhr();
  await renderRichText();
  const dialog = await chooseImage();
  const alt = within(dialog).getByRole('textbox', { name: /Alternative text/ });
  expect(alt.getAttribute('aria-required')).toBe('true');
  expect(alt.getAttribute('aria-invalid')).toBe('true');
  expect(within(dialog).getByText('This field is required.')).toBeTruthy();
  expect(xhr.sent).toEqual([]);

  await userEvent.type(alt, 'The lit scene');
  expect(alt.getAttribute('aria-invalid')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
  await xhr.next();
  expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/media/images' });
});

it('shows the refusal of a forbidden file from the catalogue and inserts nothing', async () => {
  const xhr = stubXhr();
  await renderRichText();
  await chooseImage({ alt: 'A script' });
  (await xhr.next()).answer({ status: 415, body: { error: { key: 'upload_InvalidParameter_forbidden_file_type' } } });
  expect((await screen.findByRole('alert')).textContent).toBe('This type of file cannot be uploaded.');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Image' })).toBeTruthy();
  expect(latestDoc()?.content?.some((node) => node.type === 'image') ?? false).toBe(false);
});

it('edits the alt text and caption of the image selected, which it shows as missing its alt text', async () => {
  await renderRichText(doc({ type: 'image', attrs: { src, alt: '', width: 800, height: 600 } }, paragraph('Next')));
  // The document opens with the image selected.
  const button = screen.getByRole('button', { name: 'Image' });
  expect(button.getAttribute('aria-pressed')).toBe('true');
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Image' });
  expect(dialog.querySelector('input[type="file"]')).toBeNull();
  const alt = within(dialog).getByRole('textbox', { name: /Alternative text/ });
  expect(alt.getAttribute('aria-invalid')).toBe('true');
  await userEvent.type(alt, 'Baked lights');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Light probes placed');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({
      type: 'image',
      attrs: { src, alt: 'Baked lights', caption: 'Light probes placed', width: 800, height: 600 },
    }),
  );
});
