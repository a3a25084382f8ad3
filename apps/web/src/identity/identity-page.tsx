import type { TErrorKey } from '@questline/domain/errors';
import { EMAIL_VERIFIED_CALLBACK } from '@questline/domain/rules/urls';
import { safeRedirectPath } from '@questline/domain/schemas/session';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNED_IN_MESSAGE, type TSignedInMessage } from '../features/auth/identity-messages';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { usePageTitle } from '../ui/use-page-title';
import { captchaOf } from './captcha-value';
import { ForgotPasswordForm } from './forgot-password-form';

// Only the forms that ask for it load the captcha (sign-up, forgot password), not the sign-in page.
const CaptchaField = lazy(() => import('./captcha-field').then((module) => ({ default: module.CaptchaField })));

type TMode = 'signIn' | 'register' | 'forgot';

const MODES: readonly TMode[] = ['signIn', 'register', 'forgot'];

/**
 * What a sign-in answered: signed in, a second factor to give first (TOTP enrolled), or a catalogue key; after a
 * sign-up, `notSignedIn` when the sign-in that follows it refuses the password.
 */
type TOutcome =
  | { kind: 'signedIn' }
  | { kind: 'twoFactor' }
  | { kind: 'notSignedIn' }
  | { kind: 'error'; key: TErrorKey };

const post = async (path: string, body: unknown): Promise<TOutcome> => {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as {
    twoFactorRedirect?: boolean;
    error?: { key?: TErrorKey };
  } | null;
  if (!response.ok) return { kind: 'error', key: json?.error?.key ?? 'internal_error' };
  return json?.twoFactorRedirect === true ? { kind: 'twoFactor' } : { kind: 'signedIn' };
};

/** The form's fields; `altcha` is the captcha's payload (sign-up only), undefined when the server asks for none. */
type TFields = { email: string; password: string; name: string; altcha?: string };

const signIn = (fields: { email: string; password: string }) =>
  post('/api/auth/sign-in/email', { email: fields.email, password: fields.password });

/**
 * Sign-up answers an address that already has an account exactly like a new one and signs nobody in (its owner
 * is told instead), so the page signs in with the same password right after. That works for a new account (and
 * for an owner who typed their own password); otherwise the page says so without claiming either case.
 */
const register = async (fields: TFields): Promise<TOutcome> => {
  // When the server verifies addresses, its mail links back to the app through EMAIL_VERIFIED_CALLBACK.
  const { altcha, ...account } = fields;
  const signedUp = await post('/api/auth/sign-up/email', { ...account, altcha, callbackURL: EMAIL_VERIFIED_CALLBACK });
  if (signedUp.kind === 'error') return signedUp;
  const signedIn = await signIn(account);
  return signedIn.kind === 'error' && signedIn.key === 'auth_invalid_credentials' ? { kind: 'notSignedIn' } : signedIn;
};

const submit = (mode: TMode, fields: TFields) => (mode === 'register' ? register(fields) : signIn(fields));

/** The second factor of a sign-in (TFA_ENABLED): the authenticator's 6-digit code for the pending challenge. */
const verifyCode = (code: string) => post('/api/auth/two-factor/verify-totp', { code });

/** Hands the signed-in state to the embedding window, or navigates when opened on its own. */
const finish = (redirectTo: string) => {
  if (window.parent !== window) {
    const message: TSignedInMessage = { type: SIGNED_IN_MESSAGE, redirectTo };
    window.parent.postMessage(message, window.location.origin);
  } else {
    window.location.assign(redirectTo);
  }
};

const inputClass =
  'block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-3 focus:outline-brand-600/40';

/** Questline's own identity page: sign in or create an account with e-mail and password. */
export const IdentityPage = () => {
  const { t } = useTranslation();
  const params = new URLSearchParams(window.location.search);
  const redirectTo = safeRedirectPath(params.get('redirect_to'));
  const [mode, setMode] = useState<TMode>(() => MODES.find((known) => known === params.get('mode')) ?? 'signIn');
  /** The address typed into the sign-in form, carried over to "Forgot password?". */
  const [forgotEmail, setForgotEmail] = useState('');
  const [error, setError] = useState<TErrorKey | null>(null);
  /** After a sign-up whose sign-in was refused: the sign-in form, with what to do next. */
  const [notSignedIn, setNotSignedIn] = useState(false);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<{ error: TErrorKey | null; pending: boolean } | null>(null);
  /** Sign-up's captcha: how many sign-ups the server answered (each spends its solution), and one sent unsolved. */
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const ids = {
    email: useId(),
    password: useId(),
    name: useId(),
    error: useId(),
    code: useId(),
    codeError: useId(),
    captcha: useId(),
  };
  usePageTitle(
    t(
      mode === 'register'
        ? 'identity.registerTitle'
        : mode === 'forgot'
          ? 'identity.forgot.title'
          : 'identity.signInTitle',
    ),
  );

  if (mode === 'forgot') {
    return (
      <main className="mx-auto flex min-h-[500px] max-w-sm flex-col justify-center px-6 py-6">
        <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setMode('signIn')} />
      </main>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const captcha = captchaOf(data);
    setError(null);
    setNotSignedIn(false);
    setCaptchaMissing(captcha.missing);
    if (captcha.missing) {
      document.getElementById(ids.captcha)?.focus();
      return;
    }
    setPending(true);
    const outcome = await submit(mode, {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
      name: String(data.get('name') ?? '').trim(),
      altcha: captcha.payload,
    }).catch((): TOutcome => ({ kind: 'error', key: 'internal_error' }));
    setPending(false);
    if (mode === 'register') setCaptchaRound((round) => round + 1);
    if (outcome.kind === 'error') setError(outcome.key);
    else if (outcome.kind === 'notSignedIn') {
      setMode('signIn');
      setNotSignedIn(true);
    } else if (outcome.kind === 'twoFactor') setChallenge({ error: null, pending: false });
    else finish(redirectTo);
  };

  const confirmCode = async () => {
    const input = document.getElementById(ids.code) as HTMLInputElement | null;
    const code = (input?.value ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      setChallenge({ error: 'tfa_invalid_code', pending: false });
      return;
    }
    setChallenge({ error: null, pending: true });
    const outcome = await verifyCode(code).catch((): TOutcome => ({ kind: 'error', key: 'internal_error' }));
    if (outcome.kind === 'error') {
      // A spent or expired challenge cannot take another code: back to the password.
      if (outcome.key === 'tfa_challenge_expired') {
        setChallenge(null);
        setError(outcome.key);
      } else setChallenge({ error: outcome.key, pending: false });
    } else finish(redirectTo);
  };

  return (
    <main className="mx-auto flex min-h-[500px] max-w-sm flex-col justify-center px-6 py-6">
      <h1 className="text-xl font-bold text-slate-900">
        {mode === 'register' ? t('identity.registerTitle') : t('identity.signInTitle')}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{t('identity.subtitle')}</p>
      <form
        className="mt-5 space-y-4"
        onSubmit={onSubmit}
        noValidate={false}
        aria-describedby={error || notSignedIn ? ids.error : undefined}
      >
        {mode === 'register' && (
          <div className="space-y-1">
            <label htmlFor={ids.name} className="block text-sm font-medium text-slate-800">
              {t('identity.name')}
            </label>
            <input id={ids.name} name="name" autoComplete="name" required maxLength={100} className={inputClass} />
          </div>
        )}
        <div className="space-y-1">
          <label htmlFor={ids.email} className="block text-sm font-medium text-slate-800">
            {t('identity.email')}
          </label>
          <input id={ids.email} name="email" type="email" autoComplete="email" required className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.password} className="block text-sm font-medium text-slate-800">
            {t('identity.password')}
          </label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
            required
            minLength={mode === 'register' ? 8 : undefined}
            className={inputClass}
          />
          {mode === 'signIn' && (
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              onClick={() => {
                const typed = document.getElementById(ids.email) as HTMLInputElement | null;
                setForgotEmail(typed?.value.trim() ?? '');
                setError(null);
                setNotSignedIn(false);
                setMode('forgot');
              }}
            >
              {t('identity.forgotPassword')}
            </button>
          )}
        </div>
        {mode === 'register' && (
          <Suspense fallback={null}>
            <CaptchaField id={ids.captcha} round={captchaRound} missing={captchaMissing} />
          </Suspense>
        )}
        {error && (
          <p id={ids.error} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t(`errors.${error}`, { defaultValue: t('errors.internal_error') })}
          </p>
        )}
        {notSignedIn && (
          <p id={ids.error} role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('identity.registeredNotSignedIn')}
          </p>
        )}
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
        >
          {pending ? t('common.loading') : mode === 'register' ? t('identity.register') : t('identity.signIn')}
        </button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-600">
        {mode === 'register' ? t('identity.haveAccount') : t('identity.noAccount')}{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            setError(null);
            setNotSignedIn(false);
            setMode(mode === 'register' ? 'signIn' : 'register');
          }}
        >
          {mode === 'register' ? t('identity.switchToSignIn') : t('identity.switchToRegister')}
        </button>
      </p>
      <ConfirmDialog
        isOpen={challenge !== null}
        theme="tfa"
        title={t('identity.tfa.title')}
        loading={challenge?.pending === true}
        onConfirm={() => void confirmCode()}
        onCancel={() => setChallenge(null)}
        message={
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              void confirmCode();
            }}
          >
            <p>{t('identity.tfa.body')}</p>
            <label htmlFor={ids.code} className="block text-sm font-medium text-slate-800">
              {t('identity.tfa.code')}
            </label>
            <input
              id={ids.code}
              name="code"
              // biome-ignore lint/a11y/noAutofocus: the dialog opens to take this one code
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={challenge?.error ? true : undefined}
              aria-describedby={challenge?.error ? ids.codeError : undefined}
              className={`${inputClass} max-w-48 text-center font-mono text-lg tracking-[0.4em]`}
            />
            {challenge?.error && (
              <p id={ids.codeError} role="alert" className="text-sm text-red-800">
                {t(`errors.${challenge.error}`, { defaultValue: t('errors.internal_error') })}
              </p>
            )}
          </form>
        }
      />
    </main>
  );
};
