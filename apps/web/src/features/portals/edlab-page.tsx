import { useTranslation } from 'react-i18next';
import { useExternalApps } from '../../api/external-apps';
import { LearnerProgress } from '../../ui/learner-progress';
import { usePageTitle } from '../../ui/use-page-title';
import { FaqList } from './components/faq-list';
import { FeaturedCards } from './components/featured-cards';
import { heroButtonClass, PortalHero, PortalSection } from './components/portal-section';
import { SeatManager } from './components/seat-manager';
import { EDLAB_FAQ } from './faq-entries';
import { usePortalTour } from './use-portal-tour';

const GET_STARTED_STEPS = ['seats', 'classes', 'lessons', 'track'] as const;
/** The classroom templates of §9's asset unlock packages. */
const ASSET_TEMPLATES = ['fps', 'karting'] as const;

const Assets = () => {
  const { t } = useTranslation();
  const store = useExternalApps()?.find((app) => app.id === 'assetStore');
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {ASSET_TEMPLATES.map((template) => (
          <li key={template} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-slate-900">{t(`portalPages.edlab.assets.${template}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`portalPages.edlab.assets.${template}.body`)}</p>
          </li>
        ))}
      </ul>
      {store && (
        <a href={store.url} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline">
          {t('portalPages.edlab.assets.store')}
        </a>
      )}
    </>
  );
};

/**
 * The educator lab portal (§2.1 /edlab, §2.15 edlab_portal): for edlab members while EDLAB_PORTAL_PAGE is on; its
 * route's gate shows everyone else what the lab is.
 */
export const EdlabPage = () => {
  const { t } = useTranslation();
  const tour = usePortalTour('edlab_portal');
  usePageTitle(t('portalPages.edlab.title'));
  return (
    <>
      <PortalHero title={t('portalPages.edlab.hero.title')} body={t('portalPages.edlab.hero.body')}>
        <button type="button" onClick={tour.takeTour} className={`${heroButtonClass} hidden md:inline-flex`}>
          {t('portalPages.common.takeTour')}
        </button>
      </PortalHero>
      <PortalSection id="get-started" tourStep="getStarted" title={t('portalPages.edlab.getStarted.title')}>
        <ol className="grid gap-4 md:grid-cols-4">
          {GET_STARTED_STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-slate-200 bg-white p-5">
              <span aria-hidden="true" className="text-2xl font-bold text-brand-700">
                {index + 1}
              </span>
              <h3 className="mt-1 font-semibold text-slate-900">{t(`portalPages.edlab.getStarted.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`portalPages.edlab.getStarted.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </PortalSection>
      <PortalSection
        id="resources"
        tourStep="resources"
        title={t('portalPages.edlab.resources.title')}
        intro={t('portalPages.edlab.resources.intro')}
      >
        <FeaturedCards name="page_edlab" />
      </PortalSection>
      <PortalSection
        id="assets"
        tourStep="assets"
        title={t('portalPages.edlab.assets.title')}
        intro={t('portalPages.edlab.assets.intro')}
      >
        <Assets />
      </PortalSection>
      <PortalSection id="faqs" tourStep="faqs" title={t('portalPages.common.faqs')}>
        <FeaturedCards name="page_edlab_faq" title={t('portalPages.faq.startHere')} />
        <FaqList ids={EDLAB_FAQ} />
      </PortalSection>
      <PortalSection
        id="assign-seats"
        tourStep="assignSeats"
        title={t('portalPages.edlab.seats.title')}
        intro={t('portalPages.edlab.seats.intro')}
      >
        <SeatManager />
      </PortalSection>
      <PortalSection id="learner-progress" title={t('learnerProgress.title')} intro={t('learnerProgress.edlabIntro')}>
        <LearnerProgress path="/api/edlab/progress" withEmail />
      </PortalSection>
      {tour.launcher}
    </>
  );
};
