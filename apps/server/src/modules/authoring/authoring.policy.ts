import { AppError } from '@questline/domain/errors';
import {
  authoringRefusal,
  isAdmin,
  learnAdminAll,
  learnAdminEditorAll,
  learnCreatorAll,
  type TAuthoringAction,
  type TAuthoringTarget,
} from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';
import type { TContentRow } from '../content/content.repository';

/** Throws the catalogue key that refuses the action (401 auth_required, 403 forbidden); returns when allowed. */
export const refuseUnless = (
  actor: Pick<TMe, 'id' | 'roles'> | null,
  action: TAuthoringAction,
  target: TAuthoringTarget,
) => {
  const refusal = authoringRefusal(actor, action, target);
  if (refusal) throw new AppError(refusal);
};

/** What the policy reads of a stored item. */
export const authoringTarget = (row: TContentRow): TAuthoringTarget => ({
  type: row.type,
  language: row.language,
  ownerId: row.ownerId,
  authorId: row.authorId,
});

/**
 * Authoring tools that belong to no one item (image uploads, the creator dashboard and its pickers): content
 * creators, editors and learn admins of any language, and admins. Anonymous → 401, anyone else → 403.
 */
export const refuseUnlessAuthor = (actor: Pick<TMe, 'roles'> | null): void => {
  if (!actor) throw new AppError('auth_required');
  if (!learnCreatorAll(actor) && !isAdmin(actor)) throw new AppError('forbidden');
};

/**
 * Tools for handing items to other people (the owner picker's user search): editors and learn admins of any
 * language, and admins; a plain learn creator may not hand items over, so may not list the people either.
 * Anonymous → 401, anyone else → 403.
 */
export const refuseUnlessHandOver = (actor: Pick<TMe, 'roles'> | null): void => {
  if (!actor) throw new AppError('auth_required');
  if (!learnAdminEditorAll(actor) && !isAdmin(actor)) throw new AppError('forbidden');
};

/**
 * The learner architecture (§2.12): learn admins of any language, and admins, who alone author skills and
 * competencies. Anonymous → 401, anyone else → 403.
 */
export const refuseUnlessLearnAdmin = (actor: Pick<TMe, 'roles'> | null): void => {
  if (!actor) throw new AppError('auth_required');
  if (!learnAdminAll(actor) && !isAdmin(actor)) throw new AppError('forbidden');
};
