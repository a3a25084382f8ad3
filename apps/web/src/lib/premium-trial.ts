/**
 * Where 'Start free trial' leads: the premium page (features/premium), which says what premium gives and leads to the
 * store's payment link (§9) when the operator configured one.
 */
export const PREMIUM_TRIAL_PATH = '/premium';
