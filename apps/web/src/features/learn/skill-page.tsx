import { parseVersionRange } from '@questline/domain/rules/ranges';
import type { TMapCard } from '@questline/domain/schemas/content';
import { useParams } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { usePageTitle } from '../../ui/use-page-title';
import { learnExtendsQueryKey, useLearnExtends } from './api/get-learn-extends';
import { useLearnItem } from './api/get-learn-item';
import { ContentList } from './components/content-list';
import { DetailHeader } from './components/detail-header';
import { LinkedCards } from './components/linked-cards';
import { PageNotices } from './components/page-notices';
import { SkillExperience } from './components/skill-experience';
import { useLearnSearch } from './hooks/use-learn-search';
import { childLinks, pageChain } from './learn-links';
import { learnContext } from './learn-search';

const sectionTitleClass = 'text-xl font-bold tracking-tight text-slate-900';

/** The engine versions a skill applies to (§3.8 {product}VersionRange, stored 'min_max'). */
const versionsText = (value: string | undefined, t: TFunction) => {
  const { minVersionId: min, maxVersionId: max, withAll } = parseVersionRange(value);
  if (withAll) return t('learn.skill.versionsAll');
  if (min && max) return t('learn.skill.versionsBetween', { min, max });
  return min ? t('learn.skill.versionsFrom', { min }) : t('learn.skill.versionsUntil', { max });
};

/** Cards of `ids` that a map holds, in order. */
const cardsOf = (ids: readonly string[], map: Readonly<Record<string, TMapCard>>) => ids.flatMap((id) => map[id] ?? []);

/**
 * A skill's learner page (§2.1 /skill/{slug}, §3.8): level, duration, engine versions, description and sub-skills;
 * its tutorials with the learner's completion, the competencies it belongs to, the content tagged with it, and the
 * learner's level in each category its tutorials award experience in.
 */
export const SkillPage = () => {
  const { t } = useTranslation();
  const { slug = '' } = useParams({ strict: false }) as { slug?: string };
  const search = useLearnSearch();
  const context = learnContext(search);
  const item = useLearnItem('skill', slug, context);
  const data = useLearnExtends('skill', slug, context);
  const extendsKey = learnExtendsQueryKey('skill', slug, context);
  const me = useMe();
  usePageTitle(item.title);

  const skill = data.skill ?? { competencyIds: [], competencyMap: {}, taggedMap: {}, experience: null };
  const chain = pageChain(item, data.breadcrumb);
  const linkOf = childLinks(chain, search);
  const subSkills = (item.subSkills ?? []).filter((entry) => entry.title.trim());
  const competencies = cardsOf(skill.competencyIds, skill.competencyMap);
  const tagged = Object.values(skill.taggedMap);

  return (
    <div>
      <PageNotices item={item} />
      <DetailHeader
        item={item}
        data={data}
        extendsKey={extendsKey}
        anonymous={me === null}
        lead={
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{t('learn.skill.versions')}:</span>{' '}
            {versionsText(item.engineVersionRange, t)}
          </p>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-10">
            <section aria-labelledby="learn-about" className="space-y-4">
              <h2 id="learn-about" className={sectionTitleClass}>
                {t('learn.about.skill')}
              </h2>
              <RichTextView doc={item.description} lang={item.language} />
              {subSkills.length > 0 && (
                <>
                  <h3 className="text-base font-semibold text-slate-900">{t('learn.skill.subSkills')}</h3>
                  <ul className="list-disc space-y-1 pl-6 text-slate-800">
                    {subSkills.map((entry, index) => (
                      // Sub-skills have no ids; their titles may repeat.
                      // biome-ignore lint/suspicious/noArrayIndexKey: the list is static on the page
                      <li key={index}>{entry.title}</li>
                    ))}
                  </ul>
                </>
              )}
            </section>
            <section aria-labelledby="learn-contents" className="space-y-4">
              <h2 id="learn-contents" className={sectionTitleClass}>
                {t('learn.skill.tutorials')}
              </h2>
              {data.contentIds.length ? (
                <ContentList chain={chain} search={search} data={data} signedIn={me != null} />
              ) : (
                <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
                  {t('learn.skill.tutorialsEmpty')}
                </p>
              )}
            </section>
            {tagged.length > 0 && (
              <section aria-labelledby="learn-tagged" className="space-y-4">
                <h2 id="learn-tagged" className={sectionTitleClass}>
                  {t('learn.skill.tagged')}
                </h2>
                <LinkedCards cards={tagged} linkOf={linkOf} />
              </section>
            )}
          </div>
          <aside className="space-y-8 lg:sticky lg:top-20">
            <SkillExperience experience={skill.experience} signedIn={me != null} />
            {competencies.length > 0 && (
              <section aria-labelledby="learn-competencies" className="space-y-3">
                <h2 id="learn-competencies" className="text-lg font-semibold text-slate-900">
                  {t('learn.skill.competencies')}
                </h2>
                <LinkedCards cards={competencies} linkOf={linkOf} />
              </section>
            )}
          </aside>
        </div>
      </div>
    </div>
  );
};
