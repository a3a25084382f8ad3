import { extraDaysIn, formatUtcOffset, zoneOffsetAt } from '@questline/domain/rules/time-zones';

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's own IANA zone ('UTC' where the runtime names none). */
export const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** 'HH:MM' on the clock of a fixed offset (minutes east of UTC). */
export const formatClock = (instant: string, utcOffset: number) => {
  const date = new Date(Date.parse(instant) + utcOffset * 60_000);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
};

/** 'HH:MM' on the clock of an IANA zone. */
export const clockIn = (instant: string, timeZone: string) =>
  formatClock(instant, zoneOffsetAt(Date.parse(instant), timeZone));

/** The instant's calendar date in a zone, in the reader's language ('Tue, December 8, 2026'). */
export const formatLiveDate = (instant: string, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale.replace('_', '-'), {
    weekday: 'short',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(new Date(instant));

/**
 * A live session's times as the viewer reads them (§2.10, §9): 'HH:MM - HH:MM' and the offset in the viewer's zone,
 * how many days later the end falls there, and the start on the host's clock (the session's own offset) with whether
 * that clock is the viewer's.
 */
export const liveTimes = (session: { startTime: string; endTime: string; utcOffset: number }, timeZone: string) => {
  const offset = zoneOffsetAt(Date.parse(session.startTime), timeZone);
  return {
    range: `${clockIn(session.startTime, timeZone)} - ${clockIn(session.endTime, timeZone)}`,
    offset: formatUtcOffset(offset),
    extraDays: extraDaysIn(session.startTime, session.endTime, timeZone),
    host: `${formatClock(session.startTime, session.utcOffset)} ${formatUtcOffset(session.utcOffset)}`,
    hostIsViewer: offset === session.utcOffset,
  };
};

/** The viewer's offset now, in minutes east of UTC, as the calendar search's time of day expects it (§9). */
export const utcOffsetNow = (timeZone: string, now: number = Date.now()) => zoneOffsetAt(now, timeZone);
