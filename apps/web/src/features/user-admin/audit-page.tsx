import type { TAuditEntry, TAuditState } from '@questline/domain/schemas/admin-users';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { auditQueryOptions } from './api/admin-users';
import { AdminPage, cellClass, formatWhen, headerCellClass, Pager, roleLabel, tableClass } from './components/parts';

type TPerson = NonNullable<TAuditEntry['actor']>;

const Person = ({ person }: { person: TPerson }) => {
  const { t } = useTranslation();
  if (person.name === null) return <>{t('siteAdmin.userAdmin.audit.unknownUser', { id: person.id })}</>;
  return (
    <>
      <span className="block font-semibold text-slate-900">{person.name}</span>
      <span className="block break-all text-slate-600">{person.email}</span>
    </>
  );
};

/** What an entry changed, in words: the roles or memberships before and after, the account's state, the address. */
const changeOf = (t: TFunction, entry: TAuditEntry) => {
  const none = t('siteAdmin.userAdmin.audit.change.none');
  const list = (state: TAuditState | null, key: 'roles' | 'memberships') => {
    const values = state?.[key] ?? [];
    const names = values.map((value) =>
      key === 'roles' ? roleLabel(t, value) : t(`siteAdmin.members.names.${value}`),
    );
    return names.join(', ') || none;
  };
  if (entry.after?.roles || entry.before?.roles) {
    return t('siteAdmin.userAdmin.audit.change.roles', {
      before: list(entry.before, 'roles'),
      after: list(entry.after, 'roles'),
    });
  }
  if (entry.after?.memberships || entry.before?.memberships) {
    return t('siteAdmin.userAdmin.audit.change.memberships', {
      before: list(entry.before, 'memberships'),
      after: list(entry.after, 'memberships'),
    });
  }
  if (entry.after?.disabled !== undefined) {
    return t(`siteAdmin.userAdmin.audit.change.${entry.after.disabled ? 'disabled' : 'enabled'}`);
  }
  if (entry.after?.email) return t('siteAdmin.userAdmin.audit.change.resetTo', { email: entry.after.email });
  return '';
};

const AuditSection = () => {
  const { t } = useTranslation();
  const statusId = useId();
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQueryOptions(page));
  const data = audit.data;
  const status = audit.isError
    ? t(`errors.${audit.error instanceof ApiError ? audit.error.key : 'internal_error'}`)
    : !data
      ? t('common.loading')
      : data.total === 0
        ? t('siteAdmin.userAdmin.audit.empty')
        : t('siteAdmin.userAdmin.audit.count', { count: data.total });
  return (
    <>
      <p id={statusId} role="status" className={`text-sm ${audit.isError ? 'text-red-700' : 'text-slate-600'}`}>
        {status}
      </p>
      {data && data.items.length > 0 && (
        <section
          aria-label={t('siteAdmin.userAdmin.audit.table')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways (on a phone) must take focus to scroll; the table holds no control
          tabIndex={0}
          className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className={tableClass} aria-describedby={statusId}>
            <caption className="sr-only">{t('siteAdmin.userAdmin.audit.table')}</caption>
            <thead>
              <tr>
                {(['when', 'who', 'action', 'user', 'change'] as const).map((column) => (
                  <th key={column} scope="col" className={headerCellClass}>
                    {t(`siteAdmin.userAdmin.audit.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td className={cellClass}>{formatWhen(entry.createdAt, '')}</td>
                  <td className={cellClass}>
                    {entry.actor ? <Person person={entry.actor} /> : t('siteAdmin.userAdmin.audit.commandLine')}
                  </td>
                  <td className={cellClass}>{t(`siteAdmin.userAdmin.audit.actions.${entry.action}`)}</td>
                  <td className={cellClass}>
                    <Person person={entry.target} />
                  </td>
                  <td className={cellClass}>{changeOf(t, entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {data && <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
    </>
  );
};

/** /admin/audit: what admins did to users, newest first (append-only on the server). */
export const AuditPage = () => {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('siteAdmin.userAdmin.audit.title')} intro={t('siteAdmin.userAdmin.audit.intro')}>
      {() => <AuditSection />}
    </AdminPage>
  );
};
