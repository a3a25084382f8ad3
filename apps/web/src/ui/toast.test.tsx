import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

let show: ReturnType<typeof useToast>;
const Raiser = () => {
  show = useToast();
  return null;
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(
    <ToastProvider>
      <Raiser />
    </ToastProvider>,
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

it('shows a message key for its duration in seconds, checked every second (§4.7)', async () => {
  act(() => show({ message: 'saved_successfully', type: 'success', duration: 3 }));
  expect(await screen.findByText('Saved.')).toBeTruthy();
  await advance(2000);
  expect(screen.queryByText('Saved.')).toBeTruthy();
  // Checked every second: it goes within a second of its duration.
  await advance(2000);
  expect(screen.queryByText('Saved.')).toBeNull();
});

it('raising the same message again moves lastClicking on instead of stacking a copy', async () => {
  act(() => show({ message: 'saved_successfully', type: 'success', duration: 3 }));
  await screen.findByText('Saved.');
  await advance(2000);
  act(() => show({ message: 'saved_successfully', type: 'success', duration: 3 }));
  expect(screen.getAllByText('Saved.')).toHaveLength(1);
  await advance(2000);
  expect(screen.queryByText('Saved.')).toBeTruthy();
  await advance(2000);
  expect(screen.queryByText('Saved.')).toBeNull();
});

it('reads an error key with its params, and an array of field keys as the fill-in list; errors stay until closed', async () => {
  act(() => show({ message: 'edlab_seats_limit_reached', params: { max: 50 } }));
  act(() => show({ message: ['portalPages.edlab.seats.email', 'common.close'] }));
  expect(await screen.findByText('All 50 seats are assigned. Remove one before adding another.')).toBeTruthy();
  expect(screen.getByText('Please fill in: E-mail address, Close.')).toBeTruthy();
  await advance(60_000);
  expect(screen.queryByText('Please fill in: E-mail address, Close.')).toBeTruthy();
  const limit = screen
    .getAllByRole('alertdialog')
    .find((toast) => toast.textContent?.includes('All 50 seats')) as HTMLElement;
  act(() => within(limit).getByRole('button', { name: 'Close' }).click());
  await advance(100);
  expect(screen.queryByText('All 50 seats are assigned. Remove one before adding another.')).toBeNull();
  expect(screen.queryByText('Please fill in: E-mail address, Close.')).toBeTruthy();
});

it('keeps the translated-text form the editors use, five seconds by default', async () => {
  act(() => show('Changes saved.'));
  await screen.findByText('Changes saved.');
  await advance(3800);
  expect(screen.queryByText('Changes saved.')).toBeTruthy();
  await advance(2500);
  expect(screen.queryByText('Changes saved.')).toBeNull();
});
