import type { TCompetencyData } from '@questline/domain/schemas/skills';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { formatDuration } from '../../lib/format';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { usePageTitle } from '../../ui/use-page-title';
import { learnExtendsQueryKey, useLearnExtends } from './api/get-learn-extends';
import { useLearnItem } from './api/get-learn-item';
import { DetailHeader } from './components/detail-header';
import { LinkedCards } from './components/linked-cards';
import { PageNotices } from './components/page-notices';
import { SkillExperience } from './components/skill-experience';
import { useLearnSearch } from './hooks/use-learn-search';
import { childLinks, pageChain } from './learn-links';
import { learnContext } from './learn-search';
import type { TCompetencySkillCard } from './skill-types';

const sectionTitleClass = 'text-xl font-bold tracking-tight text-slate-900';

/** A rich-text document with some text in it (an empty editor leaves an empty paragraph behind). */
const hasText = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim().length > 0
    : Array.isArray(value)
      ? value.some(hasText)
      : typeof value === 'object' && value !== null
        ? Object.entries(value).some(([key, entry]) => (key === 'text' || key === 'content') && hasText(entry))
        : false;

/**
 * A competency's learner page (§2.1 /competency/{slug}, §3.8): description, skill level and career goals; its skills
 * in order with their tutorial counts, the missions that build it, and the learner's level in each category the
 * skills' tutorials award experience in.
 */
export const CompetencyPage = () => {
  const { t } = useTranslation();
  const { slug = '' } = useParams({ strict: false }) as { slug?: string };
  const search = useLearnSearch();
  const context = learnContext(search);
  const item = useLearnItem('competency', slug, context);
  const data = useLearnExtends('competency', slug, context);
  const extendsKey = learnExtendsQueryKey('competency', slug, context);
  const me = useMe();
  usePageTitle(item.title);

  const competency: Omit<TCompetencyData, 'allParentIds' | 'allParentMap' | 'statsMap'> = data.competency ?? {
    skillIds: [],
    skillMap: {},
    missionIds: [],
    missionMap: {},
    experience: null,
  };
  const linkOf = childLinks(pageChain(item, data.breadcrumb), search);
  const skills = competency.skillIds.flatMap((id) => competency.skillMap[id] ?? []);
  const missions = competency.missionIds.flatMap((id) => competency.missionMap[id] ?? []);
  const careerGoals = item.properties?.careerGoals ?? item.careerGoals;
  const skillDetail = (card: TCompetencySkillCard) =>
    [
      t('learn.competency.tutorialsCount', { count: card.tutorialsCount }),
      formatDuration({ type: card.type, duration: card.duration }, t),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <div>
      <PageNotices item={item} />
      <DetailHeader item={item} data={data} extendsKey={extendsKey} anonymous={me === null} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-10">
            <section aria-labelledby="learn-about" className="space-y-4">
              <h2 id="learn-about" className={sectionTitleClass}>
                {t('learn.about.competency')}
              </h2>
              <RichTextView doc={item.description} lang={item.language} />
              {hasText(careerGoals) && (
                <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-5">
                  <h3 className="text-base font-semibold text-slate-900">{t('learn.competency.careerGoals')}</h3>
                  <RichTextView doc={careerGoals} lang={item.language} />
                </div>
              )}
            </section>
            <section aria-labelledby="learn-skills" className="space-y-4">
              <h2 id="learn-skills" className={sectionTitleClass}>
                {t('learn.competency.skills')}
              </h2>
              {skills.length ? (
                <LinkedCards cards={skills} linkOf={linkOf} detail={skillDetail} ordered />
              ) : (
                <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
                  {t('learn.competency.skillsEmpty')}
                </p>
              )}
            </section>
            {missions.length > 0 && (
              <section aria-labelledby="learn-missions" className="space-y-4">
                <h2 id="learn-missions" className={sectionTitleClass}>
                  {t('learn.competency.missions')}
                </h2>
                <LinkedCards cards={missions} linkOf={linkOf} />
              </section>
            )}
          </div>
          <aside className="lg:sticky lg:top-20">
            <SkillExperience experience={competency.experience} signedIn={me != null} />
          </aside>
        </div>
      </div>
    </div>
  );
};
