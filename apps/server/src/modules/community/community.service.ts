import { AppError } from '@questline/domain/errors';
import type { TDbOrTx } from '../../db/client';
import { findUserById } from '../users/users.repository';
import { setPostingBlocked } from './community.repository';

/** Blocks a user from posting comments, posts and reposts, or lifts the block; an unknown user is not found. */
export const setPostingBlock = async (
  tx: TDbOrTx,
  input: { userId: string; blocked: boolean; moderatorId: string },
) => {
  if (!(await findUserById(tx, input.userId))) throw new AppError('not_found');
  await setPostingBlocked(tx, input.userId, input.blocked, input.moderatorId);
};
