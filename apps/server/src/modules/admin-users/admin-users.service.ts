import { AppError } from '@questline/domain/errors';
import type { TRole } from '@questline/domain/roles';
import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  type TAdminUserQuery,
  type TAuditPage,
} from '@questline/domain/schemas/admin-users';
import type { TMe } from '@questline/domain/schemas/session';
import type { TAuth } from '../../auth/auth';
import type { TDb, TDbOrTx } from '../../db/client';
import { grantRoles } from '../users/users.repository';
import { refuseAccountChange, refuseDisabling, refuseRoleChange } from './admin-users.policy';
import { presentAdminUser, presentAuditEntry } from './admin-users.presenter';
import {
  countOtherActiveSuperAdmins,
  deleteSessionsOf,
  findAdminUser,
  lockSuperAdmins,
  lockUser,
  membershipsOfUsers,
  removeRolesExcept,
  rolesOfUsers,
  searchUsers,
  setDisabledAt,
  type TAdminUserRow,
} from './admin-users.repository';
import { countAudit, insertAudit, listAudit } from './audit.repository';

/** A page of users found by name or e-mail address and role, each with roles and memberships. */
export const listUsers = async (db: TDbOrTx, query: TAdminUserQuery) => {
  const { rows, total } = await searchUsers(db, {
    q: query.q,
    role: query.role,
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE,
  });
  const ids = rows.map((row) => row.id);
  const [roles, memberships] = await Promise.all([rolesOfUsers(db, ids), membershipsOfUsers(db, ids)]);
  return {
    items: rows.map((row) => presentAdminUser(row, roles.get(row.id) ?? [], memberships.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
};

const presentOne = async (db: TDbOrTx, row: TAdminUserRow) => {
  const [roles, memberships] = await Promise.all([rolesOfUsers(db, [row.id]), membershipsOfUsers(db, [row.id])]);
  return presentAdminUser(row, roles.get(row.id) ?? [], memberships.get(row.id) ?? []);
};

/** The user, locked for the transaction, with their roles; not_found when nobody has this id. */
const lockTarget = async (tx: TDbOrTx, userId: string) => {
  const row = await lockUser(tx, userId);
  if (!row) throw new AppError('not_found');
  const roles = (await rolesOfUsers(tx, [userId])).get(userId) ?? [];
  return { row, roles };
};

/** Refuses a change that would leave no enabled super admin but `userId` (whom it takes away). */
const refuseLastSuperAdmin = async (tx: TDbOrTx, userId: string) => {
  await lockSuperAdmins(tx);
  if ((await countOtherActiveSuperAdmins(tx, userId)) === 0) throw new AppError('admin_last_super_admin');
};

const sameRoles = (a: readonly string[], b: readonly string[]) => a.join() === b.join();

/**
 * Makes `requested` the user's roles (§6, language variants included), in the caller's transaction with its audit
 * entry. Only super admins grant or take admin and super admin, or change an admin's roles; nobody takes the last
 * super admin's role. A request that changes nothing writes nothing.
 */
export const setUserRoles = async (tx: TDbOrTx, actor: TMe, userId: string, requested: readonly TRole[]) => {
  const next = [...new Set(requested)].sort();
  const { row, roles: before } = await lockTarget(tx, userId);
  refuseRoleChange(actor, before, next);
  if (sameRoles(before, next)) return presentOne(tx, row);
  if (before.includes('superAdmin') && !next.includes('superAdmin')) await refuseLastSuperAdmin(tx, userId);
  await removeRolesExcept(tx, userId, next);
  await grantRoles(tx, userId, next);
  await insertAudit(tx, {
    actorId: actor.id,
    action: 'roles_changed',
    targetId: userId,
    before: { roles: before },
    after: { roles: next },
  });
  return presentOne(tx, row);
};

/**
 * Disables the account: its sessions end at once (their rows are deleted, and no new one is created while it is
 * disabled), with the audit entry, in the caller's transaction. Not one's own; an admin's only by a super admin;
 * never the last enabled super admin. Disabling a disabled account changes nothing.
 */
export const disableUser = async (tx: TDbOrTx, actor: TMe, userId: string) => {
  const { row, roles } = await lockTarget(tx, userId);
  refuseDisabling(actor, { id: userId, roles });
  if (row.disabledAt) return presentOne(tx, row);
  if (roles.includes('superAdmin')) await refuseLastSuperAdmin(tx, userId);
  const disabledAt = new Date();
  await setDisabledAt(tx, userId, disabledAt);
  await deleteSessionsOf(tx, userId);
  await insertAudit(tx, {
    actorId: actor.id,
    action: 'user_disabled',
    targetId: userId,
    before: { disabled: false },
    after: { disabled: true },
  });
  return presentOne(tx, { ...row, disabledAt });
};

/** Enables a disabled account again (they sign in anew); an admin's only by a super admin. */
export const enableUser = async (tx: TDbOrTx, actor: TMe, userId: string) => {
  const { row, roles } = await lockTarget(tx, userId);
  refuseAccountChange(actor, roles);
  if (!row.disabledAt) return presentOne(tx, row);
  await setDisabledAt(tx, userId, null);
  await insertAudit(tx, {
    actorId: actor.id,
    action: 'user_enabled',
    targetId: userId,
    before: { disabled: true },
    after: { disabled: false },
  });
  return presentOne(tx, { ...row, disabledAt: null });
};

/**
 * Sends the user better-auth's password reset mail (emailAndPassword.sendResetPassword: the mail seam), whose link
 * leads to `{publicUrl}/reset-password?token=…`, then writes the audit entry. better-auth stores the token through
 * its own connection, so the entry follows the sending rather than sharing a transaction with it.
 */
export const sendPasswordReset = async (
  deps: { db: TDb; auth: TAuth; publicUrl: string },
  actor: TMe,
  userId: string,
) => {
  const user = await findAdminUser(deps.db, userId);
  if (!user) throw new AppError('not_found');
  await deps.auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: new URL('/reset-password', deps.publicUrl).toString() },
  });
  await insertAudit(deps.db, {
    actorId: actor.id,
    action: 'password_reset_sent',
    targetId: userId,
    before: null,
    after: { email: user.email },
  });
  return { email: user.email };
};

/** A page of the audit trail, newest first. */
export const auditPage = async (db: TDbOrTx, page: number): Promise<TAuditPage> => {
  const [rows, total] = await Promise.all([
    listAudit(db, { limit: ADMIN_AUDIT_PAGE_SIZE, offset: (page - 1) * ADMIN_AUDIT_PAGE_SIZE }),
    countAudit(db),
  ]);
  return { items: rows.map(presentAuditEntry), total, page, pageSize: ADMIN_AUDIT_PAGE_SIZE };
};
