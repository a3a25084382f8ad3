import { useTranslation } from 'react-i18next';
import { useExternalApps } from '../../api/external-apps';
import { usePageTitle } from '../../ui/use-page-title';
import { FaqList } from './components/faq-list';
import { FeaturedCards } from './components/featured-cards';
import { heroButtonClass, PortalHero, PortalSection } from './components/portal-section';
import { PARTNERS_FAQ } from './faq-entries';
import { usePortalTour } from './use-portal-tour';

const BENEFITS = ['curriculum', 'certification', 'community', 'support'] as const;

const Community = () => {
  const { t } = useTranslation();
  const forum = useExternalApps()?.find((app) => app.id === 'forum');
  return (
    <div className="max-w-3xl">
      <p className="text-slate-700">{t('portalPages.partners.community.body')}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href="/live-calendar" className="text-sm font-semibold text-brand-700 underline">
            {t('portalPages.partners.community.live')}
          </a>
        </li>
        {forum && (
          <li>
            <a href={forum.url} className="text-sm font-semibold text-brand-700 underline">
              {t('portalPages.partners.community.forum')}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
};

/**
 * The academic-alliance portal (§2.1 /partners, §2.15 uaa_portal): for academic-alliance members; its route's gate
 * shows everyone else what the alliance is.
 */
export const PartnersPage = () => {
  const { t } = useTranslation();
  const tour = usePortalTour('uaa_portal');
  usePageTitle(t('portalPages.partners.title'));
  return (
    <>
      <PortalHero title={t('portalPages.partners.hero.title')} body={t('portalPages.partners.hero.body')}>
        <button type="button" onClick={tour.takeTour} className={`${heroButtonClass} hidden md:inline-flex`}>
          {t('portalPages.common.takeTour')}
        </button>
      </PortalHero>
      <PortalSection id="benefits" tourStep="benefits" title={t('portalPages.partners.benefits.title')}>
        <ul className="grid gap-4 md:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{t(`portalPages.partners.benefits.${benefit}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`portalPages.partners.benefits.${benefit}.body`)}</p>
            </li>
          ))}
        </ul>
      </PortalSection>
      <PortalSection
        id="curricular"
        tourStep="curricular"
        title={t('portalPages.partners.curricular.title')}
        intro={t('portalPages.partners.curricular.intro')}
      >
        <FeaturedCards name="page_uaa_portal" />
      </PortalSection>
      <PortalSection id="community" tourStep="community" title={t('portalPages.partners.community.title')}>
        <Community />
      </PortalSection>
      <PortalSection id="faqs" tourStep="faqs" title={t('portalPages.common.faqs')}>
        <FeaturedCards name="page_uaa_faq" title={t('portalPages.faq.startHere')} />
        <FaqList ids={PARTNERS_FAQ} />
      </PortalSection>
      {tour.launcher}
    </>
  );
};
