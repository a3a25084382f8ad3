import { FORM_FIELD_ERRORS, type TFieldError } from '@questline/domain/errors';
import { missingFieldsMessage } from '@questline/domain/rules/editor';
import type { TFunction } from 'i18next';
import type { ErrorOption, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../../api/client';
import type { TErrorParams } from '../forms/parts/error-text';

/** Keys that describe a field's value rather than a rule of the whole item. */
const FIELD_KEYS = [...FORM_FIELD_ERRORS, 'invalid_request'] as const;

/** The leaf errors of a react-hook-form error tree as {path, key}: messages are catalogue keys (§8). */
export const flattenFieldErrors = (errors: FieldErrors, prefix = ''): TFieldError[] =>
  Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const entry = value as { message?: unknown; type?: unknown };
    if (typeof entry.message === 'string' && typeof entry.type === 'string') {
      return [{ path, key: entry.message as TFieldError['key'] }];
    }
    return flattenFieldErrors(value as FieldErrors, path);
  });

/** A field problem the server answered, with the params its message needs (lab_syntax_error: line and reason). */
export type TFieldProblem = TFieldError & { params?: TErrorParams };

/** A refusal's field problems: the refusal's params belong to the fields of its own key (the body has them once). */
export const fieldProblemsOf = (error: ApiError): TFieldProblem[] =>
  (error.detail.fields ?? []).map((field) =>
    field.key === error.key && error.detail.params ? { ...field, params: error.detail.params } : field,
  );

/** Puts field problems on a form: the key as the field's message (§8), its params kept beside it for the text. */
export const setFieldProblems = (setError: UseFormSetError<FieldValues>, problems: readonly TFieldProblem[]) => {
  for (const problem of problems) {
    const error: ErrorOption & { params?: TErrorParams } = {
      type: 'server',
      message: problem.key,
      ...(problem.params ? { params: problem.params } : {}),
    };
    setError(problem.path as Path<FieldValues>, error);
  }
};

/** A field path as the author reads it: 'educatorPlan.materials.0.url' → 'Educator plan › 1 › Link address'. */
export const fieldLabel = (t: TFunction, path: string) =>
  path
    .split('.')
    .map((segment) =>
      /^\d+$/.test(segment)
        ? String(Number(segment) + 1)
        : t(`editor.fieldNames.${segment}`, { defaultValue: segment }),
    )
    .join(' › ');

/** The project_fields_required message listing the fields (§5). */
export const fieldsRequiredText = (t: TFunction, errors: readonly TFieldError[]) => {
  const message = missingFieldsMessage([...new Set(errors.map((error) => fieldLabel(t, error.path)))]);
  return t(`errors.${message.key}`, message.params);
};

/**
 * The toast for a refused save or publish: field problems list their fields (project_fields_required, §5); a
 * rule of its own (one lab step, unpublished content, ...) says its own message with its params.
 */
export const refusalText = (t: TFunction, error: ApiError) => {
  const fields = error.detail.fields ?? [];
  return fields.length > 0 && (FIELD_KEYS as readonly string[]).includes(error.key)
    ? fieldsRequiredText(t, fields)
    : t(`errors.${error.key}`, error.detail.params ?? {});
};

/**
 * Why Publish is disabled (§4.2), or why a tab's save was stopped before sending: missing or malformed fields as one
 * project_fields_required message, then each rule of its own (a quiz without questions, too many project tags, ...)
 * in its own words, once.
 */
export const publishProblemsText = (t: TFunction, problems: readonly TFieldError[]) => {
  const isField = (problem: TFieldError) => (FIELD_KEYS as readonly string[]).includes(problem.key);
  const fields = problems.filter(isField);
  const rules = [...new Set(problems.filter((problem) => !isField(problem)).map((problem) => problem.key))];
  return [
    ...(fields.length > 0 ? [fieldsRequiredText(t, fields)] : []),
    ...rules.map((key) => t(`errors.${key}`)),
  ].join(' ');
};
