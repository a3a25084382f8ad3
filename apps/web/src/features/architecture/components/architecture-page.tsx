import type { TEditorType } from '@questline/domain/ids';
import { isAdmin, learnAdminAll } from '@questline/domain/roles';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useMe } from '../../../api/session';
import { openCreateFlow } from '../../../lib/create-flow';
import { usePageTitle } from '../../../ui/use-page-title';
import { useLogin } from '../../auth/login-provider';
import { useArchitecture } from '../api/get-architecture';
import { CompetencySections } from './competency-sections';
import { ItemsDashboard } from './items-dashboard';

/** The types Learner Architecture creates, in the order its buttons show. */
const ARCHITECTURE_CREATE_TYPES = [
  'competency',
  'skill',
  'mission',
  'pathway',
] as const satisfies readonly TEditorType[];

const primaryClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800';

const Notice = (props: { title: string; body: string; action?: { label: string; onPress: () => void } }) => (
  <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{props.title}</h1>
    <p className="mt-3 text-base text-slate-600">{props.body}</p>
    {props.action && (
      <Button onPress={props.action.onPress} className={`${primaryClass} mt-8 px-5 py-2.5`}>
        {props.action.label}
      </Button>
    )}
  </div>
);

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
  const me = useMe();
  const { openLogin } = useLogin();
  const navigate = useNavigate();
  usePageTitle(t('dashboard.architecture.title'));

  if (me === undefined) return <p className="py-24 text-center text-sm text-slate-500">{t('common.loading')}</p>;
  if (me === null) {
    return (
      <Notice
        title={t('dashboard.architecture.signInTitle')}
        body={t('dashboard.architecture.signInBody')}
        action={{ label: t('dashboard.signIn'), onPress: () => openLogin() }}
      />
    );
  }
  if (!(learnAdminAll(me) || isAdmin(me))) {
    return <Notice title={t('dashboard.architecture.noAccessTitle')} body={t('dashboard.architecture.noAccessBody')} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('dashboard.architecture.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('dashboard.architecture.intro')}</p>
        </div>
        <section aria-labelledby="architecture-create" className="flex flex-wrap items-center gap-2">
          <h2 id="architecture-create" className="text-sm font-semibold text-slate-700">
            {t('dashboard.createNew')}
          </h2>
          {ARCHITECTURE_CREATE_TYPES.map((type) => (
            <Button
              key={type}
              onPress={() => openCreateFlow(type, (path) => void navigate({ href: path }))}
              className={primaryClass}
            >
              {t('dashboard.createType', { type: t(`types.${type}`) })}
            </Button>
          ))}
        </section>
      </div>
      <div className="mt-8">
        <ArchitectureBody />
      </div>
    </div>
  );
};
