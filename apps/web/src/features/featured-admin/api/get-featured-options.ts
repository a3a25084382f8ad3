import type { TItemType } from '@questline/domain/ids';
import type { TContentOption } from '@questline/domain/schemas/creator';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** The kinds a featured list may name that the content picker searches (what learners open as content). */
export const FEATURABLE_TYPES = [
  'pathway',
  'mission',
  'course',
  'project',
  'tutorial',
  'liveSession',
  'quiz',
] as const satisfies readonly TItemType[];

/** GET /api/creator/contentOptions: published items of the featurable kinds whose title holds q (at most 20). */
export const fetchFeaturedOptions = (q: string) =>
  apiGet<{ items: TContentOption[] }>(
    `/api/creator/contentOptions?${new URLSearchParams({ types: FEATURABLE_TYPES.join(','), q: q.trim() })}`,
  );

export const featuredOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['creator', 'featuredOptions', q.trim()],
    queryFn: () => fetchFeaturedOptions(q),
    staleTime: 30_000,
  });

/** The search's results; the previous answer stays on screen while the next one loads. */
export const useFeaturedOptions = (q: string) =>
  useQuery({ ...featuredOptionsQueryOptions(q), placeholderData: keepPreviousData });
