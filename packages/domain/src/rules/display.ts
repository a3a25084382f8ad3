/** Display arithmetic of §9: prices, durations in each theme, video clock time. */

/** Prices ending in .00 are shown without decimals; others keep two. */
export const formatPrice = (amount: number): string => {
  const fixed = amount.toFixed(2);
  return fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed;
};

export type TDurationTheme = 'default' | 'minute' | 'hour' | 'week';

/**
 * A duration in minutes, split for its display theme (§9): default → hours and minutes; minute → minutes;
 * hour → whole hours, rounded up so short items never read 0; week → the value is already in weeks.
 */
export const durationParts = (minutes: number, theme: TDurationTheme = 'default') => {
  const value = Math.max(0, Math.round(minutes));
  switch (theme) {
    case 'minute':
      return { minutes: value };
    case 'hour':
      return { hours: Math.ceil(value / 60) };
    case 'week':
      return { weeks: value };
    default:
      return { hours: Math.floor(value / 60), minutes: value % 60 };
  }
};

/** Educator plan instruction time (§3.9): integer minutes = 60 × hours + minutes, and back. */
export const instructionMinutes = (hours: number, minutes: number) => 60 * Math.trunc(hours) + Math.trunc(minutes);
export const instructionParts = (total: number) => ({ hours: Math.floor(total / 60), minutes: total % 60 });

/** Video duration and transcript cue times as HH:MM:SS (§2.16, §9). */
export const formatClock = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
};
