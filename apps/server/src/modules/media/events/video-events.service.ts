import { videoLearningEvent } from '@questline/domain/rules/xapi';
import type { TVideoEvent } from '@questline/domain/schemas/media';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../../db/client';
import { ignoreLearningEvents, type TLearningEvents } from '../../../lib/learning-events';
import { insertVideoEvents } from './video-events.repository';

/**
 * Stores a viewer's video events (§7.9) in `tracking_events` (type video, eventType learn), each with the §3.12 data
 * as sent, which of start, stop or engagement it is, and `userPremium` read from the session, never from the client.
 * Starts and stops are learning events besides (xAPI played, paused or completed: modules/xapi), in `db`'s transaction.
 */
export const recordVideoEvents = async (
  db: TDbOrTx,
  viewer: TMe,
  events: readonly TVideoEvent[],
  learningEvents: TLearningEvents = ignoreLearningEvents,
) => {
  const userPremium = viewer.premium === true;
  await insertVideoEvents(
    db,
    events.map((event) => ({ userId: viewer.id, data: { event: event.type, ...event.data, userPremium } })),
  );
  const now = new Date();
  await learningEvents(
    db,
    events.flatMap((event) => videoLearningEvent(viewer.id, now, event) ?? []),
  );
  return { stored: events.length };
};
