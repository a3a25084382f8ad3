/** A learner's streak of active days (My Learning's dashboard): days are calendar dates in the learner's time zone. */

/** 'YYYY-MM-DD': the calendar date of an instant in a time zone (IANA name). */
export const dayKeyOf = (instant: Date | string, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** The day before a 'YYYY-MM-DD' day. */
const previousDay = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
};

/**
 * The consecutive active days up to today: counted from today when the learner was active today, else from yesterday
 * (a streak stays alive until a whole day passes without activity), else 0.
 */
export const activeStreak = (activeDays: Iterable<string>, today: string) => {
  const days = new Set(activeDays);
  const activeToday = days.has(today);
  let day = activeToday ? today : previousDay(today);
  let count = 0;
  while (days.has(day)) {
    count += 1;
    day = previousDay(day);
  }
  return { days: count, activeToday };
};
