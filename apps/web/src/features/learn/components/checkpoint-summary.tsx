import { assetUnlockPackage } from '@questline/domain/asset-packages';
import { checkpointProgress, type TCheckpoint, type TCheckpointNode } from '@questline/domain/rules/checkpoints';
import { type ReactNode, useId } from 'react';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';

type TCheckpointViewProps = {
  checkpoint: TCheckpoint;
  titleOf: (id: string) => string | null;
  /** Where a node links to, with the page's parents (§2.2); nodes stay plain text without it. */
  linkOf?: (node: TCheckpointNode) => string | null;
  /** The summary of a completed checkpoint: shown as complete whatever its groups say (§4.5). */
  summary?: boolean;
};

const statusClass = (done: boolean) => (done ? 'text-emerald-700' : 'text-slate-600');

/**
 * What a checkpoint asks for and where the learner stands (§3.10, §4.5): the share of complete groups, each group
 * (any one member completes it), and the badges and assets it unlocks.
 */
export const CheckpointProgress = ({ checkpoint, titleOf, linkOf, summary = false }: TCheckpointViewProps) => {
  const { t } = useTranslation();
  const progress = checkpointProgress(checkpoint, { summary });
  const percent = Math.round(progress.completedPercent * 100);
  const assets = [
    ...progress.unlockedAssets.map((asset) => ({ ...asset, unlocked: true })),
    ...progress.lockedAssets.map((asset) => ({ ...asset, unlocked: false })),
  ];
  // The platform's unlock packages by their title (§9); any other package by its id.
  const assetName = (packageId: string) => {
    const known = assetUnlockPackage(packageId);
    return known ? t(`learn.assetPackages.${known.key}`) : t('learn.checkpoint.asset', { packageId });
  };
  const nodeTitle = (node: TCheckpointNode) =>
    node.title ?? titleOf(node.id) ?? t(`types.${node.type}`, { defaultValue: node.type });
  if (checkpoint.nodes.length === 0) return <p className="text-sm text-slate-700">{t('learn.checkpoint.empty')}</p>;
  return (
    <div className="space-y-4">
      <ProgressBar
        value={percent}
        aria-label={t('learn.checkpoint.progressLabel')}
        valueLabel={summary ? t('learn.checkpoint.complete') : t('learn.checkpoint.progress', progress.completion)}
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
      <ol className="space-y-2">
        {progress.groups.map((group, index) => {
          const done = group.some((node) => node.status.completed);
          return (
            <li key={group.map((node) => node.id).join('|')} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="font-medium text-slate-900">
                {t('learn.checkpoint.group', { number: index + 1 })}{' '}
                <span className={statusClass(done)}>
                  ({done ? t('learn.status.completed') : t('learn.status.notCompleted')})
                </span>
              </p>
              {group.length > 1 && <p className="text-xs text-slate-600">{t('learn.checkpoint.anyOne')}</p>}
              <ul className="mt-1 list-disc ps-5 text-slate-700">
                {group.map((node) => {
                  const href = linkOf?.(node);
                  return (
                    <li key={node.id}>
                      {href ? (
                        <AppLink href={href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                          {nodeTitle(node)}
                        </AppLink>
                      ) : (
                        nodeTitle(node)
                      )}
                      {node.status.completed && (
                        <span className="text-emerald-700">
                          {' '}
                          <span aria-hidden="true">✓</span>
                          <span className="sr-only">{t('learn.status.completed')}</span>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
      {(progress.unlockedBadges.length > 0 || progress.lockedBadges.length > 0) && (
        <p className="text-sm text-slate-700">
          {progress.completed
            ? t('learn.checkpoint.badgesUnlocked', { count: progress.unlockedBadges.length })
            : t('learn.checkpoint.badgesLocked', { count: progress.lockedBadges.length })}
        </p>
      )}
      {assets.length > 0 && (
        <div>
          <p className="text-sm font-medium text-slate-900">{t('learn.checkpoint.assets')}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {assets.map((asset) => (
              <li key={asset.packageId ?? asset.itemId} className="flex flex-wrap items-center gap-2">
                <span className="text-slate-800">{assetName(asset.packageId ?? asset.itemId)}</span>
                <span className={`text-xs font-semibold ${statusClass(asset.unlocked)}`}>
                  ({asset.unlocked ? t('learn.checkpoint.unlocked') : t('learn.checkpoint.locked')})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};

/** The checkpoint card of a detail page: its progress, with the page's actions (resume, view badge) under it. */
export const CheckpointSummary = (props: TCheckpointViewProps & { actions?: ReactNode }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const { actions, ...view } = props;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {t('learn.checkpoint.title')}
      </h2>
      <CheckpointProgress {...view} />
      {actions && <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">{actions}</div>}
    </section>
  );
};
