import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { userPresence } from '../../db/schema';

/** Records a heartbeat of the user's open, visible tab, on the database's clock (every process agrees on it). */
export const touchPresence = async (db: TDbOrTx, userId: string) => {
  await db
    .insert(userPresence)
    .values({ userId, lastSeenAt: sql`now()` })
    .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: sql`now()` } });
};

/**
 * Seconds since the user's last heartbeat, measured by the database (null when they never sent one), for a query
 * that left-joins `user_presence`; `presenceStatus` (domain) turns it into online, idle or offline.
 */
export const secondsSinceSeen = sql<
  number | null
>`extract(epoch from (now() - ${userPresence.lastSeenAt}))::float8`.mapWith((value: unknown) =>
  value === null ? null : Number(value),
);
