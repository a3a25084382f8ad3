import { AppError } from '@questline/domain/errors';
import { isAdmin } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';

/** The site pages' texts are site administration (§6 isAdmin): admins and super admins edit them. */
export const mayEditSitePages = (user: TMe | null | undefined) => isAdmin(user);

export const refuseUnlessPageEditor = (user: TMe) => {
  if (!mayEditSitePages(user)) throw new AppError('forbidden');
};
