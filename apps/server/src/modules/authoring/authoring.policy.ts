import { AppError } from '@questline/domain/errors';
import { isAdmin, learnAdminAll, learnAdminEditorAll, learnCreatorAll } from '@questline/domain/roles';
import {
  authoringRefusal,
  type TAuthoringAction,
  type TAuthoringTarget,
} from '@questline/domain/rules/authoring-rights';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import type { TContentRow } from '../content/content.repository';
import { contributorIdsOf } from './project-contributors.repository';

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

/** What the policy reads of a stored item when a project's contributors may act on it too (decision 0074). */
export const editTargetOf = async (db: TDbOrTx, row: TContentRow): Promise<TAuthoringTarget> =>
  row.type === 'project'
    ? { ...authoringTarget(row), contributorIds: await contributorIdsOf(db, row.id) }
    : authoringTarget(row);

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
