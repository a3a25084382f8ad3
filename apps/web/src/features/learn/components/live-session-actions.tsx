import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PREMIUM_TRIAL_PATH, usePremiumTrial } from '../../../lib/premium-trial';
import { AppLink } from '../../../ui/app-link';
import { useLiveRegister } from '../hooks/use-live-register';

export const primaryClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const secondaryClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * A premium session the viewer cannot join (§2.10, §6), instead of its actions: the way to a free trial where a store
 * sells premium; where none does, that it is for premium members, whom this site's administrators make.
 */
export const StartTrialLink = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation();
  const trial = usePremiumTrial();
  if (!trial) {
    return <p className={`text-slate-700 ${compact ? 'text-xs' : 'text-sm'}`}>{t('live.card.premiumOnly')}</p>;
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <AppLink href={PREMIUM_TRIAL_PATH} className={primaryClass}>
        {t('live.card.startTrial')}
      </AppLink>
      {!compact && <span className="text-xs text-slate-600">{t('live.card.trialDays', { days: trial.days })}</span>}
    </p>
  );
};

/** Register (§4.6): only for opening sessions the viewer may join; the caller decides that. */
export const RegisterButton = ({ session }: { session: TLiveSessionCard }) => {
  const { t } = useTranslation();
  const { register, pending } = useLiveRegister(session.id);
  return (
    <>
      <Button
        onPress={register}
        isDisabled={pending}
        aria-label={t('live.card.registerFor', { title: session.title })}
        className={primaryClass}
      >
        {t('live.card.register')}
      </Button>
      {session.registered && (
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
          <span aria-hidden="true">✓</span>
          {t('live.card.registered')}
        </span>
      )}
    </>
  );
};

/** Whether the viewer may register: an opening session that is not closed to them (§2.10). */
export const canRegister = (session: TLiveSessionCard) => session.period === 'opening' && !session.disabled;
