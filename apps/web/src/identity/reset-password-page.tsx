import type { TErrorKey } from '@questline/domain/errors';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postAuth } from '../api/auth';
import { currentLocale } from '../i18n/i18n';
import { usePageTitle } from '../ui/use-page-title';
import { identityButtonClass, identityInputClass, identityLinkClass } from './identity-styles';

/**
 * The token of the mailed link, read once when the page starts (identity-main); the address bar then drops it (the
 * locale stays), so that it is neither kept in the history nor sent along as a Referer.
 */
export const takeResetToken = () => {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token !== null) {
    url.searchParams.delete('token');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return token ?? '';
};

type TState = { kind: 'form'; error: TErrorKey | null; pending: boolean } | { kind: 'done' } | { kind: 'spent' };

/**
 * /reset-password (the identity entry, like the sign-in form it leads back to): the link of the password-reset mail
 * lands here; the new password goes to better-auth with the token, which works once and for an hour, and setting it
 * ends every session of the account. A spent, expired or missing token asks for a new link.
 */
export const ResetPasswordPage = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<TState>(token ? { kind: 'form', error: null, pending: false } : { kind: 'spent' });
  const ids = { password: useId(), hint: useId(), error: useId() };
  const outcome = useRef<HTMLParagraphElement>(null);
  usePageTitle(t('identity.reset.title'));
  const locale = currentLocale();
  const identityPath = (mode?: string) =>
    `/identity?${new URLSearchParams({ ...(mode ? { mode } : {}), locale }).toString()}`;

  // A finished or refused reset moves focus to what it says, so that a screen reader reads it.
  useEffect(() => {
    if (state.kind !== 'form') outcome.current?.focus();
  }, [state.kind]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const newPassword = String(new FormData(event.currentTarget).get('newPassword') ?? '');
    setState({ kind: 'form', error: null, pending: true });
    const answer = await postAuth('/api/auth/reset-password', { newPassword, token });
    if (answer.ok) setState({ kind: 'done' });
    else if (answer.key === 'auth_reset_token_invalid') setState({ kind: 'spent' });
    else setState({ kind: 'form', error: answer.key, pending: false });
  };

  return (
    <main className="mx-auto flex min-h-[500px] max-w-sm flex-col justify-center px-6 py-6">
      <h1 className="text-xl font-bold text-slate-900">{t('identity.reset.title')}</h1>
      {state.kind === 'form' && (
        <form className="mt-5 space-y-4" onSubmit={onSubmit} aria-describedby={state.error ? ids.error : undefined}>
          <div className="space-y-1">
            <label htmlFor={ids.password} className="block text-sm font-medium text-slate-800">
              {t('identity.reset.newPassword')}
            </label>
            <input
              id={ids.password}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              aria-describedby={ids.hint}
              className={identityInputClass}
            />
            <p id={ids.hint} className="text-sm text-slate-600">
              {t('identity.reset.body')}
            </p>
          </div>
          {state.error && (
            <p id={ids.error} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {t(`errors.${state.error}`, { defaultValue: t('errors.internal_error') })}
            </p>
          )}
          <button type="submit" disabled={state.pending} className={identityButtonClass}>
            {state.pending ? t('common.loading') : t('identity.reset.save')}
          </button>
        </form>
      )}
      {state.kind === 'done' && (
        <>
          <p
            ref={outcome}
            tabIndex={-1}
            role="status"
            className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 focus:outline-none"
          >
            {t('identity.reset.done')}
          </p>
          <a href={identityPath()} className={`mt-5 block text-center ${identityButtonClass}`}>
            {t('identity.reset.signIn')}
          </a>
        </>
      )}
      {state.kind === 'spent' && (
        <>
          <p
            ref={outcome}
            tabIndex={-1}
            role="alert"
            className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 focus:outline-none"
          >
            {token ? t('errors.auth_reset_token_invalid') : t('identity.reset.missingToken')}
          </p>
          <p className="mt-5 text-center text-sm">
            <a href={identityPath('forgot')} className={identityLinkClass}>
              {t('identity.reset.askAgain')}
            </a>
          </p>
        </>
      )}
    </main>
  );
};
