import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentEdges, contentItems, tags, trackingEvents } from '../../db/schema';
import type { TContentRow } from '../content/content.repository';

const endTime = sql<string>`${contentItems.published} -> 'rangeTime' ->> 'endTime'`;
const startTime = sql<string>`${contentItems.published} -> 'rangeTime' ->> 'startTime'`;

/**
 * Published live sessions of one period (§4.6), as stored rows: opening ones (not ended at `now`) soonest first,
 * previous ones latest first. Instants are stored as ISO text in UTC, so text order is time order.
 */
export const publishedLiveSessions = (db: TDbOrTx, period: 'opening' | 'previous', now: Date): Promise<TContentRow[]> =>
  db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.type, 'liveSession'),
        eq(contentItems.status, 'published'),
        eq(contentItems.hidden, false),
        period === 'opening' ? sql`${endTime} > ${now.toISOString()}` : sql`${endTime} <= ${now.toISOString()}`,
      ),
    )
    .orderBy(period === 'opening' ? asc(startTime) : desc(startTime), asc(contentItems.id));

/** The published live sessions referring to an item (edge role 'content' from the session), oldest link first. */
export const liveSessionsOf = (db: TDbOrTx, itemId: number): Promise<TContentRow[]> =>
  db
    .select({ item: contentItems })
    .from(contentEdges)
    .innerJoin(contentItems, eq(contentItems.id, contentEdges.parentId))
    .where(
      and(
        eq(contentEdges.childId, itemId),
        eq(contentEdges.role, 'content'),
        eq(contentItems.type, 'liveSession'),
        eq(contentItems.status, 'published'),
      ),
    )
    .orderBy(asc(contentItems.id))
    .then((rows) => rows.map((row) => row.item));

export const tagNames = async (db: TDbOrTx, ids: readonly number[]) =>
  new Map(
    ids.length
      ? (
          await db
            .select({ id: tags.id, name: tags.name })
            .from(tags)
            .where(inArray(tags.id, [...new Set(ids)]))
        ).map((tag) => [tag.id, tag.name])
      : [],
  );

export const insertTrackingEvent = (
  db: TDbOrTx,
  event: { userId: string | null; type: string; eventType: string; data: Record<string, unknown> },
) => db.insert(trackingEvents).values(event);

/** Which of the sessions (prefixed ids) a user has registered for: their live_session events naming them. */
export const registeredSessionIds = async (db: TDbOrTx, userId: string, sessionIds: readonly string[]) =>
  new Set(
    sessionIds.length
      ? (
          await db
            .selectDistinct({ sessionId: sql<string>`${trackingEvents.data} ->> 'sessionId'` })
            .from(trackingEvents)
            .where(
              and(
                eq(trackingEvents.userId, userId),
                eq(trackingEvents.type, 'live_session'),
                inArray(sql`${trackingEvents.data} ->> 'sessionId'`, [...sessionIds]),
              ),
            )
        ).map((row) => row.sessionId)
      : [],
  );

/** The sessions (prefixed ids) a user has registered for: every live_session event of theirs names one. */
export const sessionIdsRegisteredBy = async (db: TDbOrTx, userId: string) =>
  (
    await db
      .selectDistinct({ sessionId: sql<string>`${trackingEvents.data} ->> 'sessionId'` })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.userId, userId), eq(trackingEvents.type, 'live_session')))
  ).flatMap((row) => (row.sessionId ? [row.sessionId] : []));

export const trackingEventsOf = (db: TDbOrTx, type: string) =>
  db.select().from(trackingEvents).where(eq(trackingEvents.type, type)).orderBy(desc(trackingEvents.id));
