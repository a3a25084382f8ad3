import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../api/session';
import { loadPagesCatalogue } from '../../i18n/i18n';
import { liveSessionSearchQueryOptions } from './api/search-live-sessions';
import type { TLiveCalendarSearch } from './live-calendar-search';
import { browserUtcOffset } from './live-time';

/** What the calendar asks the server for: the tab's period, the time of day on the reader's clock. */
export const liveCalendarQuery = (search: TLiveCalendarSearch) => ({
  includeTab: search.tab ?? 'opening',
  tod: search.tod,
  utcOffset: browserUtcOffset(),
});

/**
 * The route loader: the sessions of the selected tab and who is reading, fetched before the page paints (Register asks
 * anonymous readers to sign in, so a signed-in reader must be known before they can press it).
 */
export const loadLiveCalendar = (queryClient: QueryClient, search: TLiveCalendarSearch) =>
  Promise.all([
    queryClient.ensureQueryData(liveSessionSearchQueryOptions(liveCalendarQuery(search))),
    queryClient.ensureQueryData(meQueryOptions()).catch(() => null),
    loadPagesCatalogue(),
  ]);
