import type { TExperience } from '@questline/domain/schemas/progress';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** XP and level per category (§9 levels), with the way to the next level of categories that level up. */
export const ExperienceList = ({ categories }: { categories: TExperience['categories'] }) => {
  const { t } = useTranslation();
  if (!categories.length) return <p className="text-sm text-slate-600">{t('myLearning.experience.none')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {categories.map((entry) => {
        const category = t(`xpCategories.${entry.categoryId}`, { defaultValue: entry.categoryId });
        return (
          <li key={entry.categoryId} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-slate-900">{category}</span>
              <span className="text-sm text-slate-700">
                {t('myLearning.experience.level', { level: entry.level })} ·{' '}
                {t('myLearning.experience.xp', { count: entry.totalPoint })}
              </span>
            </p>
            {entry.categoryExperience > 0 && (
              <ProgressBar
                aria-label={t('myLearning.experience.progress', { category, level: entry.level + 1 })}
                value={entry.levelPoint}
                maxValue={entry.categoryExperience}
                valueLabel={t('myLearning.experience.toNext', {
                  points: entry.categoryExperience - entry.levelPoint,
                  level: entry.level + 1,
                })}
                className="mt-2"
              >
                {({ percentage, valueText }) => (
                  <>
                    <p className="text-xs text-slate-600">{valueText}</p>
                    <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
                      <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percentage}%` }} />
                    </div>
                  </>
                )}
              </ProgressBar>
            )}
          </li>
        );
      })}
    </ul>
  );
};
