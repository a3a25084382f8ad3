import type { TLocale } from '@questline/domain/constants';
import { paymentUrl, searchUrl } from '@questline/domain/rules/urls';
import type { TPremiumStore } from '@questline/domain/schemas/site';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { useSiteSettings } from '../../api/site-settings';
import { currentLocale } from '../../i18n/i18n';
import { AppLink } from '../../ui/app-link';
import { usePageTitle } from '../../ui/use-page-title';

const BENEFITS = ['content', 'live', 'tour', 'startPage'] as const;

const primaryClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const secondaryClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The premium courses listing (§2.1: /courses with premium:true, most started first). */
const PREMIUM_COURSES = `/courses?${new URLSearchParams({ k: JSON.stringify(['premium:true']), ob: 'starts' })}`;

/** The store's payment link for premium (§9): item, the viewer's locale, currency, seats and source. */
export const premiumPaymentUrl = (store: TPremiumStore, locale: TLocale) =>
  store.paymentLinkBase
    ? paymentUrl(store.paymentLinkBase, {
        item: store.item,
        locale,
        currency: store.currency,
        seats: store.seats,
        source: store.source,
      })
    : null;

/** What the viewer can do next: browse (premium already), start the trial at the store, or ask an administrator. */
const NextStep = ({ store }: { store: TPremiumStore | undefined }) => {
  const { t } = useTranslation();
  const me = useMe();
  if (me?.premium) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="font-semibold text-emerald-800">{t('premiumPage.member')}</p>
        <AppLink href={PREMIUM_COURSES} className={primaryClass}>
          {t('premiumPage.browse')}
        </AppLink>
      </div>
    );
  }
  const link = store ? premiumPaymentUrl(store, currentLocale()) : null;
  if (!link) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="max-w-2xl text-slate-700">{t('premiumPage.noStore')}</p>
        <AppLink href={searchUrl(['premium:true'])} className={secondaryClass}>
          {t('premiumPage.preview')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <a href={link} className={primaryClass}>
        {t('premiumPage.startTrial')}
      </a>
      <p className="text-sm text-slate-600">{t('premiumPage.afterTrial')}</p>
    </div>
  );
};

/**
 * The premium landing page (§1 store flow): what premium gives, the free trial's length (§9: 30 days), and 'Start free
 * trial' leading to the store's payment link. Without a configured store it offers no trial and says how premium is had
 * on this site: from an administrator; a premium member is sent to the premium catalogue instead.
 */
export const PremiumPage = () => {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const me = useMe();
  // The trial is offered only where it can be started: a store sells premium here and the viewer has none yet.
  const store = settings?.premiumStore;
  const trialDays = store && !me?.premium && premiumPaymentUrl(store, currentLocale()) ? store.trialDays : undefined;
  usePageTitle(t('premiumPage.title'));

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">{t('labels.premium')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('premiumPage.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('premiumPage.intro')}</p>
      {trialDays !== undefined && (
        <p className="mt-5 inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {t('premiumPage.trialLabel', { days: trialDays })}
        </p>
      )}

      <section aria-labelledby="premium-benefits" className="mt-10">
        <h2 id="premium-benefits" className="text-2xl font-bold text-slate-900">
          {t('premiumPage.benefitsTitle')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{t(`premiumPage.benefits.${benefit}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`premiumPage.benefits.${benefit}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="premium-next" className="mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <h2 id="premium-next" className="sr-only">
          {t('premiumPage.nextTitle')}
        </h2>
        <NextStep store={store} />
      </section>
    </div>
  );
};
