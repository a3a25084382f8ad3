import { AppError } from '@questline/domain/errors';
import { isSuperAdmin } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';

/**
 * Anyone signed in may delete their own account, but not the last super admin (409 admin_last_super_admin): the
 * site would be left with nobody who may give the role again. `otherSuperAdmins` is counted under the super admins'
 * lock (account.repository.ts lockSuperAdmins), so two of the last two cannot both go.
 */
export const refuseLastSuperAdmin = (user: TMe, otherSuperAdmins: number) => {
  if (isSuperAdmin(user) && otherSuperAdmins === 0) throw new AppError('admin_last_super_admin');
};
