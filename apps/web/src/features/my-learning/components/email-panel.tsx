import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { useMe } from '../../../api/session';
import { Spinner } from '../../../ui/confirm-dialog';
import { changeEmail } from '../api/account';
import { AccountField, AccountSection, accountPrimaryClass } from './account-section';

const ZAddress = z.email();

/** Where the link in the mail lands once followed: this tab, told that it was a change of address. */
export const emailChangeLanding = (userId: string) => `/u/${encodeURIComponent(userId)}?tab=settings&emailChange=1`;

/**
 * Change e-mail in the settings tab (better-auth's change-email): a link goes to the new address, and the address
 * changes only once it is followed. Every request answers the same "link sent" (a taken address gets no mail), so the
 * page never tells whether an address has an account. Back from the link, `landing` says how it went: better-auth
 * adds `error` to the landing address when the link was not valid (expired, already used).
 */
export const EmailPanel = (props: { landing?: { error: string | null } }) => {
  const { t } = useTranslation();
  const me = useMe();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!me) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('newEmail') as HTMLInputElement;
    const newEmail = input.value.trim().toLowerCase();
    const refusal = !newEmail
      ? t('errors.error_isRequired')
      : !ZAddress.safeParse(newEmail).success
        ? t('errors.not_valid_email')
        : newEmail === me.email.toLowerCase()
          ? t('settings.email.same')
          : null;
    setError(refusal);
    setSentTo(null);
    if (refusal) {
      input.focus();
      return;
    }
    setPending(true);
    try {
      await changeEmail(newEmail, emailChangeLanding(me.id));
      setSentTo(newEmail);
      form.reset();
    } catch (failure) {
      setError(t(`errors.${failure instanceof ApiError ? failure.key : 'internal_error'}`));
      input.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountSection title={t('settings.email.title')} intro={t('settings.email.current', { email: me.email })}>
      {props.landing &&
        (props.landing.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('settings.email.linkFailed')}
          </p>
        ) : (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t('settings.email.changed', { email: me.email })}
          </p>
        ))}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <AccountField
          label={t('settings.email.new')}
          name="newEmail"
          type="email"
          autoComplete="email"
          description={t('settings.email.newHelp')}
          error={error}
        />
        <div>
          <button type="submit" disabled={pending} className={accountPrimaryClass}>
            {pending && <Spinner />}
            {t('settings.email.submit')}
          </button>
        </div>
      </form>
      <p role="status" className="text-sm text-slate-700">
        {sentTo ? t('settings.email.sent', { email: sentTo }) : ''}
      </p>
    </AccountSection>
  );
};
