/**
 * Guided tours (§2.15, §4.7): their step keys, where dismissals are kept, and when tours
 * may show at all. The web's tour engine and the server's premium-tour record both read these.
 */

/**
 * The tours and their steps, in order. `home` walks the header (§2.15 'header' keys); it is the welcome dialog's tour
 * for everyone and, for a premium user, the premium home tour, whose closing the server records.
 */
export const TOUR_STEPS = {
  home: ['menu_pathways', 'search_box', 'menu_browses', 'menu_live_calendar', 'menu_my_learning'],
  uaa_portal: ['benefits', 'curricular', 'community', 'faqs'],
  edlab_portal: ['getStarted', 'resources', 'assets', 'faqs', 'assignSeats'],
} as const;
export type TTour = keyof typeof TOUR_STEPS;
export const TOURS = Object.keys(TOUR_STEPS) as TTour[];

/** Tours whose closing the server remembers per user (§4.7 premium tour); the others live in cookies only. */
export const SERVER_TOURS = ['premium'] as const;
export type TServerTour = (typeof SERVER_TOURS)[number];

// The tip state's arithmetic (Next, 'start again', an invalid step) is rules/ui.ts: nextTourStep, isLastTourStep,
// validTourStep.

/** The user id dismissals are kept under when nobody is signed in (§4.7). */
export const ANONYMOUS_TOUR_USER = 'noneUser';

/**
 * The cookie holding one user's dismissal of one tour (§4.7: per user id, 'noneUser' when anonymous). Characters a
 * cookie name may not hold are replaced, so any id makes a valid name.
 */
export const tourCookieName = (tour: TTour, userId: string | null | undefined) =>
  `ql_tour_${tour}_${(userId || ANONYMOUS_TOUR_USER).replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * Tour tips are not shown on mobile devices (§2.15). The spec gives no width: below this many CSS pixels (Tailwind's
 * `md`, where the header folds its portal and admin links away) a viewport counts as mobile, and neither the welcome
 * dialog nor the tips show.
 */
export const TOUR_MIN_VIEWPORT_PX = 768;
export const TOUR_DESKTOP_MEDIA_QUERY = `(min-width: ${TOUR_MIN_VIEWPORT_PX}px)`;

/** The `tour` query value (§2.2): 't' opens the tour tips, 'p' the tour (welcome) dialog. */
export const tourRequest = (value: string | null | undefined): 'tips' | 'dialog' | null =>
  value === 't' ? 'tips' : value === 'p' ? 'dialog' : null;

/**
 * What opens when a page with a tour loads: nothing on mobile (§2.15); what `?tour=` asks for (§2.2); else, where the
 * page opens its tour by itself, the welcome dialog until the visitor dismissed it (§4.7).
 */
export const tourOpening = (input: {
  desktop: boolean;
  request: 'tips' | 'dialog' | null;
  autoOpen: boolean;
  dismissed: boolean;
}): 'tips' | 'dialog' | null => {
  if (!input.desktop) return null;
  if (input.request) return input.request;
  return input.autoOpen && !input.dismissed ? 'dialog' : null;
};
