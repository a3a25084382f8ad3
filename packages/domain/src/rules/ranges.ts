import { LIVE_RANGE_SEPARATOR } from '../constants';

/** Engine version range (§3.1), stored as 'min_max'; all versions is '_' (no bound either side). */
export type TVersionRange = { minVersionId: string | null; maxVersionId: string | null; withAll: boolean };

export const serializeVersionRange = (range: TVersionRange): string =>
  range.withAll ? '_' : `${range.minVersionId ?? ''}_${range.maxVersionId ?? ''}`;

export const parseVersionRange = (value: string | null | undefined): TVersionRange => {
  const [min = '', max = ''] = (value ?? '_').split('_');
  return { minVersionId: min || null, maxVersionId: max || null, withAll: !min && !max };
};

/** Age range (§3.1), numbers or null, stored as 'min_max' with an empty side for null. */
export type TAgeRange = { min: number | null; max: number | null };

export const serializeAgeRange = (range: TAgeRange): string => `${range.min ?? ''}_${range.max ?? ''}`;

export const parseAgeRange = (value: string | null | undefined): TAgeRange => {
  const [min = '', max = ''] = (value ?? '_').split('_');
  const toAge = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
  return { min: toAge(min), max: toAge(max) };
};

/** A live session's range (§9), stored as 'start#end' (ISO instants). */
export const serializeLiveRange = (range: { startTime: string; endTime: string }) =>
  `${range.startTime}${LIVE_RANGE_SEPARATOR}${range.endTime}`;

export const parseLiveRange = (value: string): { startTime: string; endTime: string } | null => {
  const [startTime, endTime, extra] = value.split(LIVE_RANGE_SEPARATOR);
  if (!startTime || !endTime || extra !== undefined) return null;
  if (Number.isNaN(Date.parse(startTime)) || Number.isNaN(Date.parse(endTime))) return null;
  return { startTime, endTime };
};

/** A live session's duration (§5): end − start in whole minutes, or 0 when either is missing or end is first. */
export const liveSessionDuration = (startTime: string | null | undefined, endTime: string | null | undefined) => {
  const start = startTime ? Date.parse(startTime) : Number.NaN;
  const end = endTime ? Date.parse(endTime) : Number.NaN;
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0;
  return Math.floor((end - start) / 60_000);
};

/** The calendar day of an instant in a UTC offset (minutes east), as a day number since the epoch. */
const dayInOffset = (instant: number, utcOffset: number) => Math.floor((instant + utcOffset * 60_000) / 86_400_000);

/** '(+N days)' of the live session card (§2.10): how many calendar days, in the session's offset, the end is after the start. */
export const extraDays = (startTime: string, endTime: string, utcOffset: number) =>
  Math.max(0, dayInOffset(Date.parse(endTime), utcOffset) - dayInOffset(Date.parse(startTime), utcOffset));

/** A missing date defaults to today in the session's offset (§4.6): 'YYYY-MM-DD'. */
export const todayInOffset = (utcOffset: number, now: Date = new Date()) =>
  new Date(now.getTime() + utcOffset * 60_000).toISOString().slice(0, 10);

const DAY_MINUTES = 24 * 60;

/**
 * A time-of-day criterion (`tod` 'start_end', minutes since midnight on the learner's clock) shifted by the UTC
 * offset (§9) into UTC minutes of the day. A range that crosses midnight once shifted comes back as two ranges;
 * a whole day stays one.
 */
export const timeOfDayInUtc = ([start, end]: readonly [number, number], utcOffset: number): [number, number][] => {
  if (end - start >= DAY_MINUTES) return [[0, DAY_MINUTES]];
  const from = (((start - utcOffset) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const to = from + (end - start);
  return to <= DAY_MINUTES
    ? [[from, to]]
    : [
        [from, DAY_MINUTES],
        [0, to - DAY_MINUTES],
      ];
};

/** Minutes since midnight UTC of an instant: what `timeOfDayInUtc` ranges are compared with. */
export const utcMinuteOfDay = (instant: string | Date) => {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return date.getUTCHours() * 60 + date.getUTCMinutes();
};
