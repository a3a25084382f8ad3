import type { TEditorType } from '@questline/domain/ids';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthoringPageHeader } from '../../ui/authoring-page-parts';
import { usePageTitle } from '../../ui/use-page-title';
import { adminCriteria, EMPTY_ADMIN_FILTERS } from './admin-search-criteria';
import type { TAdminSort } from './api/search-admin';
import { AdminSearchFilters } from './components/admin-search-filters';
import { AdminSearchResults, AdminSortSelect } from './components/admin-search-results';

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

/**
 * Admin search (§2.6, §9): every admin filter and sort over all items, drafts and hidden ones included, with status
 * and hidden in the results and links to each item's editor. For the staff of §7.5 (learn creators, editors, admins,
 * moderators): its route's gate turns others away.
 */
export const AdminSearchPage = () => {
  const { t } = useTranslation();
  const [criteria, setCriteria] = useState<string[]>(() => adminCriteria(EMPTY_ADMIN_FILTERS));
  const [ob, setOb] = useState<TAdminSort | undefined>('recency');
  const resultsId = useId();
  usePageTitle(t('dashboard.search.title'));
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
