import type { TErrorKey } from '@questline/domain/errors';
import { EMAIL_VERIFIED_CALLBACK, isEmailVerifiedLanding } from '@questline/domain/rules/urls';
import type { TMe } from '@questline/domain/schemas/session';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postAuth } from '../../api/auth';
import { loadErrorsCatalogue } from '../../i18n/i18n';
import { useToast } from '../../ui/toast';

/** What the verification link landed with: nothing, or better-auth's error code when it failed. */
const readLanding = (search: string) => {
  if (!isEmailVerifiedLanding(search)) return null;
  return { error: new URLSearchParams(search).get('error') };
};

/** Drops the landing's parameters from the address bar; the rest of the URL and the router's state stay. */
const forgetLanding = () => {
  const url = new URL(window.location.href);
  url.searchParams.delete('emailVerified');
  url.searchParams.delete('error');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

type TSending = { kind: 'idle' } | { kind: 'pending' } | { kind: 'sent' } | { kind: 'failed'; key: TErrorKey };

/**
 * While the signed-in user's address is not confirmed (only when the server sends mail): a banner on every page that
 * says posting waits for it, with "send the link again". Where the verification link lands (EMAIL_VERIFIED_CALLBACK)
 * it says the address is confirmed (a toast), or that the link failed (`search`: the page's query). The layout loads
 * it only for these users.
 */
export const VerifyEmailBanner = ({ me, search }: { me: TMe; search: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [landing] = useState(() => readLanding(search));
  const [sending, setSending] = useState<TSending>({ kind: 'idle' });

  useEffect(() => {
    if (!landing) return;
    forgetLanding();
    if (!landing.error && me.emailVerified) toast(t('verifyEmail.verified'));
  }, [landing, me.emailVerified, toast, t]);

  if (me.emailVerified) return null;

  const sendAgain = async () => {
    setSending({ kind: 'pending' });
    const answer = await postAuth('/api/auth/send-verification-email', {
      email: me.email,
      callbackURL: EMAIL_VERIFIED_CALLBACK,
    });
    if (answer.ok) setSending({ kind: 'sent' });
    else {
      await loadErrorsCatalogue().catch(() => undefined);
      setSending({ kind: 'failed', key: answer.key });
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
      <section
        aria-label={t('verifyEmail.label')}
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <div className="space-y-1">
          <p>
            {landing?.error
              ? t('verifyEmail.linkInvalid', { email: me.email })
              : t('verifyEmail.message', { email: me.email })}
          </p>
          <div aria-live="polite">
            {sending.kind === 'sent' && <p className="font-medium">{t('verifyEmail.sent', { email: me.email })}</p>}
            {sending.kind === 'failed' && (
              <p className="font-medium text-red-800">
                {t(`errors.${sending.key}`, { defaultValue: t('errors.internal_error') })}
              </p>
            )}
          </div>
        </div>
        <button
          type="button"
          onClick={() => void sendAgain()}
          disabled={sending.kind === 'pending' || sending.kind === 'sent'}
          className="rounded-lg border border-amber-400 bg-white px-3 py-1.5 font-semibold text-amber-950 hover:bg-amber-100 disabled:opacity-60"
        >
          {sending.kind === 'pending' ? t('common.loading') : t('verifyEmail.sendAgain')}
        </button>
      </section>
    </div>
  );
};
