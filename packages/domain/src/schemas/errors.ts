/** The one error answer of every route (DESIGN §4), as the OpenAPI document describes it. */
import { z } from 'zod';
import { ERROR_KEYS, type TErrorBody, type TFieldError } from '../errors';

/** A key of the error catalogue (spec §8 and the platform keys of DESIGN §4). */
export const ZErrorKey = z.enum(ERROR_KEYS);

/** A field-level problem: the field's path (dot-separated) and the catalogue key that explains it. */
export const ZFieldError = z.object({ path: z.string(), key: ZErrorKey }) satisfies z.ZodType<TFieldError>;

/** `{error:{key, fields?, params?}}`: the key's HTTP status is lib/http-errors.ts' STATUS (400 unless listed). */
export const ZErrorBody = z.object({
  error: z.object({
    key: ZErrorKey,
    fields: z.array(ZFieldError).optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
}) satisfies z.ZodType<TErrorBody>;
