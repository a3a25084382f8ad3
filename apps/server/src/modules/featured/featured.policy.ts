import { AppError } from '@questline/domain/errors';
import { isAdmin, learnAdminEditorAll } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';

/**
 * Saving featured lists (§2.13, §6 "Editors: save featured lists"): learn editors and learn admins of any language,
 * and admins. Anonymous → 401, anyone else → 403.
 */
export const refuseUnlessFeaturedEditor = (actor: Pick<TMe, 'roles'> | null): void => {
  if (!actor) throw new AppError('auth_required');
  if (!learnAdminEditorAll(actor) && !isAdmin(actor)) throw new AppError('forbidden');
};
