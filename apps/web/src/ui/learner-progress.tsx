import { ITEM_TYPES } from '@questline/domain/ids';
import { learnerProgressUrl } from '@questline/domain/rules/learner-progress';
import {
  LEARNER_PROGRESS_STATUSES,
  LEARNER_SEARCH_MAX,
  type TLearnerProgressFilters,
  type TLearnerProgressRow,
} from '@questline/domain/schemas/learner-progress';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { learnerProgressQueryOptions } from '../api/learner-progress';
import { failureKeyOf } from '../lib/error-key';
import { useDebounced } from '../lib/use-debounced';

const fieldClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30';
const linkButtonClass =
  'inline-flex items-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-600';
const cellClass = 'whitespace-nowrap px-3 py-2';

const Dates = ({ value }: { value: string | null }) => {
  const { i18n } = useTranslation();
  if (!value) return <span aria-hidden="true">–</span>;
  const format = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' });
  return <time dateTime={value}>{format.format(new Date(value))}</time>;
};

const Row = ({ row, withEmail }: { row: TLearnerProgressRow; withEmail: boolean }) => {
  const { t } = useTranslation();
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className={`${cellClass} text-left font-medium text-slate-900`}>
        {row.learner.name}
      </th>
      {withEmail && <td className={cellClass}>{row.learner.email}</td>}
      <td className="min-w-48 px-3 py-2">
        <a href={row.item.path} className="text-brand-700 underline">
          {row.item.title}
        </a>
      </td>
      <td className={cellClass}>{t(`types.${row.item.type}`, { defaultValue: row.item.type })}</td>
      <td className={cellClass}>{t(`learnerProgress.status.${row.status}`)}</td>
      <td className={`${cellClass} text-right`}>{row.score === null ? '' : `${row.score} %`}</td>
      <td className={`${cellClass} text-right`}>{row.xp}</td>
      <td className={cellClass}>
        <Dates value={row.startedAt} />
      </td>
      <td className={cellClass}>
        <Dates value={row.updatedAt} />
      </td>
      <td className={cellClass}>
        <Dates value={row.completedAt} />
      </td>
    </tr>
  );
};

/**
 * An educator's view of their learners' progress (decision 0076): filters (item type, status, learner), a table that
 * scrolls in its own box on a phone, pages of it, and the filtered export as CSV and JSON downloads. `path` is the
 * export's API path (a group's, or the edlab member's); `withEmail` shows the learners' addresses (seats).
 */
export const LearnerProgress = ({ path, withEmail = false }: { path: string; withEmail?: boolean }) => {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [learner, setLearner] = useState('');
  const [offset, setOffset] = useState(0);
  const searched = useDebounced(learner.trim(), 300);
  const filters = {
    type: type || undefined,
    status: status || undefined,
    learner: searched || undefined,
  } as TLearnerProgressFilters;
  const progress = useQuery(learnerProgressQueryOptions(path, filters, offset));
  const filtered = (change: () => void) => {
    change();
    setOffset(0);
  };
  const page = progress.data;
  const columns = withEmail
    ? ['learner', 'email', 'item', 'type', 'status', 'score', 'xp', 'started', 'updated', 'completed']
    : ['learner', 'item', 'type', 'status', 'score', 'xp', 'started', 'updated', 'completed'];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="text-sm font-semibold text-slate-900">
            {t('learnerProgress.filters.type')}
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => filtered(() => setType(event.target.value))}
            className={fieldClass}
          >
            <option value="">{t('learnerProgress.filters.allTypes')}</option>
            {ITEM_TYPES.map((itemType) => (
              <option key={itemType} value={itemType}>
                {t(`types.${itemType}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-status`} className="text-sm font-semibold text-slate-900">
            {t('learnerProgress.filters.status')}
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => filtered(() => setStatus(event.target.value))}
            className={fieldClass}
          >
            <option value="">{t('learnerProgress.filters.allStatuses')}</option>
            {LEARNER_PROGRESS_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`learnerProgress.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-learner`} className="text-sm font-semibold text-slate-900">
            {t(withEmail ? 'learnerProgress.filters.learnerOrEmail' : 'learnerProgress.filters.learner')}
          </label>
          <input
            id={`${id}-learner`}
            type="search"
            autoComplete="off"
            maxLength={LEARNER_SEARCH_MAX}
            value={learner}
            onChange={(event) => filtered(() => setLearner(event.target.value))}
            className={`${fieldClass} min-w-0`}
          />
        </div>
        <div className="flex gap-2">
          <a href={learnerProgressUrl(path, filters, { format: 'csv' })} download className={linkButtonClass}>
            {t('learnerProgress.download.csv')}
          </a>
          <a href={learnerProgressUrl(path, filters, { format: 'json' })} download className={linkButtonClass}>
            {t('learnerProgress.download.json')}
          </a>
        </div>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {progress.isError
          ? ''
          : !page
            ? t('common.loading')
            : page.total === 0
              ? t('learnerProgress.empty')
              : t('learnerProgress.count', { count: page.total })}
      </p>
      {progress.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t(`errors.${failureKeyOf(progress.error)}`)}
        </p>
      )}
      {page && page.rows.length > 0 && (
        <section
          aria-labelledby={`${id}-caption`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways (on a phone) must take focus to scroll
          tabIndex={0}
          className="max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-600"
        >
          <table className="min-w-full text-left text-sm text-slate-800">
            <caption id={`${id}-caption`} className="px-3 py-2 text-left font-semibold text-slate-900">
              {t('learnerProgress.caption')}
            </caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={cellClass}>
                    {t(`learnerProgress.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <Row key={`${row.learner.id} ${row.item.id}`} row={row} withEmail={withEmail} />
              ))}
            </tbody>
          </table>
        </section>
      )}
      {page && page.total > page.limit && (
        <nav aria-label={t('learnerProgress.pages')} className="flex items-center gap-3 text-sm">
          <button
            type="button"
            className={linkButtonClass}
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - page.limit))}
          >
            {t('learnerProgress.previous')}
          </button>
          <span>
            {t('learnerProgress.range', {
              from: page.offset + 1,
              to: page.offset + page.rows.length,
              total: page.total,
            })}
          </span>
          <button
            type="button"
            className={linkButtonClass}
            disabled={offset + page.limit >= page.total}
            onClick={() => setOffset(offset + page.limit)}
          >
            {t('learnerProgress.next')}
          </button>
        </nav>
      )}
    </div>
  );
};
