import { itemId, type TItemType } from '@questline/domain/ids';
import { activeStreak, dayKeyOf } from '@questline/domain/rules/streaks';
import { RECORD_LIST_TYPES } from '@questline/domain/schemas/learner';
import { DASHBOARD_LIMITS, type TDashboardItem, type TLearnerDashboard } from '@questline/domain/schemas/profile';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { presentCard } from '../content/content.presenter';
import { findItems } from '../content/content.repository';
import { isStaff } from '../learn/learn.policy';
import { presentBadgeCard } from '../learn/learn.presenter';
import { registeredLiveSessions } from '../learn/live-session.service';
import { experienceLevels } from '../learn/progress.service';
import { activityMoments, latestBadgeRewards, latestRecords } from './profile.repository';
import { progressMapOf, type TRecordEntry } from './record-progress.service';

/**
 * What Continue resumes: the items learners work in. Project and course records follow the writes on their contents
 * (as the recent bar reads them), so the tutorial or quiz the learner was last in stands for its project or course
 * here; the In progress tab lists those with their own progress.
 */
const CONTINUE_TYPES = RECORD_LIST_TYPES.filter((type) => type !== 'project' && type !== 'course');

/** How far back active days are read: a streak longer than this reads as this long. */
const STREAK_WINDOW_DAYS = 400;

/** The learner's streak of active days, in their own time zone. */
const streakOf = async (db: TDbOrTx, userId: string, timeZone: string, now: Date) => {
  const moments = await activityMoments(db, userId, new Date(now.getTime() - STREAK_WINDOW_DAYS * 86_400_000));
  const days = moments.flatMap((moment) => [dayKeyOf(moment.first, timeZone), dayKeyOf(moment.last, timeZone)]);
  return { ...activeStreak(days, dayKeyOf(now, timeZone)), timeZone };
};

/** The learner's latest badges with the mission or pathway that gave each, and how many they hold. */
const badgesOf = async (db: TDbOrTx, userId: string) => {
  const { rows, total } = await latestBadgeRewards(db, userId, DASHBOARD_LIMITS.badges);
  const items = new Map(
    (await findItems(db, [...new Set(rows.flatMap((row) => [row.itemId ?? [], row.sourceId ?? []].flat()))])).map(
      (item) => [item.id, item],
    ),
  );
  return {
    total,
    latest: rows.flatMap((row) => {
      const badge = row.itemId === null ? undefined : items.get(row.itemId);
      if (!badge) return [];
      const source = row.sourceId === null ? undefined : items.get(row.sourceId);
      return [
        {
          ...presentBadgeCard(badge),
          sourceId: source ? itemId(source.type as TItemType, source.id) : null,
          time: row.time.toISOString(),
        },
      ];
    }),
  };
};

const presentItems = async (db: TDbOrTx, viewer: TMe, entries: readonly TRecordEntry[]): Promise<TDashboardItem[]> => {
  const progress = await progressMapOf(db, viewer, entries);
  return entries.map(({ row, record }) => {
    const id = itemId(row.type as TItemType, row.id);
    const completedAt = record.lastCompletedTime ?? record.completedTime;
    return {
      item: presentCard(row),
      progress: progress[id] ?? null,
      nextRecordData: record.data.nextRecordData ?? null,
      completedTime: record.completed && completedAt ? completedAt.toISOString() : null,
    };
  });
};

/**
 * GET /api/users/me/dashboard: the top of the signed-in learner's My Learning. Days count in the zone Settings name,
 * else the browser's (`timeZone`), else UTC.
 */
export const learnerDashboard = async (
  db: TDbOrTx,
  viewer: TMe,
  input: { timeZone?: string },
  now = new Date(),
): Promise<TLearnerDashboard> => {
  const withInternal = isStaff(viewer);
  const latest = (completed: boolean, types: readonly string[], limit: number) =>
    latestRecords(db, { userId: viewer.id, types, completed, withInternal, limit }).then((rows) =>
      rows.map(({ record, item }) => ({ row: item, record })),
    );
  const [experience, streak, badges, inProgress, completed, liveSessions] = await Promise.all([
    experienceLevels(db, viewer.id),
    streakOf(db, viewer.id, viewer.timeZone ?? input.timeZone ?? 'UTC', now),
    badgesOf(db, viewer.id),
    latest(false, CONTINUE_TYPES, DASHBOARD_LIMITS.inProgress).then((entries) => presentItems(db, viewer, entries)),
    latest(true, RECORD_LIST_TYPES, DASHBOARD_LIMITS.completed).then((entries) => presentItems(db, viewer, entries)),
    registeredLiveSessions(db, viewer, DASHBOARD_LIMITS.liveSessions, now),
  ]);
  return {
    experience: experience.categories
      .filter((category) => category.totalPoint > 0)
      .sort((a, b) => b.totalPoint - a.totalPoint || a.categoryId.localeCompare(b.categoryId)),
    streak,
    badges,
    inProgress,
    completed,
    liveSessions,
  };
};
