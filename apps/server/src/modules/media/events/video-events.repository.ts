import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { trackingEvents } from '../../../db/schema';

/** The `tracking_events` type of every video event (§7.9); `data.event` says start, stop or engagement. */
export const VIDEO_TRACKING_TYPE = 'video';

/** Appends a batch of events in one statement. */
export const insertVideoEvents = async (
  db: TDbOrTx,
  rows: readonly { userId: string; data: Record<string, unknown> }[],
) => {
  if (!rows.length) return;
  await db
    .insert(trackingEvents)
    .values(rows.map((row) => ({ userId: row.userId, type: VIDEO_TRACKING_TYPE, eventType: 'learn', data: row.data })));
};

/** A user's video events, newest first (tests and reports read them). */
export const videoEventsOf = (db: TDbOrTx, userId: string) =>
  db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.userId, userId), eq(trackingEvents.type, VIDEO_TRACKING_TYPE)))
    .orderBy(desc(trackingEvents.id));
