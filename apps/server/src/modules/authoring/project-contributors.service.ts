import { AppError } from '@questline/domain/errors';
import { authoringRefusal } from '@questline/domain/rules/authoring-rights';
import type { TDbOrTx } from '../../db/client';
import { findItem, findItemForUpdate, type TContentRow } from '../content/content.repository';
import { itemRefusal, type TViewer } from '../learn/learn.policy';
import { findUserByEmail, findUserByIdOrUrl } from '../users/users.repository';
import { authoringTarget, editTargetOf, refuseUnless } from './authoring.policy';
import { numericId, type TActor } from './editable-item';
import { deleteContributor, insertContributor, listContributors } from './project-contributors.repository';

/**
 * Who adds and removes a project's contributors: those who may edit it in their own right (its owner or author,
 * editors and learn admins of its language, admins); contributors themselves edit it but do not hand it on
 * (decision 0074).
 */
const mayManage = (actor: TViewer, row: TContentRow) => authoringRefusal(actor, 'edit', authoringTarget(row)) === null;

const projectOf = (row: TContentRow | undefined) => {
  if (row?.type !== 'project') throw new AppError('not_found');
  return row;
};

/**
 * GET /api/learn/project/{id}/contributors: the contributors of a project the viewer may open (the detail read's
 * not_found otherwise; a premium project's contributors are public, as its card is), and whether they may manage them.
 */
export const readContributors = async (db: TDbOrTx, input: { id: string; viewer: TViewer }) => {
  const row = projectOf(await findItem(db, numericId('project', input.id)));
  const refusal = itemRefusal(row, input.viewer);
  if (refusal?.key === 'not_found' && authoringRefusal(input.viewer, 'edit', await editTargetOf(db, row)) !== null)
    throw refusal;
  return { rows: await listContributors(db, row.id), canManage: mayManage(input.viewer, row) };
};

/** The project row locked for a change of its contributors, with the actor's right to make it checked. */
const lockForManage = async (db: TDbOrTx, id: string, actor: TActor) => {
  const row = projectOf(await findItemForUpdate(db, numericId('project', id)));
  refuseUnless(actor, 'edit', authoringTarget(row));
  return row;
};

/** A user named by e-mail address, or by profile URL name or id; the field's key when nobody answers to it. */
const findNamedUser = async (db: TDbOrTx, name: string) => {
  const user = name.includes('@') ? await findUserByEmail(db, name) : await findUserByIdOrUrl(db, name);
  if (!user) {
    throw new AppError('project_contributor_user_not_found', {
      fields: [{ path: 'user', key: 'project_contributor_user_not_found' }],
    });
  }
  return user;
};

/** POST /api/learn/project/{id}/contributors, in the caller's transaction: adds the named user once. */
export const addContributor = async (db: TDbOrTx, input: { id: string; user: string; actor: TActor }) => {
  const row = await lockForManage(db, input.id, input.actor);
  const user = await findNamedUser(db, input.user);
  if (!(await insertContributor(db, { projectId: row.id, userId: user.id, addedBy: input.actor.id }))) {
    throw new AppError('project_ContributorAlreadyExist', {
      fields: [{ path: 'user', key: 'project_ContributorAlreadyExist' }],
    });
  }
  return { rows: await listContributors(db, row.id), canManage: true };
};

/** DELETE /api/learn/project/{id}/contributors/{userId}, in the caller's transaction. */
export const removeContributor = async (db: TDbOrTx, input: { id: string; userId: string; actor: TActor }) => {
  const row = await lockForManage(db, input.id, input.actor);
  if (!(await deleteContributor(db, row.id, input.userId))) throw new AppError('project_contributor_not_found');
  return { rows: await listContributors(db, row.id), canManage: true };
};
