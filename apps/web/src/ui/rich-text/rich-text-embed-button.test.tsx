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

afterEach(() => vi.unstubAllGlobals());

it('inserts an embed node for a provider URL the server resolved', async () => {
  const fetch = vi.fn(async (_input: RequestInfo | URL) =>
    answer(200, {
      result: {
        html: '<iframe src="https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F7" height="166"></iframe>',
        width: null,
        height: 166,
        provider_name: 'SoundCloud',
        provider: 'soundcloud',
        url: 'https://soundcloud.com/studio/footsteps',
        title: 'Footsteps',
        thumbnail_url: null,
      },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  render(<Harness />);
  await userEvent.click(await screen.findByRole('button', { name: 'Embed' }, { timeout: 10_000 }));
  await userEvent.type(
    await screen.findByRole('textbox', { name: /Page address/ }),
    'https://soundcloud.com/studio/footsteps',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Insert' }));

  await waitFor(() =>
    expect(latest?.content?.find((node) => node.type === 'embed')?.attrs).toEqual({
      kind: 'provider',
      provider: 'soundcloud',
      url: 'https://soundcloud.com/studio/footsteps',
      src: 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F7',
      title: 'Footsteps',
      ratio: 166 / 640,
      thumbnailUrl: null,
    }),
  );
  expect(String(fetch.mock.calls[0]?.[0])).toBe(
    `/api/embeds/oembed?url=${encodeURIComponent('https://soundcloud.com/studio/footsteps')}`,
  );
  expect(screen.getByText('SoundCloud: Footsteps')).toBeTruthy();
});

it('shows the catalogue message of a URL no provider or play origin takes', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer(200, { result: { playBaseUrl: 'https://play.example.test' } })),
  );
  render(<Harness />);
  await userEvent.click(await screen.findByRole('button', { name: 'Embed' }, { timeout: 10_000 }));
  await userEvent.type(await screen.findByRole('textbox', { name: /Page address/ }), 'https://evil.test/video');
  await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/can't be embedded/);
  expect(latest).toBeNull();
});
