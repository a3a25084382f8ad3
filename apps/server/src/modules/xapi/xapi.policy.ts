import { AppError } from '@questline/domain/errors';
import { isAdmin, learnAdminAll } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';

/**
 * The statements of every learner's learning events: learn admins of any language and site admins read them.
 * Anonymous → 401, anyone else → 403.
 */
export const refuseUnlessStatementReader = (viewer: Pick<TMe, 'roles'> | null): void => {
  if (!viewer) throw new AppError('auth_required');
  if (!learnAdminAll(viewer) && !isAdmin(viewer)) throw new AppError('forbidden');
};
