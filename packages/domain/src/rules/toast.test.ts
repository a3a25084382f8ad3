import { expect, it } from 'vitest';
import { isToastShowing, sameToast } from './toast';

it('shows a toast while now − lastClicking < duration seconds, and one without a duration until closed', () => {
  expect(isToastShowing({ lastClicking: 1000, duration: 2 }, 2999)).toBe(true);
  expect(isToastShowing({ lastClicking: 1000, duration: 2 }, 3000)).toBe(false);
  expect(isToastShowing({ lastClicking: 1000 }, 10_000_000)).toBe(true);
});

it('tells the same message (key or field keys, type and params) apart from another', () => {
  const saved = { message: 'saved_successfully', type: 'success' as const };
  expect(sameToast(saved, { ...saved })).toBe(true);
  expect(sameToast(saved, { ...saved, type: 'info' })).toBe(false);
  expect(sameToast({ message: ['a', 'b'], type: 'error' }, { message: ['a', 'b'], type: 'error' })).toBe(true);
  expect(sameToast({ message: ['a'], type: 'error' }, { message: ['a', 'b'], type: 'error' })).toBe(false);
  expect(sameToast({ ...saved, params: { n: 1 } }, { ...saved, params: { n: 2 } })).toBe(false);
});
