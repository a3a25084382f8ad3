import { ROLES } from '@questline/domain/roles';
import type { TAdminUser } from '@questline/domain/schemas/admin-users';
import type { TMe } from '@questline/domain/schemas/session';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useDebounced } from '../../lib/use-debounced';
import { adminUsersQueryOptions } from './api/admin-users';
import {
  AdminPage,
  buttonClass,
  cellClass,
  fieldClass,
  formatWhen,
  headerCellClass,
  labelClass,
  Pager,
  roleLabel,
  tableClass,
} from './components/parts';
import { UserDialog } from './components/user-dialog';

const SEARCH_DELAY_MS = 300;

const UserRow = (props: { user: TAdminUser; me: TMe; onManage: () => void }) => {
  const { t } = useTranslation();
  const { user } = props;
  const none = t('siteAdmin.userAdmin.users.none');
  return (
    <tr>
      <td className={cellClass}>
        <span className="block font-semibold text-slate-900">
          {user.name}
          {user.id === props.me.id && ` ${t('siteAdmin.userAdmin.users.you')}`}
        </span>
        <span className="block break-all text-slate-600">{user.email}</span>
      </td>
      <td className={cellClass}>{user.roles.map((role) => roleLabel(t, role)).join(', ') || none}</td>
      <td className={cellClass}>
        {user.memberships.map((membership) => t(`siteAdmin.members.names.${membership}`)).join(', ') || none}
      </td>
      <td className={cellClass}>
        {user.disabled ? (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            {t('siteAdmin.userAdmin.users.disabled')}
          </span>
        ) : (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            {t('siteAdmin.userAdmin.users.active')}
          </span>
        )}
      </td>
      <td className={cellClass}>{formatWhen(user.createdAt, '')}</td>
      <td className={cellClass}>{formatWhen(user.lastSignInAt, t('siteAdmin.userAdmin.users.never'))}</td>
      <td className={cellClass}>
        <Button
          aria-label={t('siteAdmin.userAdmin.users.manageUser', { name: user.name })}
          onPress={props.onManage}
          className={buttonClass}
        >
          {t('siteAdmin.userAdmin.users.manage')}
        </Button>
      </td>
    </tr>
  );
};

const UsersSection = ({ me }: { me: TMe }) => {
  const { t } = useTranslation();
  const ids = { role: useId(), status: useId(), caption: useId() };
  const [text, setText] = useState('');
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const [managed, setManaged] = useState<TAdminUser | null>(null);
  const q = useDebounced(text, SEARCH_DELAY_MS);
  const users = useQuery(adminUsersQueryOptions({ q, role, page }));
  const data = users.data;
  const status = users.isError
    ? t(`errors.${users.error instanceof ApiError ? users.error.key : 'internal_error'}`)
    : !data
      ? t('common.loading')
      : data.total === 0
        ? t('siteAdmin.userAdmin.users.noResults')
        : t('siteAdmin.userAdmin.users.count', { count: data.total });

  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        {/* A new search starts on its first page. */}
        <SearchField
          value={text}
          onChange={(value) => {
            setText(value);
            setPage(1);
          }}
          className="flex min-w-64 flex-1 flex-col gap-1"
        >
          <Label className={labelClass}>{t('siteAdmin.userAdmin.users.search')}</Label>
          <Input className={fieldClass} />
        </SearchField>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.role} className={labelClass}>
            {t('siteAdmin.userAdmin.users.roleFilter')}
          </label>
          <select
            id={ids.role}
            value={role}
            onChange={(event) => {
              setRole(event.target.value);
              setPage(1);
            }}
            className={fieldClass}
          >
            <option value="">{t('siteAdmin.userAdmin.users.anyRole')}</option>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {roleLabel(t, value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={ids.status} role="status" className={`mt-4 text-sm ${users.isError ? 'text-red-700' : 'text-slate-600'}`}>
        {status}
      </p>
      {data && data.items.length > 0 && (
        <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className={tableClass} aria-describedby={ids.status}>
            <caption id={ids.caption} className="sr-only">
              {t('siteAdmin.userAdmin.users.table')}
            </caption>
            <thead>
              <tr>
                {(['user', 'roles', 'memberships', 'status', 'created', 'lastSignIn', 'actions'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className={headerCellClass}>
                      {t(`siteAdmin.userAdmin.users.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {data.items.map((user) => (
                <UserRow key={user.id} user={user} me={me} onManage={() => setManaged(user)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
      {managed && <UserDialog key={managed.id} me={me} user={managed} onClose={() => setManaged(null)} />}
    </>
  );
};

/** /admin/users: admins find users and manage their roles, memberships and accounts (§6). */
export const UsersPage = () => {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('siteAdmin.userAdmin.users.title')} intro={t('siteAdmin.userAdmin.users.intro')}>
      {(me) => <UsersSection me={me} />}
    </AdminPage>
  );
};
