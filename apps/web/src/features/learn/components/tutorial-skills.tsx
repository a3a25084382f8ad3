import { detailUrl } from '@questline/domain/rules/urls';
import type { TMapCard } from '@questline/domain/schemas/content';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { AppLink } from '../../../ui/app-link';

/** The skills a tutorial teaches (§3.4 skillIds, skillMap), each a link to its skill page; nothing when it has none. */
export const TutorialSkills = ({ skillMap }: { skillMap: Readonly<Record<string, TMapCard>> }) => {
  const { t } = useTranslation();
  const skills = Object.values(skillMap);
  if (!skills.length) return null;
  return (
    <section aria-labelledby="learn-tutorial-skills" className="space-y-3">
      <h2 id="learn-tutorial-skills" className="text-lg font-semibold text-slate-900">
        {t('learn.skill.tutorialSkills')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {skills.map((skill) => (
          <li key={skill.id}>
            <AppLink
              href={detailUrl([skill], { itemLanguage: skill.language, locale: currentLocale() })}
              className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {skill.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
};
