/**
 * Time zones and UTC offsets (§2.10, §9): the offset of an IANA zone at an instant, calendar days in an offset or a
 * zone, and offsets as people read them. Small on purpose: every page that shows a time loads it.
 */

/** The calendar day of an instant in a UTC offset (minutes east), as a day number since the epoch. */
export const dayInOffset = (instant: number, utcOffset: number) =>
  Math.floor((instant + utcOffset * 60_000) / 86_400_000);

/** An offset in minutes east of UTC as 'UTC+01:00' (a true minus sign west of UTC). */
export const formatUtcOffset = (minutes: number) => {
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `UTC${minutes < 0 ? '−' : '+'}${hours}:${String(absolute % 60).padStart(2, '0')}`;
};

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The offset (minutes east of UTC) an IANA zone has at an instant: 'Asia/Tokyo' 540, 'America/New_York' −300 in
 * winter and −240 in summer. The zone's wall clock at the instant, read by Intl, less the instant itself.
 */
export const zoneOffsetAt = (instant: number, timeZone: string): number => {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
};

/** '(+N days)' (§2.10) on the clock of an IANA zone: how many calendar days there the end is after the start. */
export const extraDaysIn = (startTime: string, endTime: string, timeZone: string) => {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  return Math.max(0, dayInOffset(end, zoneOffsetAt(end, timeZone)) - dayInOffset(start, zoneOffsetAt(start, timeZone)));
};

/** Whether the value names an IANA time zone this runtime knows ('Europe/Paris', 'UTC'). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
};
