import { ERROR_KEYS } from '@questline/domain/errors';
import { type FieldErrors, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const KEYS = new Set<string>(ERROR_KEYS);

/**
 * Field errors carry catalogue keys (§8) as their messages. A rule the schemas state without a key (a length, a
 * shape) reads as invalid_request, as the server would answer it.
 */
export const useErrorText = () => {
  const { t } = useTranslation();
  return (message: string | undefined | null) =>
    message ? t(`errors.${KEYS.has(message) ? message : 'invalid_request'}`) : undefined;
};

/** The message at a path of the form's errors: a field's own, or a list's (react-hook-form keeps those as `root`). */
export const errorMessageAt = (errors: FieldErrors, path: string): string | undefined => {
  const entry = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = entry?.message ?? entry?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
};
