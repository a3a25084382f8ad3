import { AppError } from '@questline/domain/errors';
import { learnModeratorAll } from '@questline/domain/roles';
import type { TDbOrTx } from '../../db/client';
import { findGroup, isMember, type TGroupPostRow, type TGroupRow } from './groups.repository';

/**
 * Who may do what in groups (§6: post_AuthorizationError, group_GroupOwnerLeave). Groups are private: a group and its
 * posts are read by its members only; its owner renames, deletes and features; members post and invite; a post is
 * edited and deleted by its author alone.
 */

/** The group, or 404 not_found. */
export const groupOrNotFound = async (db: TDbOrTx, groupId: number): Promise<TGroupRow> => {
  const group = await findGroup(db, groupId);
  if (!group) throw new AppError('not_found');
  return group;
};

/** Reading a group (members, posts) and inviting to it: its members only (403 forbidden). */
export const refuseUnlessMember = async (db: TDbOrTx, group: TGroupRow, userId: string) => {
  if (!(await isMember(db, group.id, userId))) throw new AppError('forbidden');
};

/** Posting in a group: its members only (403 post_AuthorizationError). */
export const refuseUnlessPoster = async (db: TDbOrTx, group: TGroupRow, userId: string) => {
  if (!(await isMember(db, group.id, userId))) throw new AppError('post_AuthorizationError');
};

/** Renaming, deleting and featuring: the group's owner only (403 forbidden). */
export const refuseUnlessOwner = (group: TGroupRow, userId: string) => {
  if (group.ownerId !== userId) throw new AppError('forbidden');
};

/** Editing or deleting a post: its author only (403 post_AuthorizationError). */
export const refuseUnlessAuthor = (post: TGroupPostRow, userId: string) => {
  if (post.authorId !== userId) throw new AppError('post_AuthorizationError');
};

/** Hiding and showing a post: learn moderators (§6 learnModeratorAll), who need not belong to the group (403 forbidden). */
export const refuseUnlessModerator = (viewer: { roles: readonly string[] }) => {
  if (!learnModeratorAll(viewer)) throw new AppError('forbidden');
};

/** Reporting a post: another member's, never one's own (403 forbidden). */
export const refuseOwnPost = (post: TGroupPostRow, userId: string) => {
  if (post.authorId === userId) throw new AppError('forbidden');
};
