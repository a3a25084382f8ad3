import { ERROR_KEYS, type TErrorBody } from '@questline/domain/errors';
import { type FieldErrors, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const KEYS = new Set<string>(ERROR_KEYS);

/** What a message needs besides its key, as the server answers it (lab_syntax_error: the line and the reason). */
export type TErrorParams = NonNullable<TErrorBody['error']['params']>;

/**
 * Field errors carry catalogue keys (§8) as their messages, and a server's field error its params beside (see
 * errorParamsOf). A rule the schemas state without a key (a length, a shape) reads as invalid_request, as the server
 * would answer it.
 */
export const useErrorText = () => {
  const { t } = useTranslation();
  return (message: string | undefined | null, params?: TErrorParams) =>
    message ? t(`errors.${KEYS.has(message) ? message : 'invalid_request'}`, params ?? {}) : undefined;
};

/** The params a field error keeps beside its key (setFieldProblems puts a refusal's there), if any. */
export const errorParamsOf = (error: unknown): TErrorParams | undefined => {
  const params = typeof error === 'object' && error !== null ? (error as { params?: unknown }).params : undefined;
  return typeof params === 'object' && params !== null ? (params as TErrorParams) : undefined;
};

/** The message at a path of the form's errors: a field's own, or a list's (react-hook-form keeps those as `root`). */
export const errorMessageAt = (errors: FieldErrors, path: string): string | undefined => {
  const entry = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = entry?.message ?? entry?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
};
