import { oneOfParam } from '@questline/domain/rules/search-params';
import type { TLivePeriod } from '@questline/domain/schemas/live-session';

/** The calendar's times of day (§7.5 `tod`): minutes since midnight on the learner's clock, 'start_end'. */
export const TIMES_OF_DAY = [
  { id: 'morning', tod: '360_720' },
  { id: 'afternoon', tod: '720_1080' },
  { id: 'evening', tod: '1080_1440' },
  { id: 'night', tod: '0_360' },
] as const;
export type TTimeOfDay = (typeof TIMES_OF_DAY)[number]['tod'];

/** The calendar's tabs, one per period (§2.10); spelled out here so the route does not load the zod schemas. */
export const CALENDAR_TABS = ['opening', 'previous'] as const satisfies readonly TLivePeriod[];

/** `/live-calendar?tab=previous&tod=360_720` (§2.1): the period's tab and the time-of-day filter live in the URL. */
export type TLiveCalendarSearch = { tab?: TLivePeriod; tod?: TTimeOfDay };
export const readLiveCalendarSearch = (raw: Record<string, unknown>): TLiveCalendarSearch => ({
  tab: oneOfParam(raw.tab, CALENDAR_TABS),
  tod: oneOfParam(
    raw.tod,
    TIMES_OF_DAY.map((option) => option.tod),
  ),
});
