import { AppError } from '@questline/domain/errors';
import type { TDbOrTx } from '../../db/client';
import type { TViewer } from '../learn/learn.policy';
import { findUserById } from '../users/users.repository';

/**
 * What a progress read shows of its learner (§2.11, §3.12 isShow): `shared` reads (the completed list, badges,
 * skills, experience) are on a profile when its user shows them; `private` ones (activity, in progress, saved) are
 * the owner's alone.
 */
export type TProgressScope = 'shared' | 'private';

/** A user id as given in `userID`: bare, or prefixed (u_…) as profile links carry it. */
const bareUserId = (userId: string) => (userId.startsWith('u_') ? userId.slice(2) : userId);

/**
 * Whose progress a read shows: the viewer's when `userID` is absent or names them (anonymous: 401 auth_required);
 * another user's only for a shared read of a user who shows their progress (isShow), else 403 forbidden. A user
 * that does not exist is not found (404).
 */
export const learnerOf = async (
  db: TDbOrTx,
  viewer: TViewer,
  userID: string | undefined,
  scope: TProgressScope,
): Promise<string> => {
  const asked = userID === undefined ? undefined : bareUserId(userID);
  if (asked === undefined || asked === viewer?.id) {
    if (!viewer) throw new AppError('auth_required');
    return viewer.id;
  }
  const user = await findUserById(db, asked);
  if (!user) throw new AppError('not_found');
  if (scope === 'private' || !user.isShow) throw new AppError('forbidden');
  return user.id;
};
