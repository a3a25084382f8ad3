import { itemId, type TItemType } from '@questline/domain/ids';
import { REWARDS_PAGE_SIZE, type TRewardBadges } from '@questline/domain/schemas/progress';
import type { TDbOrTx } from '../../db/client';
import { findItems } from '../content/content.repository';
import { presentBadgeCard } from './learn.presenter';
import { listRewards } from './rewards.repository';

/**
 * GET /api/learn/reward/badges (§7.8, §3.10 learner rewards): the learner's badges and free assets, newest first, a
 * page (from 0) at a time, with the badges' cards. Whose rewards the viewer may read is the route's policy
 * (profile.policy learnerOf): this reads the learner it is given.
 */
export const rewardBadges = async (db: TDbOrTx, input: { learnerId: string; page: number }): Promise<TRewardBadges> => {
  const { rows, total } = await listRewards(db, input.learnerId, {
    offset: input.page * REWARDS_PAGE_SIZE,
    limit: REWARDS_PAGE_SIZE,
  });
  const items = new Map(
    (
      await findItems(
        db,
        rows.flatMap((row) => [row.itemId ?? [], row.sourceId ?? []].flat()),
      )
    ).map((item) => [item.id, item]),
  );
  const badgeMap: TRewardBadges['badgeMap'] = {};
  for (const row of rows) {
    const badge = row.itemId === null ? undefined : items.get(row.itemId);
    if (!badge) continue;
    const card = presentBadgeCard(badge);
    badgeMap[card.id] = card;
  }
  const sourceOf = (sourceId: number | null) => {
    const source = sourceId === null ? undefined : items.get(sourceId);
    return source ? itemId(source.type as TItemType, source.id) : null;
  };
  return {
    badgesReward: rows.map((row) => ({
      type: row.type,
      itemId: row.type === 'badge' && row.itemId !== null ? itemId('badge', row.itemId) : (row.packageId ?? ''),
      packageId: row.packageId,
      sourceId: sourceOf(row.sourceId),
      time: row.time.toISOString(),
    })),
    badgeMap,
    total,
  };
};
