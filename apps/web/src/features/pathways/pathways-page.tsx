import { criterion } from '@questline/domain/rules/search-criteria';
import type { TPathwaySummary } from '@questline/domain/schemas/featured';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeaturedPair } from '../../api/featured-list';
import { AppLink } from '../../ui/app-link';
import { FeaturedSection } from '../../ui/featured-section';
import { usePageTitle } from '../../ui/use-page-title';
import { PATHWAYS_FEATURED, usePathwaysLanding } from './api/get-pathways-landing';
import { PathwaySummaryCard } from './components/pathway-summary-card';
import { SubmissionSlider } from './components/submission-slider';

const sectionTitleClass = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';
const TESTIMONIALS = ['foundations', 'gameplay', 'educator'] as const;
const EXPLAINERS = ['checkpoints', 'xp', 'community', 'badges', 'assets'] as const;

const Section = ({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
    <h2 id={id} className={sectionTitleClass}>
      {title}
    </h2>
    {intro && <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>}
    <div className="mt-6">{children}</div>
  </section>
);

const PathwayGrid = ({ pathways, featured }: { pathways: readonly TPathwaySummary[]; featured: boolean }) => (
  <ul className={`grid grid-cols-1 gap-6 sm:grid-cols-2 ${featured ? '' : 'lg:grid-cols-3'}`}>
    {pathways.map((pathway, index) => (
      <li key={pathway.id}>
        <PathwaySummaryCard
          pathway={pathway}
          // Featured cards alternate dark and light; the map's cards stay light and leave the strapline out.
          theme={featured && index % 2 === 0 ? 'dark' : 'light'}
          showStrapline={featured}
        />
      </li>
    ))}
  </ul>
);

/**
 * The pathways landing page (§2.8), its sections in the spec's order: hero, featured pathways, testimonials, the
 * pathway map, how pathways work, featured learner submissions (when there are any), and learning support. The
 * landing page's own featured list (page_landing_pathway, premium viewers' version when it has items) follows the
 * featured pathways, as part of the featured section (docs/decisions/0074-readings-of-the-spec-gaps.md).
 */
export const PathwaysPage = () => {
  const { t } = useTranslation();
  const landing = usePathwaysLanding();
  const picks = useFeaturedPair(PATHWAYS_FEATURED);
  usePageTitle(t('pathways.title'));

  return (
    <>
      <section
        aria-labelledby="pathways-hero"
        className="theme-keep bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-600 text-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <h1 id="pathways-hero" className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {t('pathways.hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-indigo-100 sm:text-lg">{t('pathways.hero.body')}</p>
          <a
            href="#pathways-map"
            className="mt-8 inline-flex rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 shadow-sm hover:bg-indigo-50"
          >
            {t('pathways.hero.cta')}
          </a>
        </div>
      </section>

      {landing.featured.length > 0 && (
        <Section id="pathways-featured" title={t('pathways.featured.title')} intro={t('pathways.featured.intro')}>
          <PathwayGrid pathways={landing.featured} featured />
        </Section>
      )}

      {picks?.itemIds.length ? (
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <FeaturedSection list={picks} title={t('pathways.picks.title')} eagerCount={0} />
        </div>
      ) : null}

      <Section id="pathways-testimonials" title={t('pathways.testimonials.title')}>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((key) => (
            <li key={key}>
              <figure className="h-full rounded-2xl bg-indigo-50 p-6">
                <blockquote className="text-slate-800">
                  <p>{t(`pathways.testimonials.${key}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-brand-800">
                  {t(`pathways.testimonials.${key}.role`)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pathways-map" title={t('pathways.map.title')} intro={t('pathways.map.intro')}>
        {landing.pathways.length > 0 ? (
          <>
            <PathwayGrid pathways={landing.pathways} featured={false} />
            {landing.pathwaysTotal > landing.pathways.length && (
              <Link
                to="/search"
                search={{ k: [criterion('type', 'pathway')] }}
                className="mt-8 inline-flex rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-indigo-50"
              >
                {t('pathways.map.all')}
              </Link>
            )}
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {t('pathways.map.empty')}
          </p>
        )}
      </Section>

      <Section id="pathways-how" title={t('pathways.how.title')} intro={t('pathways.how.intro')}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {EXPLAINERS.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 p-5">
              <h3 className="font-semibold text-slate-900">{t(`pathways.how.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`pathways.how.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      {landing.submissions.length > 0 && (
        <Section
          id="pathways-submissions"
          title={t('pathways.submissions.title')}
          intro={t('pathways.submissions.intro')}
        >
          <SubmissionSlider submissions={landing.submissions} />
        </Section>
      )}

      <Section id="pathways-support" title={t('pathways.support.title')} intro={t('pathways.support.body')}>
        <div className="flex flex-wrap gap-3">
          <AppLink
            href="/live-calendar"
            className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {t('pathways.support.liveCalendar')}
          </AppLink>
          <AppLink
            href="/educators"
            className="rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-indigo-50"
          >
            {t('pathways.support.educators')}
          </AppLink>
        </div>
      </Section>
    </>
  );
};
