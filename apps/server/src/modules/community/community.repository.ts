import { POST_THROTTLE_SECONDS } from '@questline/domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { posters } from '../../db/schema';

/**
 * Takes the user's posting slot in one conditional upsert, on the database's clock: taken unless a moderator blocked
 * the user or their last post is within POST_THROTTLE_SECONDS. Two posts racing in two server processes lock the same
 * row, and the second sees the first one's time once it commits (or the old time again if it rolled back).
 */
export const takePostingSlot = async (tx: TDbOrTx, userId: string): Promise<boolean> => {
  const claimed = await tx
    .insert(posters)
    .values({ userId, lastPostedAt: sql`now()` })
    .onConflictDoUpdate({
      target: posters.userId,
      set: { lastPostedAt: sql`now()` },
      setWhere: sql`${posters.blockedAt} IS NULL AND (${posters.lastPostedAt} IS NULL OR ${posters.lastPostedAt} <= now() - make_interval(secs => ${POST_THROTTLE_SECONDS}))`,
    })
    .returning({ userId: posters.userId });
  return claimed.length > 0;
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
