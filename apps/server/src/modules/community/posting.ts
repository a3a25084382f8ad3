import { POST_THROTTLE_SECONDS } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import type { TDbOrTx } from '../../db/client';
import { isPostingBlocked, takePostingSlot } from './community.repository';

/**
 * Refuses a poster whose e-mail address is not verified yet (403 `auth_email_not_verified`): comments and replies,
 * submissions, group posts and reposts ask this first. `emailVerified` is true for everyone when the server sends no
 * mail (no SMTP_URL; users.presenter presentMe), so then nothing is refused here.
 */
export const refuseUnverifiedPoster = (viewer: { emailVerified: boolean }) => {
  if (!viewer.emailVerified) throw new AppError('auth_email_not_verified');
};

/**
 * Takes the user's posting slot for a comment, a post or a repost, in the writer's transaction: refused with
 * `you_are_blocked` when a moderator blocked the user, and with `post_ThrottlingError` within
 * POST_THROTTLE_SECONDS of their last post (§9). The database decides it (community.repository takePostingSlot).
 */
export const claimPostingSlot = async (tx: TDbOrTx, userId: string) => {
  if (await takePostingSlot(tx, userId)) return;
  throw new AppError((await isPostingBlocked(tx, userId)) ? 'you_are_blocked' : 'post_ThrottlingError', {
    params: { seconds: POST_THROTTLE_SECONDS },
  });
};
