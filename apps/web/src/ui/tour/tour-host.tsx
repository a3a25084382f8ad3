import { TOUR_STEPS, type TTour } from '@questline/domain/rules/tours';
import type { TMe } from '@questline/domain/schemas/session';
import type { TTourState as TServerTourState } from '@questline/domain/schemas/tours';
import { useEffect, useReducer, useRef, useState } from 'react';
import { apiGet, apiPost } from '../../api/client';
import { dismissTour } from './dismissal';
import { loadTourCatalogue } from './tour-catalogue';
import { initialTourState, tourReducer } from './tour-state';
import { TourTips } from './tour-tips';
import { WelcomeDialog } from './welcome-dialog';

/** The home tour of a premium user is the premium tour, whose closing the server remembers (§4.7). */
const isPremiumTour = (tour: TTour, me: TMe | null) => tour === 'home' && Boolean(me?.premium);

/** Another dialog on the page (sign in, sign up, a page's own dialog). */
const otherDialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * True once no other dialog is open: a tour never opens over one, it waits until that dialog closes. Once true it
 * stays true, so the tour's own dialog does not hide it again.
 */
const useNoOtherDialog = () => {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (clear) return;
    const check = () => {
      if (!otherDialogOpen()) setClear(true);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [clear]);
  return clear;
};

/**
 * Runs one tour: the welcome dialog (Dismiss or Start tour) and the tips. Closing either records the dismissal in
 * this user's cookie and, for the premium tour, on the server. A premium tour the server says was closed does not
 * open by itself (only when `asked` through ?tour= or a button). Neither opens while another dialog is open.
 */
export const TourHost = ({
  tour,
  opening,
  me,
  asked,
  onClosed,
}: {
  tour: TTour;
  opening: 'dialog' | 'tips';
  me: TMe | null;
  asked: boolean;
  onClosed: () => void;
}) => {
  const steps = TOUR_STEPS[tour];
  const [state, dispatch] = useReducer(tourReducer, initialTourState(opening, steps.length));
  const [ready, setReady] = useState(false);
  const noOtherDialog = useNoOtherDialog();
  const premium = isPremiumTour(tour, me);
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  useEffect(() => {
    let live = true;
    const prepare = async () => {
      await loadTourCatalogue();
      if (premium && !asked) {
        const server = await apiGet<TServerTourState>('/api/tours/premium').catch(() => null);
        if (server?.closed) {
          dismissTour(tour, me?.id);
          if (live) closedRef.current();
          return;
        }
      }
      if (live) setReady(true);
    };
    void prepare();
    return () => {
      live = false;
    };
  }, [premium, asked, tour, me?.id]);

  const close = () => {
    dismissTour(tour, me?.id);
    if (premium) void apiPost('/api/tours/premium/close', {}).catch(() => undefined);
    dispatch({ type: 'close' });
    onClosed();
  };

  if (!ready || !noOtherDialog || state.phase === 'closed') return null;
  if (state.phase === 'dialog') {
    return <WelcomeDialog tour={tour} onStart={() => dispatch({ type: 'start' })} onDismiss={close} />;
  }
  return <TourTips tour={tour} state={state} onNext={() => dispatch({ type: 'next' })} onClose={close} />;
};
