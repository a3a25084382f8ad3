import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { LearnDialog } from '../../../ui/learn-dialog';
import { useViewerTimeZone } from '../../../ui/use-hydrated';
import { type TBadgeOverlayInput, useBadgeOverlay } from '../api/get-badge-overlay';

/**
 * The badge overlay (§2.14, §7.7): the badge a mission or pathway gives, whether the learner has earned it (and
 * when), and the checkpoint that earns it. The dialog is named by the badge.
 */
export const BadgeOverlayDialog = (props: { target: TBadgeOverlayInput; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const overlay = useBadgeOverlay(props.target, true);
  const badge = overlay.data?.badge ?? null;
  const errorKey = overlay.error instanceof ApiError ? overlay.error.key : overlay.error ? 'internal_error' : null;
  const earnedTime = overlay.data?.earnedTime ? new Date(overlay.data.earnedTime) : null;
  const image = badge?.thumbnail?.url ?? null;
  const nodes = overlay.data?.checkpointNodes ?? [];
  return (
    <LearnDialog isOpen onClose={props.onClose} title={badge?.title ?? t('learn.badge.title')}>
      {errorKey ? (
        <p role="alert" className="text-sm text-red-700">
          {t(`errors.${errorKey}`)}
        </p>
      ) : !overlay.data ? (
        <p role="status" className="text-sm text-slate-600">
          {t('common.loading')}
        </p>
      ) : (
        <div className="space-y-4">
          <div className="flex items-center gap-4">
            <div
              className={`flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-full border-4 ${
                overlay.data.earned ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-slate-100 grayscale'
              }`}
            >
              {image && <img src={image} alt="" width={96} height={96} className="h-full w-full object-cover" />}
            </div>
            <p className={`text-sm font-semibold ${overlay.data.earned ? 'text-emerald-800' : 'text-slate-700'}`}>
              {overlay.data.earned
                ? earnedTime && !Number.isNaN(earnedTime.getTime())
                  ? t('learn.badge.earnedOn', {
                      date: new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
                        dateStyle: 'medium',
                        timeZone,
                      }).format(earnedTime),
                    })
                  : t('learn.badge.earned')
                : t('learn.badge.notEarned')}
            </p>
          </div>
          {nodes.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{t('learn.badge.earnedBy')}</h3>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {nodes.map((node) => (
                  <li key={node.id} className="flex flex-wrap gap-2">
                    <span>{node.title ?? t(`types.${node.type}`, { defaultValue: node.type })}</span>
                    <span className={node.status.completed ? 'text-emerald-700' : 'text-slate-600'}>
                      ({node.status.completed ? t('learn.status.completed') : t('learn.status.notCompleted')})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </LearnDialog>
  );
};
