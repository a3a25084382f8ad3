import { extraDays, formatUtcOffset } from '@questline/domain/rules/ranges';

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant as a Date whose UTC fields read the wall clock of the offset (minutes east of UTC). */
const shifted = (instant: string, utcOffset: number) => new Date(Date.parse(instant) + utcOffset * 60_000);

/** 'HH:MM' on the session's clock. */
export const formatClock = (instant: string, utcOffset: number) => {
  const date = shifted(instant, utcOffset);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
};

/** The start's calendar date on the session's clock, in the reader's language. */
export const formatLiveDate = (instant: string, utcOffset: number, locale: string) =>
  new Intl.DateTimeFormat(locale.replace('_', '-'), {
    weekday: 'short',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(shifted(instant, utcOffset));

/** 'HH:MM - HH:MM' (separator '-', §9), the offset and how many days later the end falls (§2.10). */
export const liveTimeRange = (session: { startTime: string; endTime: string; utcOffset: number }) => ({
  range: `${formatClock(session.startTime, session.utcOffset)} - ${formatClock(session.endTime, session.utcOffset)}`,
  offset: formatUtcOffset(session.utcOffset),
  extraDays: extraDays(session.startTime, session.endTime, session.utcOffset),
});

/** The reader's own offset in minutes east of UTC, as the calendar search expects it (§9). */
export const browserUtcOffset = (now: Date = new Date()) => -now.getTimezoneOffset();
