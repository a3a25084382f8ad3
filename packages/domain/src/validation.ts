import { z } from 'zod';
import { ERROR_KEYS, type TErrorKey, type TFieldError } from './errors';

const isErrorKey = (value: string): value is TErrorKey => (ERROR_KEYS as readonly string[]).includes(value);

type TIssueLike = Pick<z.core.$ZodIssue, 'code' | 'message'> & { path: readonly PropertyKey[] };

/**
 * The catalogue key for one schema issue (§8). Schemas state keys as their messages
 * (`z.enum(LOCALES, { error: 'invalid_locale' })`); a missing value reads error_isRequired; anything else is
 * an invalid request.
 */
export const issueKey = (issue: TIssueLike): TErrorKey => {
  if (isErrorKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined|received null/.test(issue.message))
    return 'error_isRequired';
  return 'invalid_request';
};

/** All issues of a failed parse as field errors, in order. */
export const fieldErrors = (issues: readonly TIssueLike[]): TFieldError[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), key: issueKey(issue) }));

/** Parses a form or payload: the data, or the field errors that explain why not (§5, DESIGN §4). */
export const validate = <T extends z.ZodType>(
  schema: T,
  input: unknown,
): { ok: true; data: z.output<T> } | { ok: false; errors: TFieldError[] } => {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error.issues) };
};

/** The element schema of a list field (through optional, nullable and default), or undefined for other fields. */
const elementOf = (schema: z.ZodType | undefined): z.ZodType | undefined => {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault)
    inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
};

/**
 * What of a stored value reads by an object schema whose fields may all be absent: a field that fails its schema is
 * left out (its default, if it has one) rather than failing the whole, and a list keeps the entries that read (one
 * malformed step does not hide the others). A stored document holds what its writer wrote.
 */
export const readWellFormed = <T extends z.ZodObject>(schema: T, value: Record<string, unknown>): z.output<T> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const failed = new Set(result.error.issues.map((issue) => issue.path[0]));
  const kept = Object.entries(value).flatMap(([field, fieldValue]): [string, unknown][] => {
    if (!failed.has(field)) return [[field, fieldValue]];
    const element = elementOf(schema.shape[field] as z.ZodType | undefined);
    if (!element || !Array.isArray(fieldValue)) return [];
    return [[field, fieldValue.filter((entry) => element.safeParse(entry).success)]];
  });
  return schema.parse(Object.fromEntries(kept));
};
