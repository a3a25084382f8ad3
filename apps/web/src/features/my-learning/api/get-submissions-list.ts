import type { TSubmissionsList } from '@questline/domain/schemas/submission';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/**
 * GET /api/learn/record/submissionsList (§7.8): a user's submissions newest first, those after the `before`
 * submission id (the last one already loaded); another user's public ones only.
 */
export const fetchSubmissionsList = (userId: string, before?: string) => {
  const params = new URLSearchParams({ userID: userId });
  if (before) params.set('before', before);
  return apiGet<TSubmissionsList>(`/api/learn/record/submissionsList?${params}`);
};

export const submissionsListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['myLearning', 'submissions', userId],
    queryFn: () => fetchSubmissionsList(userId),
    staleTime: 30_000,
  });
