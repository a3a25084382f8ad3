import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodedOnce } from './encoded-once';

const ZCard = z.object({ id: z.string(), count: z.number().int() });

describe('encodedOnce', () => {
  it('writes only what the schema lets out, and refuses what it does not accept', () => {
    expect(encodedOnce(ZCard, { id: 'a', count: 1, passwordHash: 'x' } as z.output<typeof ZCard>)).toBe(
      '{"id":"a","count":1}',
    );
    expect(() => encodedOnce(ZCard, { id: 'a', count: 1.5 })).toThrow();
  });

  it('checks and writes one object once, and each new object anew', () => {
    const kept = { id: 'a', count: 1 };
    expect(encodedOnce(ZCard, kept)).toBe('{"id":"a","count":1}');
    kept.count = 2;
    expect(encodedOnce(ZCard, kept)).toBe('{"id":"a","count":1}');
    expect(encodedOnce(ZCard, { ...kept })).toBe('{"id":"a","count":2}');
    expect(encodedOnce(ZCard.pick({ id: true }), kept)).toBe('{"id":"a"}');
  });
});
