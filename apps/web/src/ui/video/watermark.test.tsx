import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../test/render';
import { VideoPreview } from './video-preview';

afterEach(() => vi.restoreAllMocks());

/** A video with no transcode: the player falls back to its mp4 file and asks the network for nothing. */
const content = { id: 'abc.mp4', url: '/files/abc.mp4', title: 'You shipped it!', video: null };
const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
const line = `Ada Learner · ${today}`;

const preview = (watermark: boolean) =>
  renderWithApp(
    () => <VideoPreview content={content} signedIn onSignIn={() => undefined} playerId="p1" watermark={watermark} />,
    { me: demoUser({ timeZone: 'UTC' }) },
  );

it('repeats the viewer and the date diagonally over a premium video while its player dialog is open', async () => {
  preview(true);
  // Closed: nothing on the page names the viewer.
  expect(screen.queryByText(line)).toBeNull();
  await userEvent.click(await screen.findByRole('button', { name: /You shipped it!/ }));
  const dialog = await screen.findByRole('dialog', { name: 'You shipped it!' });
  const copies = screen.getAllByText(line);
  expect(copies.length).toBeGreaterThan(10);
  const overlay = copies[0]?.closest('[data-watermark]') ?? null;
  expect(overlay).not.toBeNull();
  expect(dialog.contains(overlay)).toBe(true);
  // Decoration only: hidden from assistive technology, transparent to the pointer, faint.
  expect(overlay?.getAttribute('aria-hidden')).toBe('true');
  expect(overlay?.className).toContain('pointer-events-none');
  expect(overlay?.className).toContain('opacity-20');
  expect(overlay?.firstElementChild?.className).toContain('-rotate-[30deg]');

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByText(line)).toBeNull();
});

it('leaves a video that is not premium without a watermark', async () => {
  preview(false);
  await userEvent.click(await screen.findByRole('button', { name: /You shipped it!/ }));
  await screen.findByRole('dialog', { name: 'You shipped it!' });
  expect(screen.queryByText(line)).toBeNull();
});
