import type { TErrorKey, TFieldError } from '@questline/domain/errors';
import { PASSWORD_MIN_LENGTH, type TSetupResult, ZSetupForm } from '@questline/domain/schemas/account';
import { validate } from '@questline/domain/validation';
import { useSearch } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiPost } from '../../api/client';
import { usePageTitle } from '../../ui/use-page-title';

const FIELDS = ['name', 'email', 'password', 'confirm'] as const;
type TField = (typeof FIELDS)[number];

const AUTOCOMPLETE: Record<TField, string> = {
  name: 'name',
  email: 'email',
  password: 'new-password',
  confirm: 'new-password',
};
const TYPES: Record<TField, string> = { name: 'text', email: 'email', password: 'password', confirm: 'password' };

const inputClass =
  'block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-3 focus:outline-brand-600/40 aria-invalid:border-red-700';

/** The first error key of each field, in the form's order. */
const byField = (errors: readonly TFieldError[]) => {
  const found: Partial<Record<TField, TErrorKey>> = {};
  for (const error of errors) {
    const field = FIELDS.find((name) => name === error.path);
    if (field && !found[field]) found[field] = error.key;
  }
  return found;
};

/** Where the page goes once the super admin is signed in: the home page, loaded afresh as theirs. */
const goHome = () => window.location.assign('/');

/** The token of the setup link, from the query (a number-like token parses as a number). */
const useSetupToken = () => {
  const search = useSearch({ strict: false }) as { token?: unknown };
  const token = typeof search.token === 'string' || typeof search.token === 'number' ? String(search.token) : '';
  return token || undefined;
};

/**
 * The first-run setup (`/setup?token=…`, printed by the server's start while no super admin exists): creates the first
 * super admin with name, e-mail and a password typed twice, checked by the server's own schema before it is sent, and
 * signs them in. The server's refusals show as their catalogue keys: by field, or for the whole form.
 */
export const SetupPage = () => {
  const { t } = useTranslation();
  const token = useSetupToken();
  usePageTitle(t('setupPage.title'));
  const formId = useId();
  const fieldId = (field: TField) => `${formId}-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TField, TErrorKey>>>({});
  const [formError, setFormError] = useState<TErrorKey | null>(null);
  const [pending, setPending] = useState(false);

  const showFieldErrors = (errors: Partial<Record<TField, TErrorKey>>) => {
    setFieldErrors(errors);
    const first = FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
      confirm: String(data.get('confirm') ?? ''),
    };
    setFormError(null);
    const checked = validate(ZSetupForm, values);
    if (!checked.ok) {
      showFieldErrors(byField(checked.errors));
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      const { confirm: _confirm, ...account } = checked.data;
      await apiPost<TSetupResult>('/api/setup', { ...account, token });
      goHome();
    } catch (error) {
      setPending(false);
      const key = error instanceof ApiError ? error.key : 'internal_error';
      const fields = error instanceof ApiError ? byField(error.detail.fields ?? []) : {};
      if (Object.keys(fields).length) showFieldErrors(fields);
      else setFormError(key);
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('setupPage.title')}</h1>
      {!token ? (
        <p className="mt-3 text-slate-700">{t('setupPage.noToken')}</p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{t('setupPage.intro')}</p>
          <form
            ref={formRef}
            className="mt-6 space-y-4"
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            aria-describedby={formError ? `${formId}-error` : undefined}
          >
            {FIELDS.map((field) => {
              const error = fieldErrors[field];
              const hint = field === 'password' ? `${fieldId(field)}-hint` : undefined;
              const errorId = error ? `${fieldId(field)}-error` : undefined;
              return (
                <div key={field} className="space-y-1">
                  <label htmlFor={fieldId(field)} className="block text-sm font-medium text-slate-800">
                    {t(`setupPage.${field}`)}
                  </label>
                  <input
                    id={fieldId(field)}
                    name={field}
                    type={TYPES[field]}
                    autoComplete={AUTOCOMPLETE[field]}
                    required
                    maxLength={field === 'name' ? 100 : field === 'email' ? 254 : 128}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[hint, errorId].filter(Boolean).join(' ') || undefined}
                    className={inputClass}
                  />
                  {hint && (
                    <p id={hint} className="text-sm text-slate-600">
                      {t('setupPage.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                    </p>
                  )}
                  {error && (
                    <p id={errorId} className="text-sm text-red-800">
                      {t(`errors.${error}`, { defaultValue: t('errors.invalid_request') })}
                    </p>
                  )}
                </div>
              );
            })}
            {formError && (
              <p id={`${formId}-error`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {t(`errors.${formError}`, { defaultValue: t('errors.internal_error') })}
              </p>
            )}
            <button
              type="submit"
              disabled={pending}
              className="w-full rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              {pending ? t('setupPage.creating') : t('setupPage.submit')}
            </button>
          </form>
        </>
      )}
    </div>
  );
};
