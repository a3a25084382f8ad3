import type { TEditorType } from '@questline/domain/ids';
import { isAdmin, learnCreatorAll, learnModeratorAll } from '@questline/domain/roles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/session';
import { useLogin } from '../../../lib/use-login';
import { AuthoringPageHeader, PageNotice } from '../../../ui/authoring-page-parts';
import { usePageTitle } from '../../../ui/use-page-title';
import { adminCriteria, EMPTY_ADMIN_FILTERS } from '../admin-search-criteria';
import type { TAdminSort } from '../api/search-admin';
import { AdminSearchFilters } from './admin-search-filters';
import { AdminSearchResults, AdminSortSelect } from './admin-search-results';

/**
 * 'Create new' of §2.6, in its order. The spec lists badge too, but badges have no editor (EDITOR_TYPES), so there
 * is nothing to create them with.
 */
const ADMIN_SEARCH_CREATE_TYPES = [
  'course',
  'project',
  'tutorial',
  'liveSession',
  'quiz',
  'skill',
  'competency',
  'mission',
  'pathway',
] as const satisfies readonly TEditorType[];

/** Staff of §7.5 (learn creators, editors, admins, moderators) may search with admin=true. */
const isSearchStaff = (me: Parameters<typeof isAdmin>[0]) =>
  learnCreatorAll(me) || learnModeratorAll(me) || isAdmin(me);

/**
 * Admin search (§2.6, §9): every admin filter and sort over all items, drafts and hidden ones included, with status
 * and hidden in the results and links to each item's editor.
 */
export const AdminSearchPage = () => {
  const { t } = useTranslation();
  const me = useMe();
  const { openLogin } = useLogin();
  const [criteria, setCriteria] = useState<string[]>(() => adminCriteria(EMPTY_ADMIN_FILTERS));
  const [ob, setOb] = useState<TAdminSort | undefined>('recency');
  const resultsId = useId();
  usePageTitle(t('dashboard.search.title'));

  if (me === undefined) return <p className="py-24 text-center text-sm text-slate-500">{t('common.loading')}</p>;
  if (me === null) {
    return (
      <PageNotice
        title={t('dashboard.search.signInTitle')}
        body={t('dashboard.search.signInBody')}
        action={{ label: t('dashboard.signIn'), onPress: () => openLogin() }}
      />
    );
  }
  if (!isSearchStaff(me)) {
    return <PageNotice title={t('dashboard.search.noAccessTitle')} body={t('dashboard.search.noAccessBody')} />;
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <AuthoringPageHeader
        title={t('dashboard.search.title')}
        intro={t('dashboard.search.intro')}
        types={ADMIN_SEARCH_CREATE_TYPES}
      />
      <AdminSearchFilters onApply={(filters) => setCriteria(adminCriteria(filters))} />
      <section aria-labelledby={resultsId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id={resultsId} className="text-lg font-semibold text-slate-900">
            {t('dashboard.search.results')}
          </h2>
          <AdminSortSelect value={ob} onChange={setOb} />
        </div>
        <AdminSearchResults criteria={criteria} ob={ob} />
      </section>
    </div>
  );
};
