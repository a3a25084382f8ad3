import { LIVE_RANGE_SEPARATOR } from '../constants';
import { dayInOffset } from './time-zones';

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

/** Wall-clock parts of a live session in its own offset (§2.13): 'YYYY-MM-DD', 'HH:MM', 'HH:MM'. */
export type TLiveLocalParts = { date: string; startTime: string; endTime: string };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instants of a live session entered as a date, a start and an end time on the clock of `utcOffset` (minutes
 * east of UTC). An end time earlier than the start time is on the next day, so 23:00–01:00 spans midnight. Null
 * when a part is missing or malformed.
 */
export const liveRangeFromLocal = (
  parts: TLiveLocalParts & { utcOffset: number },
): { startTime: string; endTime: string } | null => {
  const day = DATE_PATTERN.exec(parts.date);
  const start = TIME_PATTERN.exec(parts.startTime);
  const end = TIME_PATTERN.exec(parts.endTime);
  if (!day || !start || !end) return null;
  const midnight = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  if (new Date(midnight).toISOString().slice(0, 10) !== parts.date) return null;
  const startMinute = Number(start[1]) * 60 + Number(start[2]);
  let endMinute = Number(end[1]) * 60 + Number(end[2]);
  if (endMinute < startMinute) endMinute += DAY_MINUTES;
  const instant = (minute: number) => new Date(midnight + (minute - parts.utcOffset) * 60_000).toISOString();
  return { startTime: instant(startMinute), endTime: instant(endMinute) };
};

/** The wall-clock date and times of a stored range in the session's offset: the inverse of `liveRangeFromLocal`. */
export const localPartsOfRange = (
  range: { startTime: string; endTime: string },
  utcOffset: number,
): TLiveLocalParts | null => {
  const start = Date.parse(range.startTime);
  const end = Date.parse(range.endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  const local = (instant: number) => new Date(instant + utcOffset * 60_000).toISOString();
  return {
    date: local(start).slice(0, 10),
    startTime: local(start).slice(11, 16),
    endTime: local(end).slice(11, 16),
  };
};

/**
 * The UTC offsets in use around the world (minutes east of UTC), UTC−12:00 to UTC+14:00, with their half and
 * three-quarter hours: what an author picks a live session's offset from.
 */
export const UTC_OFFSET_CHOICES = [
  -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210, 240, 270,
  300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780, 840,
] as const;
