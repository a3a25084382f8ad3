import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlags } from '../../../api/site-settings';
import { failureKeyOf } from '../../../lib/error-key';
import { Spinner } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  type TTotpEnrolment,
  totpSecretOf,
  twoFactorStateQueryOptions,
  useTwoFactorState,
} from '../api/two-factor';

// The QR encoder comes with the first enrolment only.
const TotpQrCode = lazy(() => import('./totp-qr-code').then((module) => ({ default: module.TotpQrCode })));

const inputClass =
  'w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600';
const primaryClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
const secondaryClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/** One labelled field and its submit button, with the server's refusal under it. */
const SingleFieldForm = (props: {
  label: string;
  name: string;
  type: 'password' | 'text';
  submitLabel: string;
  onSubmit: (value: string) => Promise<void>;
  inputMode?: 'numeric';
  autoComplete: string;
  pattern?: string;
  maxLength?: number;
  extra?: ReactNode;
}) => {
  const { t } = useTranslation();
  const ids = { input: useId(), error: useId() };
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(props.name) ?? '').trim();
    setPending(true);
    setError(null);
    try {
      await props.onSubmit(value);
    } catch (failure) {
      setError(t(`errors.${failureKeyOf(failure)}`));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={ids.input} className="text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <input
        id={ids.input}
        name={props.name}
        type={props.type}
        required
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        pattern={props.pattern}
        maxLength={props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        className={inputClass}
      />
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} className={primaryClass}>
          {pending && <Spinner />}
          {props.submitLabel}
        </button>
        {props.extra}
      </div>
    </form>
  );
};

/** Enrolment's second step: scan (or type) the secret, keep the backup codes, confirm with a code. */
const ConfirmEnrolment = (props: { enrolment: TTotpEnrolment; onConfirmed: () => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  const secret = totpSecretOf(props.enrolment.totpURI);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">{t('settings.twoFactor.scan')}</p>
      <div className="flex flex-wrap items-start gap-6">
        <Suspense fallback={<div className="h-48 w-48 animate-pulse rounded-lg bg-slate-100" />}>
          <TotpQrCode uri={props.enrolment.totpURI} label={t('settings.twoFactor.qrLabel')} />
        </Suspense>
        <div className="flex flex-col gap-3">
          <div>
            <p className="text-sm font-semibold text-slate-800">{t('settings.twoFactor.secret')}</p>
            <code data-testid="totp-secret" className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 text-sm">
              {secret}
            </code>
          </div>
          <div>
            <p className="text-sm font-semibold text-slate-800">{t('settings.twoFactor.backupCodes')}</p>
            <p className="text-xs text-slate-600">{t('settings.twoFactor.backupCodesHint')}</p>
            <ul className="mt-1 grid grid-cols-2 gap-x-4 font-mono text-sm text-slate-900">
              {props.enrolment.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <SingleFieldForm
        label={t('settings.twoFactor.code')}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        submitLabel={t('settings.twoFactor.confirm')}
        onSubmit={async (code) => {
          await confirmTwoFactor(code);
          props.onConfirmed();
        }}
        extra={
          <button type="button" onClick={props.onCancel} className={secondaryClass}>
            {t('common.dialog.cancel')}
          </button>
        }
      />
    </div>
  );
};

/**
 * Two-factor authentication in the settings tab (TFA_ENABLED, §9): a signed-in user enrols TOTP (password, then the QR
 * code or the secret in an authenticator, a code to confirm; backup codes shown once) and may turn it off again with
 * the password. While the flag is off no one can enrol; users already enrolled may still turn it off.
 */
export const TwoFactorPanel = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const flags = useFeatureFlags();
  const state = useTwoFactorState();
  const [step, setStep] = useState<'idle' | 'password'>('idle');
  const [enrolment, setEnrolment] = useState<TTotpEnrolment | null>(null);
  const titleId = useId();

  const enabled = state.data?.enabled === true;
  if (!state.data || (!enabled && !flags.TFA_ENABLED)) return null;

  const settle = async (message: string) => {
    setEnrolment(null);
    setStep('idle');
    await queryClient.invalidateQueries({ queryKey: twoFactorStateQueryOptions().queryKey });
    toast(message);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('settings.twoFactor.title')}
      </h2>
      <p className="text-sm text-slate-600">{enabled ? t('settings.twoFactor.on') : t('settings.twoFactor.intro')}</p>
      {enabled ? (
        <SingleFieldForm
          label={t('settings.twoFactor.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          submitLabel={t('settings.twoFactor.disable')}
          onSubmit={async (password) => {
            await disableTwoFactor(password);
            await settle(t('settings.twoFactor.disabled'));
          }}
        />
      ) : enrolment ? (
        <ConfirmEnrolment
          enrolment={enrolment}
          onConfirmed={() => void settle(t('settings.twoFactor.enabled'))}
          onCancel={() => {
            setEnrolment(null);
            setStep('idle');
          }}
        />
      ) : step === 'password' ? (
        <SingleFieldForm
          label={t('settings.twoFactor.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          submitLabel={t('settings.twoFactor.continue')}
          onSubmit={async (password) => setEnrolment(await enableTwoFactor(password))}
        />
      ) : (
        <div>
          <button type="button" onClick={() => setStep('password')} className={primaryClass}>
            {t('settings.twoFactor.setUp')}
          </button>
        </div>
      )}
    </section>
  );
};
