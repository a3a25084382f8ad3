import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../api/session';
import { loadPagesCatalogue } from '../../i18n/i18n';
import { utcOffsetNow } from '../../lib/live-time';
import { effectiveTimeZone } from '../../ui/use-hydrated';
import { liveSessionSearchQueryOptions } from './api/search-live-sessions';
import type { TLiveCalendarSearch } from './live-calendar-search';

/**
 * What the calendar asks the server for: the tab's period, the time of day on the viewer's clock. The offset of the
 * viewer's zone only shifts a time of day (§9), so without one every zone asks the same question (and the server's
 * answer serves the browser's first render).
 */
export const liveCalendarQuery = (search: TLiveCalendarSearch, timeZone: string) => ({
  includeTab: search.tab ?? 'opening',
  tod: search.tod,
  utcOffset: search.tod ? utcOffsetNow(timeZone) : 0,
});

/**
 * The route loader: who is reading (Register asks anonymous readers to sign in, so a signed-in reader must be known
 * before they can press it; their Settings zone sets the clock), then the sessions of the selected tab, fetched before
 * the page paints. The server renders in UTC unless the reader chose a zone, as the page's first render does.
 */
export const loadLiveCalendar = async (queryClient: QueryClient, search: TLiveCalendarSearch) => {
  const [me] = await Promise.all([
    queryClient.ensureQueryData(meQueryOptions()).catch(() => null),
    loadPagesCatalogue(),
  ]);
  const timeZone = effectiveTimeZone(me?.timeZone, typeof window !== 'undefined');
  await queryClient.ensureQueryData(liveSessionSearchQueryOptions(liveCalendarQuery(search, timeZone)));
};
