import type { TRichText } from '@questline/domain/rules/rich-text';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, expect, it, vi } from 'vitest';
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

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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

it('uploads the chosen image and inserts it with its alt text and the size the server read', async () => {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    answer(200, {
      result: { id: `${'c'.repeat(32)}.png`, url: `/files/${'c'.repeat(32)}.png`, width: 1600, height: 900 },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  render(<Harness />);
  await chooseImage('The lit scene');

  await waitFor(() =>
    expect(latest?.content?.find((node) => node.type === 'image')?.attrs).toEqual({
      src: `/files/${'c'.repeat(32)}.png`,
      alt: 'The lit scene',
      width: 1600,
      height: 900,
    }),
  );
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect([String(url), init?.method]).toEqual(['/api/media/images', 'POST']);
  expect(((init?.body as FormData | undefined)?.get('file') as File | undefined)?.name).toBe('scene.png');
  expect(screen.queryByRole('dialog', { name: 'Image' })).toBeNull();
});

it('shows the refusal of a forbidden file and inserts nothing', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer(400, { error: { key: 'upload_InvalidParameter_forbidden_file_type' } })),
  );
  render(<Harness />);
  await chooseImage();
  expect((await screen.findByRole('alert')).textContent).toMatch(/type/i);
  expect(latest?.content?.some((node) => node.type === 'image') ?? false).toBe(false);
});
