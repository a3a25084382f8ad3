import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=10-', { start: 10, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    [' bytes=999-999 ', { start: 999, end: 999 }],
  ])('reads %s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('answers %s unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=9-3', 'bytes=0-1,4-5', 'chars=0-1', 'bytes=a-b'])(
    'ignores %s (the whole file answers)',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeUndefined();
    },
  );

  it('has nothing to serve from an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-1', 0)).toBe('unsatisfiable');
  });
});
