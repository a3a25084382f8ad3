import { isTimeZone } from '@questline/domain/rules/time-zones';
import { useHydrated } from '@tanstack/react-router';
import { useMe } from '../api/session';
import { browserTimeZone } from '../lib/live-time';

/**
 * The zone the viewer's times are chosen in: the signed-in user's Settings choice (`me.timeZone`), else the browser's.
 * Before a zone is known to both the server's markup and the browser's first render (no choice, not yet hydrated),
 * times read in UTC, so that the first render reads as the server's did; the browser's zone takes over after.
 */
export const effectiveTimeZone = (chosen: string | null | undefined, hydrated: boolean): string =>
  chosen && isTimeZone(chosen) ? chosen : hydrated ? browserTimeZone() : 'UTC';

/** The IANA zone every date and time on the site shows in (see effectiveTimeZone). */
export const useViewerTimeZone = (): string => effectiveTimeZone(useMe()?.timeZone, useHydrated());
