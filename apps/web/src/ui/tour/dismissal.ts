import { COOKIE_LIFETIME } from '@questline/domain/constants';
import { type TTour, tourCookieName } from '@questline/domain/rules/tours';
import { readCookie, writeCookie } from '../../lib/cookies';

/** Whether this user (or the anonymous visitor, 'noneUser') dismissed the tour in this browser (§4.7). */
export const isTourDismissed = (tour: TTour, userId: string | null | undefined) =>
  readCookie(tourCookieName(tour, userId)) !== null;

/** Records the dismissal for a year (§9 welcome and tour cookie). */
export const dismissTour = (tour: TTour, userId: string | null | undefined) =>
  writeCookie(tourCookieName(tour, userId), '1', COOKIE_LIFETIME.welcomeAndTour);
