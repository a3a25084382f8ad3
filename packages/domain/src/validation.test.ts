import { expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './validation';

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
