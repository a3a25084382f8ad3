import { levelAt, type TLevelDetail } from '@questline/domain/rules/levels';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * One category's gain (§3.10 level detail): "+N XP {category}", the level reached, a level-up mark, and the way to
 * the next level.
 */
export const LevelLine = ({ detail }: { detail: TLevelDetail }) => {
  const { t } = useTranslation();
  // Where the new total stands inside its level: the domain's level table, as the server computed the detail with.
  const standing = levelAt(detail.categoryId, detail.totalPoint);
  const category = t(`xpCategories.${detail.categoryId}`, { defaultValue: detail.categoryId });
  return (
    <li className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-emerald-800">
          {t('learn.experience.xpEarned', { points: detail.increasedPoint, category })}
        </span>
        <span className="text-sm text-slate-700">{t('learn.experience.level', { level: detail.level })}</span>
        {detail.isLevelUp && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('learn.experience.levelReached', { level: detail.level })}
          </span>
        )}
      </p>
      {detail.leftPoint > 0 && standing.categoryExperience > 0 && (
        <ProgressBar
          aria-label={t('learn.experience.levelProgress', { category, level: detail.level + 1 })}
          value={standing.levelPoint}
          maxValue={standing.categoryExperience}
          valueLabel={t('learn.experience.toNextLevel', { points: detail.leftPoint, level: detail.level + 1 })}
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
};
