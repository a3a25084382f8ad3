import { useSiteSettings } from '../api/site-settings';

/**
 * Where 'Start free trial' leads: the premium page (features/premium), which says what premium gives and leads to the
 * store's payment link (§9) when the operator configured one.
 */
export const PREMIUM_TRIAL_PATH = '/premium';

/**
 * The free trial this site offers: its length in days where a store sells premium here (a payment link is
 * configured, §9 store flow), else null, and nothing offers a trial or a purchase. Settings not read yet offer none.
 */
export const usePremiumTrial = (): { days: number } | null => {
  const store = useSiteSettings()?.premiumStore;
  return store?.paymentLinkBase ? { days: store.trialDays } : null;
};
