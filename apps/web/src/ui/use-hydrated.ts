import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's markup and while the browser takes that markup over (hydration), true from then on and in any
 * render the browser makes alone: what only the browser knows (the viewer's time zone) shows once this is true, so the
 * first render in the browser reads as the server's did.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** The time zone dates show in: the viewer's once hydrated (undefined: the browser's own), UTC before. */
export const useViewerTimeZone = (): string | undefined => (useHydrated() ? undefined : 'UTC');
