import type { TSkillListResult } from '@questline/domain/schemas/profile';
import type { TExperience } from '@questline/domain/schemas/progress';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import { fetchSkillList } from '../api/get-rewards';
import { useLoadMore } from '../hooks/use-load-more';
import { ExperienceList } from './experience-list';
import { LoadMoreDialog } from './load-more-dialog';

type TCompetencyEntry = TSkillListResult['learnSkillMap'][string];

/** A skill counts as built once all its tutorials are completed. */
export const completedSkills = (skills: TCompetencyEntry['skills']) =>
  skills.filter((skill) => skill.tutorials > 0 && skill.completedTutorials >= skill.tutorials).length;

/** The competencies of some pages of the skill list, in order, each once. */
export const competenciesOf = (pages: readonly TSkillListResult[]) => {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.competencies.flatMap((id): TCompetencyEntry[] => {
      const entry = page.learnSkillMap[id];
      if (!entry || seen.has(id)) return [];
      seen.add(id);
      return [entry];
    }),
  );
};

/**
 * All skills (§2.11, §4.7): XP and level per category, then each competency's skills with completed/total tutorials,
 * a page of competencies at a time with Load more.
 */
export const SkillsDialog = ({
  userId,
  experience,
  isOpen,
  onClose,
}: {
  userId: string;
  experience: TExperience['categories'];
  isOpen: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const fetchPage = useCallback((page: number) => fetchSkillList(userId, page), [userId]);
  const list = useLoadMore(isOpen ? `${userId}:skills` : null, fetchPage);
  const { pages } = list;
  if (!isOpen) return null;
  const competencies = competenciesOf(pages);
  const total = pages.at(-1)?.total ?? 0;
  const loaded = pages.reduce((sum, page) => sum + page.competencies.length, 0);
  return (
    <LoadMoreDialog title={t('myLearning.skills.title')} onClose={onClose} list={list} hasMore={loaded < total}>
      <h3 className="mb-3 text-base font-semibold text-slate-900">{t('myLearning.experience.title')}</h3>
      <ExperienceList categories={experience} />
      {pages.length > 0 && !competencies.length && <p className="mt-6 text-slate-600">{t('myLearning.skills.none')}</p>}
      <div className="mt-6 space-y-5">
        {competencies.map((entry) => (
          <section key={entry.competency.id} aria-label={entry.competency.title}>
            <h3 className="text-base font-semibold text-slate-900">
              <AppLink href={`/competency/${entry.competency.slug}`} className="hover:underline">
                {entry.competency.title}
              </AppLink>
            </h3>
            <p className="text-sm text-slate-600">
              {t('myLearning.skills.completedOf', {
                completed: completedSkills(entry.skills),
                total: entry.skills.length,
              })}
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {entry.skills.map((skill) => (
                <li key={skill.id} className="flex justify-between gap-3">
                  <AppLink href={`/skill/${skill.slug}`} className="text-slate-800 hover:underline">
                    {skill.title}
                  </AppLink>
                  <span className="text-slate-600">
                    {t('myLearning.skills.tutorials', {
                      completed: skill.completedTutorials,
                      total: skill.tutorials,
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </LoadMoreDialog>
  );
};
