import type { TLivePeriod, TLiveSessionSearchResult } from '@questline/domain/schemas/live-session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export type TLiveSessionSearch = { includeTab: TLivePeriod; tod?: string; utcOffset: number };

/** GET /api/learn/liveSessionSearch (§7.5): the calendar's sessions of one period, optionally at a time of day. */
export const fetchLiveSessions = (search: TLiveSessionSearch) => {
  const params = new URLSearchParams({ includeTab: search.includeTab, utcOffset: String(search.utcOffset) });
  if (search.tod) params.set('tod', search.tod);
  return apiGet<TLiveSessionSearchResult>(`/api/learn/liveSessionSearch?${params}`);
};

export const liveSessionSearchQueryOptions = (search: TLiveSessionSearch) =>
  queryOptions({
    queryKey: ['live', 'search', search],
    queryFn: () => fetchLiveSessions(search),
    staleTime: 30_000,
  });

/** The calendar keeps showing the last answer while another tab or time of day loads. */
export const useLiveSessions = (search: TLiveSessionSearch) =>
  useQuery({ ...liveSessionSearchQueryOptions(search), placeholderData: keepPreviousData });
