import { expect, it, vi } from 'vitest';
import { pauseOtherPlayers, registerPlayer } from './player-registry';

const fakePlayer = () => ({ pause: vi.fn() });

it('pauses every other registered player when one starts, never the one playing', () => {
  const [first, second, third] = [fakePlayer(), fakePlayer(), fakePlayer()];
  const unregister = [first, second, third].map(registerPlayer);
  pauseOtherPlayers(second);
  expect([first.pause, second.pause, third.pause].map((pause) => pause.mock.calls.length)).toEqual([1, 0, 1]);
  pauseOtherPlayers(first);
  expect([first.pause, second.pause, third.pause].map((pause) => pause.mock.calls.length)).toEqual([1, 1, 2]);
  for (const remove of unregister) remove();
});

it('leaves unmounted players alone', () => {
  const [kept, removed] = [fakePlayer(), fakePlayer()];
  const unregisterKept = registerPlayer(kept);
  registerPlayer(removed)();
  const playing = fakePlayer();
  const unregisterPlaying = registerPlayer(playing);
  pauseOtherPlayers(playing);
  expect([kept.pause.mock.calls.length, removed.pause.mock.calls.length]).toEqual([1, 0]);
  unregisterKept();
  unregisterPlaying();
});
