import { AppError } from '@questline/domain/errors';
import { isSuperAdmin } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';

export { refuseUnlessAdmin } from '../flags/flags.policy';

/** The roles only super admins grant and take, and whose holders only super admins administer (§6). */
const SITE_ADMIN_ROLES = ['superAdmin', 'admin'] as const;

const holdsSiteAdminRole = (roles: readonly string[]) => SITE_ADMIN_ROLES.some((role) => roles.includes(role));

/**
 * Acting on a user's account (roles, disabling, enabling): any admin for other users, super admins alone for admins
 * and super admins. Callers have passed refuseUnlessAdmin.
 */
export const refuseAccountChange = (actor: TMe, targetRoles: readonly string[]) => {
  if (holdsSiteAdminRole(targetRoles) && !isSuperAdmin(actor)) throw new AppError('forbidden');
};

/** A change of roles: as refuseAccountChange, and only super admins grant or take admin and super admin. */
export const refuseRoleChange = (actor: TMe, before: readonly string[], after: readonly string[]) => {
  refuseAccountChange(actor, before);
  const touchesSiteAdmin = SITE_ADMIN_ROLES.some((role) => before.includes(role) !== after.includes(role));
  if (touchesSiteAdmin && !isSuperAdmin(actor)) throw new AppError('forbidden');
};

/** Nobody disables their own account (admin_cannot_disable_self); then as refuseAccountChange. */
export const refuseDisabling = (actor: TMe, target: { id: string; roles: readonly string[] }) => {
  if (target.id === actor.id) throw new AppError('admin_cannot_disable_self');
  refuseAccountChange(actor, target.roles);
};
