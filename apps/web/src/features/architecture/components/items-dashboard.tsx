import { detailUrl } from '@questline/domain/rules/urls';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import type { TArchitecture } from '../api/get-architecture';
import { EditLink } from './edit-link';
import { StatusBadge } from './status-badge';

/** The mission or pathway dashboard (§1 routes): every item with its status, editor link and, once published, its page. */
const TEXTS = {
  mission: { heading: 'dashboard.architecture.missions', empty: 'dashboard.architecture.noMissions' },
  pathway: { heading: 'dashboard.architecture.pathways', empty: 'dashboard.architecture.noPathways' },
} as const;

export const ItemsDashboard = (props: { type: 'mission' | 'pathway'; items: TArchitecture['missions'] }) => {
  const { t } = useTranslation();
  const headingId = `architecture-${props.type}s`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t(TEXTS[props.type].heading)}
      </h2>
      {props.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t(TEXTS[props.type].empty)}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table aria-labelledby={headingId} className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wider text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('dashboard.columns.title')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('dashboard.columns.status')}
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{t('dashboard.architecture.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {props.items.map((item) => {
                const title = item.title.trim() || t('dashboard.untitled');
                return (
                  <tr key={item.id}>
                    <td className="px-4 py-3 font-medium text-slate-900">
                      {item.status === 'published' ? (
                        <AppLink href={detailUrl([item])} className="text-brand-700 hover:underline">
                          {title}
                        </AppLink>
                      ) : (
                        title
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={item.status} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <EditLink type={props.type} id={item.id} title={title} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
