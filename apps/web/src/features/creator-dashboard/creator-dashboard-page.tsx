import { localeTag, type TLocale } from '@questline/domain/constants';
import { EDITOR_TYPES, type TEditorType } from '@questline/domain/ids';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { editPath } from '../../lib/create-flow';
import { AppLink } from '../../ui/app-link';
import { AuthoringPageHeader } from '../../ui/authoring-page-parts';
import { useViewerTimeZone } from '../../ui/use-hydrated';
import { usePageTitle } from '../../ui/use-page-title';
import { DASHBOARD_PAGE_SIZE, useCreatorItems } from './api/get-creator-items';
import type { TDashboardSearch } from './dashboard-search';

/** The dashboard's URL for a page and a type filter; page 1 and every type leave their parameter out. */
const dashboardHref = (search: TDashboardSearch) => {
  const query = new URLSearchParams();
  if (search.page && search.page > 1) query.set('page', String(search.page));
  if (search.type) query.set('type', search.type);
  const suffix = query.toString();
  return `/creator/dashboard${suffix ? `?${suffix}` : ''}`;
};

const buttonClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

const ItemsTable = (props: { page: number; type?: TEditorType; onPage: (page: number) => void }) => {
  const { t, i18n } = useTranslation();
  const items = useCreatorItems({ page: props.page, type: props.type }, true);
  const timeZone = useViewerTimeZone();
  const dates = new Intl.DateTimeFormat(localeTag(i18n.language as TLocale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const languages = new Intl.DisplayNames([localeTag(i18n.language as TLocale)], { type: 'language' });

  if (items.isPending) return <p className="py-10 text-center text-sm text-slate-500">{t('common.loading')}</p>;
  if (items.isError) {
    const key = items.error instanceof ApiError ? items.error.key : 'internal_error';
    return (
      <p role="alert" className="py-10 text-center text-sm text-red-700">
        {t(`errors.${key}`)}
      </p>
    );
  }
  const { total } = items.data;
  const pages = Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE));
  if (items.data.items.length === 0) {
    return <p className="py-10 text-center text-sm text-slate-600">{t('dashboard.empty')}</p>;
  }
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('dashboard.tableCaption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wider text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('dashboard.columns.title')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('dashboard.columns.type')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('dashboard.columns.language')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('dashboard.columns.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('dashboard.columns.updatedAt')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.data.items.map((item) => (
              <tr key={item.id} className="hover:bg-slate-50">
                <td className="px-4 py-3">
                  <AppLink href={editPath(item.type, item.id)} className="font-medium text-brand-700 hover:underline">
                    {item.title.trim() || t('dashboard.untitled')}
                  </AppLink>
                </td>
                <td className="px-4 py-3 text-slate-700">{t(`types.${item.type}`, { defaultValue: item.type })}</td>
                <td className="px-4 py-3 text-slate-700">{languages.of(item.language) ?? item.language}</td>
                <td className="px-4 py-3">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                      item.status === 'published' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'
                    }`}
                  >
                    {t(`dashboard.status.${item.status}`)}
                  </span>
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <time dateTime={item.updatedAt}>{dates.format(new Date(item.updatedAt))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={t('dashboard.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">{t('dashboard.pageOf', { page: props.page, pages, total })}</p>
        <div className="flex gap-2">
          <Button isDisabled={props.page <= 1} onPress={() => props.onPage(props.page - 1)} className={buttonClass}>
            {t('dashboard.previous')}
          </Button>
          <Button isDisabled={props.page >= pages} onPress={() => props.onPage(props.page + 1)} className={buttonClass}>
            {t('dashboard.next')}
          </Button>
        </div>
      </nav>
    </>
  );
};

/**
 * The creator dashboard (§2.1; creators and admins, its route's gate turns others away): the signed-in creator's
 * tutorials, projects, courses and quizzes with type, language, status and last change, paged, and "create new" for
 * each type (the create flow opens in a popup, §2.1). The page and the type filter live in the URL.
 */
export const CreatorDashboardPage = () => {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as TDashboardSearch;
  const page = search.page ?? 1;
  const navigate = useNavigate();
  const show = (next: TDashboardSearch) => void navigate({ href: dashboardHref(next) });
  usePageTitle(t('dashboard.title'));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <AuthoringPageHeader title={t('dashboard.title')} intro={t('dashboard.intro')} types={EDITOR_TYPES} />
      <p className="mt-3 text-sm">
        <AppLink href="/creator/search" className="font-medium text-brand-700 hover:underline">
          {t('dashboard.searchLink')}
        </AppLink>
      </p>
      <fieldset className="mt-6 flex flex-wrap gap-1">
        <legend className="sr-only">{t('dashboard.filter')}</legend>
        {[undefined, ...EDITOR_TYPES].map((type) => (
          <Button
            key={type ?? 'all'}
            aria-pressed={search.type === type}
            onPress={() => show({ page: 1, type })}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-100 aria-[pressed=true]:border-brand-700 aria-[pressed=true]:bg-brand-50 aria-[pressed=true]:text-brand-800"
          >
            {type ? t(`types.${type}`) : t('dashboard.allTypes')}
          </Button>
        ))}
      </fieldset>
      <div className="mt-4">
        <ItemsTable page={page} type={search.type} onPage={(next) => show({ page: next, type: search.type })} />
      </div>
    </div>
  );
};
