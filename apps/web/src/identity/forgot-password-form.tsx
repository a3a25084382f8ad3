import type { TErrorKey } from '@questline/domain/errors';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postAuth } from '../api/auth';
import { captchaOf } from './captcha-value';
import { identityButtonClass, identityInputClass, identityLinkClass } from './identity-styles';

const CaptchaField = lazy(() => import('./captcha-field').then((module) => ({ default: module.CaptchaField })));

/**
 * "Forgot password?": asks for the account's address and has the server mail a link to /reset-password. The server
 * answers every address alike, so the page says the same whether or not an account uses it.
 */
export const ForgotPasswordForm = ({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) => {
  const { t } = useTranslation();
  const ids = { email: useId(), error: useId(), captcha: useId() };
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<TErrorKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** The captcha: how many requests the server answered (each spends its solution), and one sent unsolved. */
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const captcha = captchaOf(data);
    setError(null);
    setCaptchaMissing(captcha.missing);
    if (captcha.missing) {
      document.getElementById(ids.captcha)?.focus();
      return;
    }
    setPending(true);
    const answer = await postAuth('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
      altcha: captcha.payload,
    });
    setPending(false);
    setCaptchaRound((round) => round + 1);
    if (answer.ok) setSentTo(email);
    else setError(answer.key);
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        {t('identity.forgot.title')}
      </h1>
      {sentTo ? (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t('identity.forgot.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('identity.forgot.body')}</p>
          <form className="mt-5 space-y-4" onSubmit={onSubmit} aria-describedby={error ? ids.error : undefined}>
            <div className="space-y-1">
              <label htmlFor={ids.email} className="block text-sm font-medium text-slate-800">
                {t('identity.email')}
              </label>
              <input
                id={ids.email}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={initialEmail}
                className={identityInputClass}
              />
            </div>
            <Suspense fallback={null}>
              <CaptchaField id={ids.captcha} round={captchaRound} missing={captchaMissing} />
            </Suspense>
            {error && (
              <p id={ids.error} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {t(`errors.${error}`, { defaultValue: t('errors.internal_error') })}
              </p>
            )}
            <button type="submit" disabled={pending} className={identityButtonClass}>
              {pending ? t('common.loading') : t('identity.forgot.send')}
            </button>
          </form>
        </>
      )}
      <p className="mt-5 text-center text-sm">
        <button type="button" className={identityLinkClass} onClick={onBack}>
          {t('identity.forgot.back')}
        </button>
      </p>
    </>
  );
};
