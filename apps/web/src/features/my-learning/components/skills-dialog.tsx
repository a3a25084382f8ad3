import type { TSkillListResult } from '@questline/domain/schemas/profile';
import type { TExperience } from '@questline/domain/schemas/progress';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import { LearnDialog } from '../../../ui/learn-dialog';
import { ExperienceList } from './experience-list';

/** A skill counts as built once all its tutorials are completed. */
export const completedSkills = (skills: TSkillListResult['learnSkillMap'][string]['skills']) =>
  skills.filter((skill) => skill.tutorials > 0 && skill.completedTutorials >= skill.tutorials).length;

/** All skills (§2.11): each competency's skills with completed/total tutorials, and XP and level per category. */
export const SkillsDialog = ({
  skills,
  experience,
  isOpen,
  onClose,
}: {
  skills: TSkillListResult;
  experience: TExperience['categories'];
  isOpen: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  if (!isOpen) return null;
  return (
    <LearnDialog isOpen onClose={onClose} title={t('myLearning.skills.title')}>
      <h3 className="mb-3 text-base font-semibold text-slate-900">{t('myLearning.experience.title')}</h3>
      <ExperienceList categories={experience} />
      <div className="mt-6 space-y-5">
        {skills.competencies.map((id) => {
          const entry = skills.learnSkillMap[id];
          if (!entry) return null;
          return (
            <section key={id} aria-label={entry.competency.title}>
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
          );
        })}
      </div>
    </LearnDialog>
  );
};
