import type { TByteRange } from '../../lib/file-store';

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14.1.2): `bytes=start-end`,
 * `bytes=start-` or the suffix `bytes=-length`, clamped to the file. `'unsatisfiable'` when it starts past the end
 * (or asks for an empty suffix); undefined when there is no header, it is malformed, or it lists several ranges,
 * all of which the whole file answers.
 */
export const parseByteRange = (header: string | undefined, size: number): TByteRange | 'unsatisfiable' | undefined => {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
};
