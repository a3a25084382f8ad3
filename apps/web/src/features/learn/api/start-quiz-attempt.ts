import type { TQuizAttemptResult } from '@questline/domain/schemas/quiz-progress';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import type { TLearnExtends, TLearnRecord, TQuizProgress } from '../learn-types';

/**
 * POST /api/learn/quiz/{id}/attempt: a new attempt, or the unfinished one as it stands. Refused while a failed
 * attempt's freeze runs (quiz_attempt_frozen, with the time it ends).
 */
export const startQuizAttempt = (quizId: string) =>
  apiPost<TQuizAttemptResult>(`/api/learn/quiz/${encodeURIComponent(quizId)}/attempt`, {});

/** Writes a quiz answer's progress and records into the page's extends, so every part of the page follows it. */
export const withQuizProgress =
  (progress: TQuizProgress, recordMap: Record<string, TLearnRecord>) =>
  (data: TLearnExtends | undefined): TLearnExtends | undefined =>
    data ? { ...data, quiz: progress, recordMap: { ...data.recordMap, ...recordMap } } : data;

export const useStartQuizAttempt = (quizId: string, extendsKey: QueryKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startQuizAttempt(quizId),
    onSuccess: (result) =>
      queryClient.setQueryData<TLearnExtends>(extendsKey, withQuizProgress(result.progress, result.recordMap)),
  });
};
