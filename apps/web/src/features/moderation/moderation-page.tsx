import { MODERATION_STATUSES, type TModerationStatus } from '@questline/domain/schemas/moderation';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { AuthoringPageHeader } from '../../ui/authoring-page-parts';
import { usePageTitle } from '../../ui/use-page-title';
import { moderationReportsQueryOptions } from './api/moderation';
import { ReportCard } from './components/report-card';
import { WeeklyReports } from './components/weekly-reports';

const pagerClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-brand-600';

const Reports = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const statusId = useId();
  const [status, setStatus] = useState<TModerationStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useQuery(moderationReportsQueryOptions(status, page));
  const data = reports.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="mt-8 flex flex-col gap-8">
      {data && <WeeklyReports weeks={data.weeks} />}
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('moderation.list.title')}
          </h2>
          <div className="flex flex-col gap-1">
            <label htmlFor={statusId} className="text-sm font-semibold text-slate-800">
              {t('moderation.list.status')}
            </label>
            <select
              id={statusId}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as TModerationStatus);
                setPage(1);
              }}
              className="min-w-40 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
            >
              {MODERATION_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`moderation.list.statuses.${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {reports.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t(`errors.${reports.error instanceof ApiError ? reports.error.key : 'internal_error'}`)}
          </p>
        ) : !data ? (
          <p className="text-sm text-slate-600">{t('common.loading')}</p>
        ) : (
          <>
            <p role="status" className="text-sm text-slate-700">
              {data.total === 0 ? t('moderation.list.empty') : t('moderation.list.count', { count: data.total })}
            </p>
            <ul className="flex flex-col gap-4">
              {data.items.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <ReportCard item={item} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label={t('moderation.list.pages')} className="flex items-center gap-3">
                <button
                  type="button"
                  className={pagerClass}
                  disabled={page <= 1}
                  onClick={() => setPage((current) => current - 1)}
                >
                  {t('moderation.list.previous')}
                </button>
                <span className="text-sm text-slate-700">{t('moderation.list.page', { page, pages })}</span>
                <button
                  type="button"
                  className={pagerClass}
                  disabled={page >= pages}
                  onClick={() => setPage((current) => current + 1)}
                >
                  {t('moderation.list.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
};

/**
 * /moderation/reports (§2.3 Community Moderator, §6 learnModeratorAll; its route's gate turns others away): the
 * reported comments and group posts with their reports, hide and show, block and unblock their authors, and the
 * reports of the last eight weeks.
 */
export const ModerationPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('moderation.title'));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <AuthoringPageHeader title={t('moderation.title')} intro={t('moderation.intro')} types={[]} />
      <Reports />
    </div>
  );
};
