import type { TVideo } from '@questline/domain/schemas/media';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderForm, seriousAxeViolations } from './test-harness';
import { VideoPrivacySwitch } from './video-privacy-switch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FILE_ID = '0123456789abcdef0123456789abcdef.mp4';
const VIDEO: TVideo = {
  id: '5d1c0a4e-3f2b-4c8d-9e7f-1a2b3c4d5e6f',
  status: 'ready',
  duration: 4,
  width: 640,
  height: 360,
  playlist: null,
  thumbnail: null,
  poster: null,
  subtitleMap: {},
  isPrivate: false,
};

type TCall = { method: string; path: string; body: unknown };

/** The server: the video of the form's file, and the privacy PUT answered by `answer` (the video it sets, by default). */
const stubServer = (answer?: (body: { isPrivate: boolean }) => Response) => {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init?.method ?? 'GET', path, body });
      const reply = (status: number, json: unknown) =>
        new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
      if (path === `/api/media/files/${FILE_ID}/video`) return reply(200, { result: VIDEO });
      if (path === `/api/media/videos/${VIDEO.id}/privacy` && init?.method === 'PUT')
        return answer ? answer(body) : reply(200, { result: { ...VIDEO, isPrivate: body.isPrivate } });
      return reply(404, { error: { key: 'not_found' } });
    }),
  );
  return calls;
};

const renderSwitch = () => renderForm(z.object({}), {}, <VideoPrivacySwitch fileId={FILE_ID} />);

it('marks the video private at once, and public again, saying so', async () => {
  const calls = stubServer();
  const { container } = renderSwitch();
  const toggle = await screen.findByRole('switch', { name: 'Private video' });
  expect((toggle as HTMLInputElement).checked).toBe(false);
  expect(
    screen.getByText(
      'Only signed-in users can watch a private video; everyone else sees a sign-in message instead of the player. Saved at once.',
    ),
  ).toBeTruthy();
  expect(await seriousAxeViolations(container)).toEqual([]);

  await userEvent.click(toggle);
  await waitFor(() => expect(screen.getByText('The video is now private.')).toBeTruthy());
  expect((toggle as HTMLInputElement).checked).toBe(true);
  expect(calls.filter((call) => call.method === 'PUT')).toEqual([
    { method: 'PUT', path: `/api/media/videos/${VIDEO.id}/privacy`, body: { isPrivate: true } },
  ]);

  // The keyboard works it as well.
  toggle.focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(screen.getByText('The video is now public.')).toBeTruthy());
  expect((toggle as HTMLInputElement).checked).toBe(false);
  expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    { isPrivate: true },
    { isPrivate: false },
  ]);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('puts the switch back and says why when the server refuses the change', async () => {
  stubServer(
    () =>
      new Response(JSON.stringify({ error: { key: 'forbidden' } }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const { container } = renderSwitch();
  const toggle = await screen.findByRole('switch', { name: 'Private video' });
  await userEvent.click(toggle);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe("The video's privacy could not be saved. You do not have permission to do this.");
  expect((toggle as HTMLInputElement).checked).toBe(false);
  expect(toggle.getAttribute('aria-describedby')).toContain(alert.id);
  expect(await seriousAxeViolations(container)).toEqual([]);
});

it('shows nothing until the video is known', () => {
  stubServer();
  renderSwitch();
  expect(screen.queryByRole('switch')).toBeNull();
});
