import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { rewards } from '../../db/schema';

export type TRewardRow = typeof rewards.$inferSelect;
export type TNewReward = { type: 'badge'; itemId: number } | { type: 'asset'; packageId: string };

/** Gives a learner rewards from one completed mission or pathway; what they hold already stays as it was. */
export const grantRewards = async (
  db: TDbOrTx,
  input: { userId: string; sourceId: number; time: Date; rewards: readonly TNewReward[] },
) => {
  if (!input.rewards.length) return;
  await db
    .insert(rewards)
    .values(
      input.rewards.map((reward) => ({
        userId: input.userId,
        sourceId: input.sourceId,
        time: input.time,
        type: reward.type,
        itemId: reward.type === 'badge' ? reward.itemId : null,
        packageId: reward.type === 'asset' ? reward.packageId : null,
      })),
    )
    .onConflictDoNothing();
};

/** A page of a learner's rewards, newest first, and how many they hold in all. */
export const listRewards = async (db: TDbOrTx, userId: string, page: { offset: number; limit: number }) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rewards)
      .where(eq(rewards.userId, userId))
      .orderBy(desc(rewards.time), desc(rewards.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(rewards).where(eq(rewards.userId, userId)),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
};

/** The learner's rewards of these badges. */
export const findBadgeRewards = async (db: TDbOrTx, userId: string, badgeIds: readonly number[]) =>
  badgeIds.length
    ? db
        .select()
        .from(rewards)
        .where(and(eq(rewards.userId, userId), eq(rewards.type, 'badge'), inArray(rewards.itemId, [...badgeIds])))
    : [];
