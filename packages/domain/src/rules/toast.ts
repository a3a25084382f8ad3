/**
 * Toast messages (§3.12) and their visibility rule (§4.7): a toast is visible while now − lastClicking is below its
 * duration in seconds, checked every second; it also closes when its user closes it.
 */
import { isToastVisible } from './ui';

export const TOAST_TYPES = ['success', 'error', 'info', 'info2', 'warning'] as const;
export type TToastType = (typeof TOAST_TYPES)[number];

/**
 * A toast message (§3.12): a message key, or an array of field keys (a 'please fill in' list); its type (§8: error
 * unless said otherwise); parameters of the key's text; how many seconds it stays (none: until closed); and when the
 * action that raised it happened (ms since the epoch), which the same message raised again moves on.
 */
export type TToastMessage = {
  message: string | readonly string[];
  type: TToastType;
  params?: Record<string, string | number>;
  duration?: number;
  lastClicking: number;
};

/** How often shown toasts are checked against their duration (§4.7). */
export const TOAST_CHECK_INTERVAL_MS = 1000;

/** §4.7 (rules/ui.ts isToastVisible) for a toast that may have no duration: such a toast stays until closed. */
export const isToastShowing = (toast: Pick<TToastMessage, 'duration' | 'lastClicking'>, now: number) =>
  toast.duration === undefined || isToastVisible({ lastClicking: toast.lastClicking, duration: toast.duration }, now);

/** Two toasts say the same thing when their message, type and parameters match: the later one refreshes the first. */
export const sameToast = (a: Omit<TToastMessage, 'lastClicking'>, b: Omit<TToastMessage, 'lastClicking'>) =>
  a.type === b.type &&
  JSON.stringify(a.message) === JSON.stringify(b.message) &&
  JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});
