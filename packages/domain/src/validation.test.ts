import { expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, readWellFormed } from './validation';

it('turns schema issues into catalogue keys with their field paths', () => {
  const schema = z.object({
    title: z.string(),
    locale: z.enum(['en_US'], { error: 'invalid_locale' }),
    count: z.number().min(1, { error: 'error_lessOne' }),
    nested: z.object({ url: z.url() }),
  });
  const result = schema.safeParse({ locale: 'xx', count: 0, nested: { url: 'nope' } });
  expect(result.success).toBe(false);
  expect(fieldErrors(result.error?.issues ?? [])).toEqual([
    { path: 'title', key: 'error_isRequired' },
    { path: 'locale', key: 'invalid_locale' },
    { path: 'count', key: 'error_lessOne' },
    { path: 'nested.url', key: 'invalid_request' },
  ]);
});

it('reads what is well formed of a stored value, leaving out the fields and list entries that are not', () => {
  const schema = z.object({
    title: z.string().default(''),
    steps: z.array(z.object({ id: z.string() })).optional(),
    duration: z.number().optional(),
  });
  expect(readWellFormed(schema, { title: 'Kart', steps: [{ id: 's1' }], duration: 30, other: true })).toEqual({
    title: 'Kart',
    steps: [{ id: 's1' }],
    duration: 30,
  });
  expect(readWellFormed(schema, { title: 42, steps: [{ id: 's1' }, {}, { id: 's3' }], duration: 30 })).toEqual({
    title: '',
    steps: [{ id: 's1' }, { id: 's3' }],
    duration: 30,
  });
  expect(readWellFormed(schema, { steps: 'not a list', duration: 'long' })).toEqual({ title: '' });
});
