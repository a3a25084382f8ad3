import { useHydrated } from '@tanstack/react-router';

/**
 * The time zone dates show in: the viewer's (undefined: the browser's own) once the page has hydrated; UTC in the
 * server's markup and while the browser takes it over, so that its first render reads as the server's did.
 */
export const useViewerTimeZone = (): string | undefined => (useHydrated() ? undefined : 'UTC');
