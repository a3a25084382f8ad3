import type { TCommentReportType } from '@questline/domain/rules/comments';
import type { TRatingSummary, TRatingWrite } from '@questline/domain/schemas/ratings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../api/client';

const itemPath = (type: string, id: string) => `/api/learn/${type}/${encodeURIComponent(id)}`;

/** GET /api/learn/{type}/{id}/ratings: the item's average, count and newest reviews, and the reader's own rating. */
export const ratingsQueryOptions = (type: string, id: string) =>
  queryOptions({
    queryKey: ['learn', type, id, 'ratings'],
    queryFn: () => apiGet<TRatingSummary>(`${itemPath(type, id)}/ratings`),
  });

/** PUT (rate) and DELETE (take back) /api/learn/{type}/{id}/rating; the answer is the summary afresh. */
export const useRateItem = (type: string, id: string) => {
  const queryClient = useQueryClient();
  const { queryKey } = ratingsQueryOptions(type, id);
  return useMutation({
    mutationFn: (input: TRatingWrite | null) =>
      input
        ? apiPut<TRatingSummary>(`${itemPath(type, id)}/rating`, input)
        : apiDelete<TRatingSummary>(`${itemPath(type, id)}/rating`),
    onSuccess: (summary) => queryClient.setQueryData(queryKey, summary),
  });
};

/** POST /api/learn/ratings/{id}/reports: reports another learner's review, once. */
export const useReportReview = () =>
  useMutation({
    mutationFn: (input: { id: string; type: TCommentReportType; content?: string }) =>
      apiPost<{ id: string; reported: true }>(`/api/learn/ratings/${encodeURIComponent(input.id)}/reports`, {
        type: input.type,
        ...(input.content ? { content: input.content } : {}),
      }),
  });

/** PUT /api/learn/ratings/{id}/hidden: a moderator hides a review's text, or shows it again. */
export const useHideReview = (type: string, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; hidden: boolean }) =>
      apiPut<{ id: string; hidden: boolean }>(`/api/learn/ratings/${encodeURIComponent(input.id)}/hidden`, {
        hidden: input.hidden,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingsQueryOptions(type, id).queryKey }),
  });
};
