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

/**
 * Runs one tour: the welcome dialog (Dismiss or Start tour) and the tips. Closing either records the dismissal in
 * this user's cookie and, for the premium tour, on the server. A premium tour the server says was closed does not
 * open by itself (only when `asked` through ?tour= or a button).
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

  if (!ready || state.phase === 'closed') return null;
  if (state.phase === 'dialog') {
    return <WelcomeDialog tour={tour} onStart={() => dispatch({ type: 'start' })} onDismiss={close} />;
  }
  return <TourTips tour={tour} state={state} onNext={() => dispatch({ type: 'next' })} onClose={close} />;
};
