import { PRESENCE_HEARTBEAT_SECONDS } from '@questline/domain/constants';
import { useEffect } from 'react';
import { apiPost } from '../api/client';

const beat = () => apiPost('/api/users/me/heartbeat', {}).catch(() => undefined);

/**
 * Tells the server the signed-in user is here (§3.12 online status): a beat when the tab opens or becomes visible,
 * then every PRESENCE_HEARTBEAT_SECONDS while it stays visible. A hidden tab stops beating, so the user reads idle
 * and then offline. Renders nothing; the layout loads it for signed-in users only.
 */
export const PresenceHeartbeat = () => {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const sync = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      void beat();
      timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_SECONDS * 1000);
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', sync);
    };
  }, []);
  return null;
};
