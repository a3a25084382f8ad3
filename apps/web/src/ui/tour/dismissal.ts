import { COOKIE_LIFETIME } from '@questline/domain/constants';
import { type TTour, tourCookieName } from '@questline/domain/rules/tours';
import { readCookie, writeCookie } from '../../lib/cookies';

/**
 * Whether this user dismissed the tour in this browser (§4.7), or the visitor did ('noneUser') before signing in: a
 * dismissal made as a visitor carries over to whoever signs in here.
 */
export const isTourDismissed = (tour: TTour, userId: string | null | undefined) =>
  [userId, null].some((id) => readCookie(tourCookieName(tour, id)) !== null);

/** Records the dismissal for a year (§9 welcome and tour cookie). */
export const dismissTour = (tour: TTour, userId: string | null | undefined) =>
  writeCookie(tourCookieName(tour, userId), '1', COOKIE_LIFETIME.welcomeAndTour);
