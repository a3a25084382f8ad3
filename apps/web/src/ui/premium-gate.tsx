import { useTranslation } from 'react-i18next';
import { PREMIUM_TRIAL_PATH, usePremiumTrial } from '../lib/premium-trial';
import { AppLink } from './app-link';

/**
 * A premium item's page for a viewer without premium (the server answered 403 premium_required, naming the item): its
 * title, what is missing, and the way to the free trial (§2.10, §6) where a store sells premium; where none does, how
 * premium is had on this site (from its administrators), with no trial to start.
 */
export const PremiumGate = ({ title }: { title: string | undefined }) => {
  const { t } = useTranslation();
  const trial = usePremiumTrial();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">{t('labels.premium')}</p>
      {title && <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>}
      <p role="alert" className="mt-3 text-base text-slate-700">
        {t('errors.premium_required')}
      </p>
      {trial ? (
        <>
          <AppLink
            href={PREMIUM_TRIAL_PATH}
            className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {t('premium.gate.startTrial')}
          </AppLink>
          <p className="mt-2 text-xs text-slate-600">{t('premium.gate.trialDays', { days: trial.days })}</p>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('premiumPage.noStore')}</p>
      )}
    </div>
  );
};
