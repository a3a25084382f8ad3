import type { TEditorType } from '@questline/domain/ids';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { AuthoringPageHeader } from '../../ui/authoring-page-parts';
import { usePageTitle } from '../../ui/use-page-title';
import { useArchitecture } from './api/get-architecture';
import { CompetencySections } from './components/competency-sections';
import { ItemsDashboard } from './components/items-dashboard';

/** The types Learner Architecture creates, in the order its buttons show. */
const ARCHITECTURE_CREATE_TYPES = [
  'competency',
  'skill',
  'mission',
  'pathway',
] as const satisfies readonly TEditorType[];

const ArchitectureBody = () => {
  const { t } = useTranslation();
  const architecture = useArchitecture(true);
  if (architecture.isPending) {
    return <p className="py-10 text-center text-sm text-slate-500">{t('common.loading')}</p>;
  }
  if (architecture.isError) {
    const key = architecture.error instanceof ApiError ? architecture.error.key : 'internal_error';
    return (
      <p role="alert" className="py-10 text-center text-sm text-red-700">
        {t(`errors.${key}`)}
      </p>
    );
  }
  return (
    <div className="space-y-10">
      <CompetencySections architecture={architecture.data} />
      <ItemsDashboard type="mission" items={architecture.data.missions} />
      <ItemsDashboard type="pathway" items={architecture.data.pathways} />
    </div>
  );
};

/**
 * Learner Architecture (§1, §2.3): for learn admins, the competencies with their skills in order and the published
 * content tagged with each skill, the mission and pathway dashboards, and "create new" for those four types.
 */
export const ArchitecturePage = () => {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.architecture.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <AuthoringPageHeader
        title={t('dashboard.architecture.title')}
        intro={t('dashboard.architecture.intro')}
        types={ARCHITECTURE_CREATE_TYPES}
      />
      <div className="mt-8">
        <ArchitectureBody />
      </div>
    </div>
  );
};
