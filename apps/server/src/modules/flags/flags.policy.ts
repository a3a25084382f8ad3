import { AppError } from '@questline/domain/errors';
import { isAdmin } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';

/** Feature flags and memberships are site administration (§6 isAdmin): superAdmin and admin only. */
export const refuseUnlessAdmin = (user: TMe) => {
  if (!isAdmin(user)) throw new AppError('forbidden');
};
