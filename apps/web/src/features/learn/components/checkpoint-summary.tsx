import { checkpointProgress, type TCheckpoint } from '@questline/domain/rules/checkpoints';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * The checkpoint of the mission this item sits in (§3.10, §4.5): how many groups are complete, what each group asks
 * for (any one member completes a group), and which badges it unlocks.
 */
export const CheckpointSummary = (props: { checkpoint: TCheckpoint; titleOf: (id: string) => string | null }) => {
  const { t } = useTranslation();
  const progress = checkpointProgress(props.checkpoint);
  const percent = Math.round(progress.completedPercent * 100);
  return (
    <section aria-labelledby="learn-checkpoint" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="learn-checkpoint" className="text-lg font-semibold text-slate-900">
        {t('learn.checkpoint.title')}
      </h2>
      <ProgressBar
        value={percent}
        aria-label={t('learn.checkpoint.title')}
        valueLabel={t('learn.checkpoint.progress', progress.completion)}
        className="mt-3"
      >
        {({ valueText }) => (
          <>
            <p className="text-sm text-slate-700">{valueText}</p>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <ol className="mt-4 space-y-2">
        {progress.groups.map((group, index) => {
          const done = group.some((node) => node.status.completed);
          return (
            <li key={group.map((node) => node.id).join('|')} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="font-medium text-slate-900">
                {t('learn.checkpoint.group', { number: index + 1 })}{' '}
                <span className={done ? 'text-emerald-700' : 'text-slate-600'}>
                  ({done ? t('learn.status.completed') : t('learn.status.notCompleted')})
                </span>
              </p>
              {group.length > 1 && <p className="text-xs text-slate-600">{t('learn.checkpoint.anyOne')}</p>}
              <ul className="mt-1 list-disc ps-5 text-slate-700">
                {group.map((node) => (
                  <li key={node.id}>
                    {node.title ?? props.titleOf(node.id) ?? t(`types.${node.type}`, { defaultValue: node.type })}
                    {node.status.completed && (
                      <span className="text-emerald-700">
                        {' '}
                        <span aria-hidden="true">✓</span>
                        <span className="sr-only">{t('learn.status.completed')}</span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {(progress.unlockedBadges.length > 0 || progress.lockedBadges.length > 0) && (
        <p className="mt-3 text-sm text-slate-700">
          {progress.completed
            ? t('learn.checkpoint.badgesUnlocked', { count: progress.unlockedBadges.length })
            : t('learn.checkpoint.badgesLocked', { count: progress.lockedBadges.length })}
        </p>
      )}
    </section>
  );
};
