import type { TLearnerDashboard } from '@questline/domain/schemas/profile';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { browserTimeZone } from '../../../lib/live-time';

export const dashboardQueryKey = ['myLearning', 'dashboard'] as const;

/**
 * GET /api/users/me/dashboard: the signed-in learner's dashboard, read in the browser, whose zone the days are counted
 * in unless Settings name one.
 */
export const fetchDashboard = () =>
  apiGet<TLearnerDashboard>(`/api/users/me/dashboard?${new URLSearchParams({ timeZone: browserTimeZone() })}`);

/** Read again on every visit: the learn pages' writes do not reach this cache, and it is one small read. */
export const useDashboard = () => useQuery({ queryKey: dashboardQueryKey, queryFn: fetchDashboard, staleTime: 0 });
