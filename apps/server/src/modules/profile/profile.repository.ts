import { and, count, desc, eq, gt, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { collections, contentItems, records, rewards } from '../../db/schema';

/**
 * Items a learner may list (§2.11): published, not hidden, not expired; internal-only ones only with `withInternal`
 * (staff viewers, as learnerCanSee reads it). In SQL so that pages and totals count only what is shown.
 */
const listedFor = (withInternal: boolean) =>
  and(
    eq(contentItems.status, 'published'),
    eq(contentItems.hidden, false),
    withInternal ? undefined : eq(contentItems.internalOnly, false),
    or(isNull(contentItems.unpublishedAt), gt(contentItems.unpublishedAt, sql`now()`)),
  );

/** Which records a list holds (§7.8): all (activity), the completed ones, or those not completed (in progress). */
export type TRecordListKind = 'activity' | 'completed' | 'inProgress';

type TPage = { offset: number; limit: number };

const pageOf = async <T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>) => {
  const [found, [counted]] = await Promise.all([rows, total]);
  return { rows: found, total: Number(counted?.total ?? 0) };
};

/**
 * One page of a user's records of one type with their items: activity and in-progress lists most recently updated
 * first, the completed list most recently completed first (the last completion, else the first).
 */
export const listRecordPage = (
  db: TDbOrTx,
  input: { userId: string; type: string; kind: TRecordListKind; withInternal: boolean } & TPage,
) => {
  const where = and(
    eq(records.userId, input.userId),
    eq(contentItems.type, input.type),
    input.kind === 'completed' ? eq(records.completed, true) : undefined,
    input.kind === 'inProgress' ? eq(records.completed, false) : undefined,
    listedFor(input.withInternal),
  );
  const order: SQL[] =
    input.kind === 'completed'
      ? [desc(sql`coalesce(${records.lastCompletedTime}, ${records.completedTime})`), desc(records.itemId)]
      : [desc(records.updatedTime), desc(records.itemId)];
  return pageOf(
    db
      .select({ record: records, item: contentItems })
      .from(records)
      .innerJoin(contentItems, eq(contentItems.id, records.itemId))
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ total: count() })
      .from(records)
      .innerJoin(contentItems, eq(contentItems.id, records.itemId))
      .where(where),
  );
};

/** One page of the items of one type a user saved (§2.9, §7.8 collect/list), most recently saved first. */
export const listCollectedPage = (
  db: TDbOrTx,
  input: { userId: string; type: string; withInternal: boolean } & TPage,
) => {
  const where = and(
    eq(collections.userId, input.userId),
    eq(contentItems.type, input.type),
    listedFor(input.withInternal),
  );
  return pageOf(
    db
      .select({ item: contentItems })
      .from(collections)
      .innerJoin(contentItems, eq(contentItems.id, collections.itemId))
      .where(where)
      .orderBy(desc(collections.createdAt), desc(collections.itemId))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ total: count() })
      .from(collections)
      .innerJoin(contentItems, eq(contentItems.id, collections.itemId))
      .where(where),
  );
};

/**
 * The item of the user's most recently updated record among those they may list (the recent bar, §2.3). Project and
 * course records follow the writes on their contents, so the item the learner was last in is one of those contents.
 */
export const mostRecentRecordItem = async (db: TDbOrTx, input: { userId: string; withInternal: boolean }) =>
  (
    await db
      .select({ item: contentItems })
      .from(records)
      .innerJoin(contentItems, eq(contentItems.id, records.itemId))
      .where(
        and(
          eq(records.userId, input.userId),
          notInArray(records.type, ['project', 'course']),
          listedFor(input.withInternal),
        ),
      )
      .orderBy(desc(records.updatedTime), desc(records.itemId))
      .limit(1)
  )[0]?.item;

/** Ids of the tutorials the user completed. */
export const completedTutorialIds = async (db: TDbOrTx, userId: string) =>
  (
    await db
      .select({ itemId: records.itemId })
      .from(records)
      .where(and(eq(records.userId, userId), eq(records.type, 'tutorial'), eq(records.completed, true)))
  ).map((row) => row.itemId);

/**
 * A user's latest records of the listed types among the items they may list, with their items: those in progress most
 * recently updated first, or those completed most recently completed first (the dashboard).
 */
export const latestRecords = (
  db: TDbOrTx,
  input: { userId: string; types: readonly string[]; completed: boolean; withInternal: boolean; limit: number },
) =>
  db
    .select({ record: records, item: contentItems })
    .from(records)
    .innerJoin(contentItems, eq(contentItems.id, records.itemId))
    .where(
      and(
        eq(records.userId, input.userId),
        inArray(records.type, [...input.types]),
        eq(records.completed, input.completed),
        listedFor(input.withInternal),
      ),
    )
    .orderBy(
      ...(input.completed
        ? [desc(sql`coalesce(${records.lastCompletedTime}, ${records.completedTime})`), desc(records.itemId)]
        : [desc(records.updatedTime), desc(records.itemId)]),
    )
    .limit(input.limit);

/** The user's latest badge rewards, newest first, and how many badges they hold. */
export const latestBadgeRewards = async (db: TDbOrTx, userId: string, limit: number) => {
  const where = and(eq(rewards.userId, userId), eq(rewards.type, 'badge'));
  const [rows, [counted]] = await Promise.all([
    db.select().from(rewards).where(where).orderBy(desc(rewards.time), desc(rewards.id)).limit(limit),
    db.select({ total: count() }).from(rewards).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
};

const isoUtc = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * When a user was active since `since`, as the first and last moment of each UTC day with recorded learning: records
 * written and completed, steps completed, quiz attempts started and finished, rewards earned and tracked learning
 * events (registrations, videos watched). A day in any other zone overlaps at most two UTC days, so the first and last
 * moments of each are enough to tell which of the learner's own days were active. Latest days first.
 */
export const activityMoments = async (db: TDbOrTx, userId: string, since: Date) => {
  const after = since.toISOString();
  const result = (await db.execute(sql`
    WITH moments(t) AS (
      SELECT updated_time FROM records WHERE user_id = ${userId}
      UNION ALL SELECT completed_time FROM records WHERE user_id = ${userId} AND completed_time IS NOT NULL
      UNION ALL SELECT last_completed_time FROM records WHERE user_id = ${userId} AND last_completed_time IS NOT NULL
      UNION ALL
        SELECT (step.value ->> 'completedTime')::timestamptz
        FROM records, jsonb_each(CASE WHEN jsonb_typeof(data -> 'steps') = 'object' THEN data -> 'steps' ELSE '{}'::jsonb END) step
        WHERE user_id = ${userId} AND step.value ->> 'completedTime' IS NOT NULL
      UNION ALL
        SELECT (attempt.value ->> moment.key)::timestamptz
        FROM records,
          jsonb_array_elements(CASE WHEN jsonb_typeof(data -> 'answers') = 'array' THEN data -> 'answers' ELSE '[]'::jsonb END) attempt,
          (VALUES ('startedTime'), ('finishedTime')) AS moment(key)
        WHERE user_id = ${userId} AND attempt.value ->> moment.key IS NOT NULL
      UNION ALL SELECT time FROM rewards WHERE user_id = ${userId}
      UNION ALL SELECT created_at FROM tracking_events WHERE user_id = ${userId}
    )
    SELECT ${isoUtc(sql`min(t)`)} AS first, ${isoUtc(sql`max(t)`)} AS last
    FROM moments
    WHERE t >= ${after}::timestamptz
    GROUP BY (t AT TIME ZONE 'UTC')::date
    ORDER BY 1 DESC
    LIMIT 400`)) as unknown as { rows: { first: string; last: string }[] };
  return result.rows;
};
