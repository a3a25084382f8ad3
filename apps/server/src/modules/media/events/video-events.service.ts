import type { TVideoEvent } from '@questline/domain/schemas/media';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../../db/client';
import { insertVideoEvents } from './video-events.repository';

/**
 * Stores a viewer's video events (§7.9) in `tracking_events` (type video, eventType learn), each with the §3.12 data
 * as sent, which of start, stop or engagement it is, and `userPremium` read from the session, never from the client.
 */
export const recordVideoEvents = async (db: TDbOrTx, viewer: TMe, events: readonly TVideoEvent[]) => {
  const userPremium = viewer.premium === true;
  await insertVideoEvents(
    db,
    events.map((event) => ({ userId: viewer.id, data: { event: event.type, ...event.data, userPremium } })),
  );
  return { stored: events.length };
};
