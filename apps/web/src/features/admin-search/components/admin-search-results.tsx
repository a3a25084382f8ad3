import { ADMIN_SORT_KEYS } from '@questline/domain/constants';
import { isEditorType } from '@questline/domain/ids';
import type { TSearchCard, TSearchResultSet } from '@questline/domain/schemas/search';
import { SEARCH_TOTAL_CAP } from '@questline/domain/schemas/search';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { editPath } from '../../../lib/create-flow';
import { formatDuration } from '../../../lib/format';
import { AppLink } from '../../../ui/app-link';
import { type TAdminSort, useAdminSearch } from '../api/search-admin';

/** The cards of a page's results, in order; a result whose card is missing from its map is skipped. */
const cardsOf = (page: TSearchResultSet): TSearchCard[] =>
  page.results.flatMap((result) => {
    const id = result[result.type]?.id;
    const card = id === undefined ? undefined : page[`${result.type}Map`][id];
    return card ? [card] : [];
  });

const badgeClass = 'rounded-full px-2.5 py-0.5 text-xs font-medium';

/** The sort select over the admin sort keys of §9; the first option lets the server choose (relevance or newest). */
export const AdminSortSelect = (props: { value: TAdminSort | undefined; onChange: (value?: TAdminSort) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('dashboard.search.sort')}
      </label>
      <select
        id={id}
        value={props.value ?? ''}
        onChange={(event) => {
          const value = ADMIN_SORT_KEYS.find((key) => key === event.target.value);
          props.onChange(value);
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
      >
        <option value="">{t('dashboard.search.sorts.default')}</option>
        {ADMIN_SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`dashboard.search.sorts.${key}`)}
          </option>
        ))}
      </select>
    </div>
  );
};

/** The found items as a table, with the total and Load more (the next page is appended, §2.6). */
export const AdminSearchResults = (props: { criteria: readonly string[]; ob: TAdminSort | undefined }) => {
  const { t } = useTranslation();
  const search = useAdminSearch(props.criteria, props.ob);

  if (search.isPending) return <p className="py-10 text-center text-sm text-slate-500">{t('common.loading')}</p>;
  if (search.isError) {
    const key = search.error instanceof ApiError ? search.error.key : 'internal_error';
    return (
      <p role="alert" className="py-10 text-center text-sm text-red-700">
        {t(`errors.${key}`)}
      </p>
    );
  }
  const total = search.data.pages[0]?.total ?? 0;
  const cards = search.data.pages.flatMap(cardsOf);
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-600">
        {total >= SEARCH_TOTAL_CAP
          ? t('dashboard.search.totalAtLeast', { count: SEARCH_TOTAL_CAP })
          : t('dashboard.search.total', { count: total })}
      </p>
      {cards.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">{t('dashboard.search.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('dashboard.search.tableCaption')}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wider text-slate-500">
              <tr>
                {(['title', 'type', 'status', 'hidden', 'skillLevel', 'duration'] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {t(`dashboard.search.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {cards.map((card) => {
                const title = card.title.trim() || t('dashboard.untitled');
                const duration = formatDuration(
                  { type: card.type, duration: card.withManual ? card.manualDuration : card.duration },
                  t,
                );
                return (
                  <tr key={`${card.type}:${card.id}`} className="hover:bg-slate-50">
                    <td className="px-4 py-3">
                      {isEditorType(card.type) ? (
                        <AppLink
                          href={editPath(card.type, card.id)}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {title}
                        </AppLink>
                      ) : (
                        <span className="font-medium text-slate-900">{title}</span>
                      )}
                    </td>
                    <td className="px-4 py-3 text-slate-700">{t(`types.${card.type}`)}</td>
                    <td className="px-4 py-3">
                      <span
                        className={`${badgeClass} ${
                          card.published ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'
                        }`}
                      >
                        {t(`dashboard.status.${card.published ? 'published' : 'draft'}`)}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {card.hidden ? t('dashboard.search.hiddenYes') : t('dashboard.search.hiddenNo')}
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {card.skillLevel ? t(`skillLevels.${card.skillLevel}`) : '—'}
                    </td>
                    <td className="px-4 py-3 text-slate-700">{duration ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {search.hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            disabled={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {search.isFetchingNextPage ? t('common.loading') : t('dashboard.search.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
};
