import { TOUR_STEPS, type TTour } from '@questline/domain/rules/tours';
import { useState } from 'react';
import { TourLauncher } from '../../ui/tour/tour-launcher';

/**
 * A portal's own tour (§2.15): its welcome dialog opens on a member's first visit, ?tour= opens it again, and the
 * page's 'Take the tour' button starts the tips.
 */
export const usePortalTour = (tour: TTour) => {
  const [asks, setAsks] = useState(0);
  const launcher = <TourLauncher key={asks} tour={tour} autoOpen request={asks > 0 ? 'tips' : undefined} />;
  return { launcher, takeTour: () => setAsks((count) => count + 1), steps: TOUR_STEPS[tour] };
};
