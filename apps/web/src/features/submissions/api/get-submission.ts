import type { TSubmissionDetail } from '@questline/domain/schemas/submission';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/learn/submission/{id}: the submission with author, tutorial, counts and the viewer's like (§3.12). */
export const submissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['submissions', 'detail', id],
    queryFn: () => apiGet<TSubmissionDetail>(`/api/learn/submission/${encodeURIComponent(id)}`),
    // Each read counts a view on the server: read once per visit, not on every focus.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useSubmission = (id: string) => useSuspenseQuery(submissionQueryOptions(id)).data;
