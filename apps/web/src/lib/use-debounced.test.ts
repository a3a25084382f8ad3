import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('answers the first value at once, and a new one only once it has stayed for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebounced(value, 250), { initialProps: { value: 'u' } });
  expect(result.current).toBe('u');

  rerender({ value: 'un' });
  act(() => vi.advanceTimersByTime(200));
  rerender({ value: 'uni' });
  act(() => vi.advanceTimersByTime(200));
  // Each change restarts the wait: 400 ms after the first change, the value still waits.
  expect(result.current).toBe('u');
  act(() => vi.advanceTimersByTime(50));
  expect(result.current).toBe('uni');
});

it('never answers a value left before its delay ran out', () => {
  const seen: string[] = [];
  const { rerender, unmount } = renderHook(
    ({ value }) => {
      const debounced = useDebounced(value, 100);
      seen.push(debounced);
      return debounced;
    },
    { initialProps: { value: 'a' } },
  );
  rerender({ value: 'b' });
  rerender({ value: 'c' });
  act(() => vi.advanceTimersByTime(100));
  unmount();
  expect([...new Set(seen)]).toEqual(['a', 'c']);
});

it('starts from the initial value when given one, and takes the value after the delay', () => {
  const { result } = renderHook(() => useDebounced('unity', 200, ''));
  expect(result.current).toBe('');
  act(() => vi.advanceTimersByTime(200));
  expect(result.current).toBe('unity');
});
