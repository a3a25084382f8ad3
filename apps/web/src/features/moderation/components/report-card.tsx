import type { TModerationItem } from '@questline/domain/schemas/moderation';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { AppLink } from '../../../ui/app-link';
import { Avatar } from '../../../ui/avatar';
import { useToast } from '../../../ui/toast';
import { useViewerTimeZone } from '../../../ui/use-hydrated';
import { useModerationAction } from '../api/moderation';

const actionClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-brand-600';
const dangerClass =
  'rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-red-600';

const useFormatTime = () => {
  const { i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const format = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (iso: string) => format.format(new Date(iso));
};

/**
 * One reported comment or group post: where it was written, its author, its text (plain text, never HTML), every
 * report with its reason, reporter and time, and the moderator's actions: hide or show it, block or unblock its author.
 */
export const ReportCard = ({ item }: { item: TModerationItem }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formatTime = useFormatTime();
  const action = useModerationAction();
  const kind = t(`moderation.kinds.${item.kind}`);
  const run = (input: { hide?: boolean; block?: boolean }, done: string) =>
    action.mutate(
      { item, ...input },
      {
        onSuccess: () => toast(done, { tone: 'success' }),
        onError: (error) => toast({ message: error instanceof ApiError ? error.key : 'internal_error' }),
      },
    );
  return (
    <article
      aria-label={t('moderation.item.label', { kind, name: item.author.name })}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">{kind}</span>
        {item.hidden && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
            {t('moderation.item.hidden')}
          </span>
        )}
        <span className="text-slate-700">
          {t('moderation.item.in')}{' '}
          <AppLink href={item.where.url} className="font-semibold text-brand-800 underline hover:text-brand-900">
            {item.where.title}
          </AppLink>
        </span>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <Avatar name={item.author.name} imageUrl={item.author.avatar} size="sm" />
        <div className="min-w-0 text-sm">
          <span className="block font-semibold text-slate-900">{item.author.name}</span>
          <span className="block text-slate-600">
            <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
            {item.author.blocked && (
              <span className="ms-2 font-semibold text-red-800">{t('moderation.item.blocked')}</span>
            )}
          </span>
        </div>
      </div>
      <blockquote className="mt-3 whitespace-pre-wrap break-words border-s-4 border-slate-200 ps-3 text-slate-900">
        {item.text}
      </blockquote>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">
        {t('moderation.item.reports', { count: item.reports.length })}
      </h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {item.reports.map((report) => (
          <li key={`${report.reporter.id}-${report.createdAt}`}>
            <span className="font-semibold text-slate-900">{t(`moderation.reasons.${report.type}`)}</span>
            {report.content && <q className="ms-1 italic">{report.content}</q>}
            {' · '}
            {t('moderation.item.reportedBy', { name: report.reporter.name })}
            {' · '}
            <time dateTime={report.createdAt}>{formatTime(report.createdAt)}</time>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={actionClass}
          disabled={action.isPending}
          onClick={() =>
            run({ hide: !item.hidden }, item.hidden ? t('moderation.done.shown') : t('moderation.done.hidden'))
          }
        >
          {item.hidden ? t('moderation.actions.show') : t('moderation.actions.hide')}
        </button>
        <button
          type="button"
          className={item.author.blocked ? actionClass : dangerClass}
          disabled={action.isPending}
          onClick={() =>
            run(
              { block: !item.author.blocked },
              t(item.author.blocked ? 'moderation.done.unblocked' : 'moderation.done.blocked', {
                name: item.author.name,
              }),
            )
          }
        >
          {item.author.blocked ? t('moderation.actions.unblock') : t('moderation.actions.block')}
        </button>
      </div>
    </article>
  );
};
