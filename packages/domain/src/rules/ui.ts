/** The arithmetic the web app's components run (§2.8, §2.15, §2.16, §4.7, §9), kept here so it is tested once. */
import { LAYOUT, MINI_PLAYER_HEADER_OFFSET_PX, MINI_PLAYER_THRESHOLD_PX, TRANSCRIPT } from '../constants';

/** Horizontal space the feature slider leaves around its cards (§2.8). */
export const SLIDER_GUTTER_PX = 84;

/**
 * Cards the feature slider shows (§2.8): min(floor((window width − 84) / 285), 4). At least one card, so a very
 * narrow window still shows the slider rather than nothing.
 */
export const sliderVisibleCount = (windowWidth: number) =>
  Math.max(1, Math.min(Math.floor((windowWidth - SLIDER_GUTTER_PX) / LAYOUT.sliderCardWidth), LAYOUT.sliderMaxCards));

/** A toast is visible while now − lastClicking < duration seconds (§4.7). */
export const isToastVisible = (toast: { lastClicking: number; duration: number }, now: number) =>
  now - toast.lastClicking < toast.duration * 1000;

/** The tour's 'Next' goes to (step + 1) mod the step count (§2.15). */
export const nextTourStep = (step: number, count: number) => (count > 0 ? (validTourStep(step, count) + 1) % count : 0);

/** An invalid step (negative, past the end, not a whole number) falls back to the first step (§4.7). */
export const validTourStep = (step: number, count: number) =>
  Number.isInteger(step) && step >= 0 && step < count ? step : 0;

/** On the last step the button reads 'start again' (§2.15). */
export const isLastTourStep = (step: number, count: number) => count > 0 && validTourStep(step, count) === count - 1;

/** Modal max height (§9): window height − 128 (at least 128) on desktop, − 88 (at least 88) on mobile. */
export const modalMaxHeight = (windowHeight: number, mobile: boolean) => {
  const margin = mobile ? 88 : 128;
  return Math.max(windowHeight - margin, margin);
};

export type TCue = { startTime: number; endTime: number };

/**
 * The transcript's current cue (§2.16): the last cue that has started by `time` (seconds), so the highlight stays
 * on a cue through the gap before the next one. −1 before the first cue. Cues are in start order.
 */
export const currentCueIndex = (cues: readonly TCue[], time: number) => {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((cues[middle] as TCue).startTime <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
};

/** The scroll position that keeps the current cue about two-fifths of the way down the list (§2.16, §9). */
export const transcriptScrollTop = (cue: { top: number; height: number }, listHeight: number) =>
  Math.max(0, Math.round(cue.top + cue.height / 2 - listHeight * TRANSCRIPT.currentCuePosition));

/**
 * Whether a playing video moves to the mini-player (§2.16, §9): fewer than 150 px of it remain visible between the
 * 200 px header offset and the bottom of the window. `frame` is the player's place in the window (its top and bottom)
 * and `pageTop` its top in the page: a player placed higher on the page than the offset counts from there, so a
 * video at the top of a page stays in place until it is scrolled away.
 */
export const showsMiniPlayer = (
  frame: { top: number; bottom: number },
  windowHeight: number,
  pageTop: number = MINI_PLAYER_HEADER_OFFSET_PX,
) => {
  const offset = Math.max(0, Math.min(MINI_PLAYER_HEADER_OFFSET_PX, pageTop));
  const visible = Math.min(frame.bottom, windowHeight) - Math.max(frame.top, offset);
  return visible < MINI_PLAYER_THRESHOLD_PX;
};
