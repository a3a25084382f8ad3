import { PRESENCE_IDLE_AFTER_SECONDS, PRESENCE_OFFLINE_AFTER_SECONDS, type TPresenceStatus } from '../constants';

/**
 * A user's online status (§3.12) from how many seconds ago their last heartbeat arrived (null: never). The server
 * measures the age on the database's clock, so every server process reads the same status.
 */
export const presenceStatus = (secondsSinceLastSeen: number | null): TPresenceStatus => {
  if (secondsSinceLastSeen === null || secondsSinceLastSeen >= PRESENCE_OFFLINE_AFTER_SECONDS) return 'offline';
  return secondsSinceLastSeen >= PRESENCE_IDLE_AFTER_SECONDS ? 'idle' : 'online';
};
