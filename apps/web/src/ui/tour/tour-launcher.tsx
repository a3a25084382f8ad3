import { TOUR_DESKTOP_MEDIA_QUERY, type TTour, tourOpening, tourRequest } from '@questline/domain/rules/tours';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useMe } from '../../api/session';
import { isTourDismissed } from './dismissal';

// The dialog, the tips and their texts load only when a tour is about to open, after the page's first paint: the
// home page's first load carries just this decision (DESIGN §8).
const TourHost = lazy(() => import('./tour-host').then((module) => ({ default: module.TourHost })));

const desktopQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(TOUR_DESKTOP_MEDIA_QUERY) : null;
const subscribeDesktop = (onChange: () => void) => {
  const query = desktopQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
/**
 * Whether the viewport is wide enough for tours (§2.15: none on mobile); it follows resizes. The server cannot know:
 * it renders no tour, and the browser decides once the page has hydrated.
 */
const useDesktop = () =>
  useSyncExternalStore(
    subscribeDesktop,
    () => desktopQuery()?.matches ?? false,
    () => false,
  );

/** True once the browser is idle after the first paint (at most two seconds later). */
const useIdle = () => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
};

/**
 * Opens a guided tour when it should (§2.15, §4.7): `?tour=t` opens its tips and `?tour=p` its welcome dialog (or
 * `request`, a page's own 'take the tour' button); with `autoOpen`, the welcome dialog shows until this user
 * ('noneUser' when anonymous) dismisses it. Never on mobile.
 */
export const TourLauncher = ({
  tour,
  autoOpen,
  request,
}: {
  tour: TTour;
  autoOpen: boolean;
  request?: 'tips' | 'dialog';
}) => {
  const me = useMe();
  const queryRequest = useRouterState({
    select: (state) => tourRequest(new URLSearchParams(state.location.searchStr).get('tour')),
  });
  const desktop = useDesktop();
  const idle = useIdle();
  const [closed, setClosed] = useState(false);
  // A new ask (a page's button pressed again, another ?tour=) opens a closed tour again.
  useEffect(() => {
    if (request || queryRequest) setClosed(false);
  }, [request, queryRequest]);
  if (me === undefined || closed || !idle) return null;
  const asked = request ?? queryRequest;
  const opening = tourOpening({ desktop, request: asked, autoOpen, dismissed: isTourDismissed(tour, me?.id) });
  if (!opening) return null;
  return (
    <Suspense fallback={null}>
      <TourHost tour={tour} opening={opening} me={me} asked={asked !== null} onClosed={() => setClosed(true)} />
    </Suspense>
  );
};
