import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { useFeatureFlags } from '../../api/site-settings';
import { ItemCard } from '../../ui/item-card';
import { usePageTitle } from '../../ui/use-page-title';
import { educatorContentQueryOptions, educatorSearchHref } from './api/educator-content';
import { EducatorPlanDialog } from './components/educator-plan-dialog';
import { FaqList } from './components/faq-list';
import { FeaturedCards } from './components/featured-cards';
import { heroButtonClass, PortalHero, PortalSection } from './components/portal-section';
import { FAQ_CATEGORIES } from './faq-entries';
import { hasEdlabAccess, hasPartnersAccess } from './portal-access';

const linkButtonClass =
  'inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800';

/** The lessons that carry an educator plan (§3.9), each with the plan one press away. */
const LessonPlans = () => {
  const { t } = useTranslation();
  const content = useQuery(educatorContentQueryOptions());
  if (content.isPending) return <p className="text-sm text-slate-600">{t('common.loading')}</p>;
  if (content.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('errors.internal_error')}
      </p>
    );
  if (content.data.cards.length === 0) {
    return <p className="text-sm text-slate-600">{t('portalPages.educators.plans.empty')}</p>;
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.data.cards.map((card) => (
          <li key={card.id} className="flex flex-col gap-2">
            <ItemCard item={card} />
            <EducatorPlanDialog type={card.type} slug={card.slug} title={card.title} />
          </li>
        ))}
      </ul>
      <a href={educatorSearchHref()} className="mt-6 inline-block text-sm font-semibold text-brand-700 underline">
        {t('portalPages.educators.plans.seeAll', { count: content.data.total })}
      </a>
    </>
  );
};

/** The educator lab and the academic alliance as the educators page presents them: the 'Learn more' targets (§2.5). */
const Programmes = () => {
  const { t } = useTranslation();
  const me = useMe();
  const flags = useFeatureFlags();
  const access = (program: 'edlab' | 'partners') =>
    program === 'edlab' ? hasEdlabAccess(me, flags) : hasPartnersAccess(me);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {(['edlab', 'partners'] as const).map((program) => (
        <article
          key={program}
          id={program}
          aria-labelledby={`${program}-programme`}
          className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h3 id={`${program}-programme`} className="text-lg font-semibold text-slate-900">
            {t(`portals.${program}.title`)}
          </h3>
          <p className="mt-2 text-sm leading-6 text-slate-700">{t(`portalPages.educators.programmes.${program}`)}</p>
          {access(program) ? (
            <a href={`/${program}`} className={`${linkButtonClass} mt-4`}>
              {t('portals.accessNow')}
            </a>
          ) : (
            <p className="mt-4 text-sm font-medium text-slate-800">{t(`portalPages.educators.programmes.join`)}</p>
          )}
        </article>
      ))}
    </div>
  );
};

const RESOURCES = [
  { key: 'plans', href: '#lesson-plans' },
  { key: 'live', href: '/live-calendar' },
  { key: 'faq', href: '/faq#educators' },
] as const;

/** The educators page (§1, §2.1): featured lessons, lessons with educator plans, resources, programmes and FAQs. */
export const EducatorsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('portalPages.educators.title'));
  return (
    <>
      <PortalHero title={t('portalPages.educators.hero.title')} body={t('portalPages.educators.hero.body')}>
        <a href="#lesson-plans" className={heroButtonClass}>
          {t('portalPages.educators.hero.cta')}
        </a>
      </PortalHero>
      <PortalSection
        id="featured"
        title={t('portalPages.educators.featured.title')}
        intro={t('portalPages.educators.featured.intro')}
      >
        <FeaturedCards name="page_educators" />
      </PortalSection>
      <PortalSection
        id="lesson-plans"
        title={t('portalPages.educators.plans.title')}
        intro={t('portalPages.educators.plans.intro')}
      >
        <LessonPlans />
      </PortalSection>
      <PortalSection id="resources" title={t('portalPages.educators.resources.title')}>
        <ul className="grid gap-4 md:grid-cols-3">
          {RESOURCES.map((resource) => (
            <li key={resource.key} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">
                <a href={resource.href} className="hover:underline">
                  {t(`portalPages.educators.resources.${resource.key}.title`)}
                </a>
              </h3>
              <p className="mt-1 text-sm text-slate-700">{t(`portalPages.educators.resources.${resource.key}.body`)}</p>
            </li>
          ))}
        </ul>
      </PortalSection>
      <PortalSection id="programmes" title={t('portalPages.educators.programmes.title')}>
        <Programmes />
      </PortalSection>
      <PortalSection id="educator-faq" title={t('portalPages.common.faqs')}>
        <FaqList ids={FAQ_CATEGORIES.educators} />
      </PortalSection>
    </>
  );
};
