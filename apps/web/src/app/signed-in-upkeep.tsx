import { useMe } from '../api/session';
import { useSavedTheme } from '../lib/theme';
import { PresenceHeartbeat } from './presence-heartbeat';

/**
 * What runs for a signed-in user alone, loaded by the layout for them only (visitors never fetch its code): the
 * presence heartbeat, and their saved colour theme over this browser's.
 */
export const SignedInUpkeep = () => {
  useSavedTheme(useMe());
  return <PresenceHeartbeat />;
};
