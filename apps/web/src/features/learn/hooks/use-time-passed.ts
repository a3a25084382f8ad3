import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../ui/use-hydrated';

/** setTimeout fires at once for delays past a signed 32-bit number of milliseconds (about 24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Whether `time` (ISO) has passed, re-rendering the moment it does, so a page left open changes by itself (a quiz
 * freeze ending). No time, or one that cannot be read, counts as passed.
 */
export const useTimePassed = (time: string | null | undefined) => {
  const target = time ? Date.parse(time) : Number.NaN;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (Number.isNaN(target) || target <= Date.now()) return;
    let timer: ReturnType<typeof setTimeout>;
    // A wait longer than the longest timer is checked again when that timer runs out.
    const wait = () => {
      const remaining = target - Date.now();
      if (remaining <= 0) rerender();
      else timer = setTimeout(wait, Math.min(remaining + 20, MAX_TIMEOUT_MS));
    };
    timer = setTimeout(wait, Math.min(target - Date.now() + 20, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [target]);
  return Number.isNaN(target) || target <= Date.now();
};

/** A date and time in the interface language, as learners read it (e.g. when a quiz opens again). */
export const useFormatDateTime = () => {
  const { i18n } = useTranslation();
  const locale = i18n.language.replace('_', '-');
  const timeZone = useViewerTimeZone();
  return (time: string) => {
    const date = new Date(time);
    if (Number.isNaN(date.getTime())) return time;
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  };
};
