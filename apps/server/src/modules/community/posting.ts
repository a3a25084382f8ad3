import { POST_THROTTLE_SECONDS } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { posters } from '../../db/schema';

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
 * POST_THROTTLE_SECONDS of their last post (§9). One conditional upsert decides it on the database's clock: two
 * posts racing in two server processes lock the same row, and the second sees the first one's time once it commits
 * (or the old time again if it rolled back).
 */
export const claimPostingSlot = async (tx: TDbOrTx, userId: string) => {
  const claimed = await tx
    .insert(posters)
    .values({ userId, lastPostedAt: sql`now()` })
    .onConflictDoUpdate({
      target: posters.userId,
      set: { lastPostedAt: sql`now()` },
      setWhere: sql`${posters.blockedAt} IS NULL AND (${posters.lastPostedAt} IS NULL OR ${posters.lastPostedAt} <= now() - make_interval(secs => ${POST_THROTTLE_SECONDS}))`,
    })
    .returning({ userId: posters.userId });
  if (claimed.length) return;
  const [poster] = await tx.select({ blockedAt: posters.blockedAt }).from(posters).where(eq(posters.userId, userId));
  throw new AppError(poster?.blockedAt ? 'you_are_blocked' : 'post_ThrottlingError', {
    params: { seconds: POST_THROTTLE_SECONDS },
  });
};

/** Blocks the user from posting, or lifts the block (learn moderators: the caller checks). */
export const setPostingBlocked = async (tx: TDbOrTx, userId: string, blocked: boolean, by: string) => {
  const block = blocked ? { blockedAt: sql`now()`, blockedBy: by } : { blockedAt: null, blockedBy: null };
  await tx
    .insert(posters)
    .values({ userId, ...block })
    .onConflictDoUpdate({ target: posters.userId, set: block });
};

/** Whether a moderator blocked the user from posting. */
export const isPostingBlocked = async (db: TDbOrTx, userId: string) => {
  const [poster] = await db.select({ blockedAt: posters.blockedAt }).from(posters).where(eq(posters.userId, userId));
  return poster?.blockedAt != null;
};
