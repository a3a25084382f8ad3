import { learnerProgressUrl } from '@questline/domain/rules/learner-progress';
import type { TLearnerProgress, TLearnerProgressFilters } from '@questline/domain/schemas/learner-progress';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';

/**
 * GET /api/groups/{groupId}/progress or /api/edlab/progress (`path`): one page of an educator's learner progress
 * with these filters. The page before stays shown while the next one loads.
 */
export const learnerProgressQueryOptions = (path: string, filters: TLearnerProgressFilters, offset: number) =>
  queryOptions({
    queryKey: ['learnerProgress', path, filters, offset] as const,
    queryFn: () => apiGet<TLearnerProgress>(learnerProgressUrl(path, filters, { offset })),
    placeholderData: keepPreviousData,
  });
