import type { TQuizAnswers } from '@questline/domain/schemas/learner';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import type { TLearnExtends, TQuizAnswerResult } from '../learn-types';
import { pageVersionOf } from './record-step';
import { withQuizProgress } from './start-quiz-attempt';

/**
 * POST /api/learn/quiz/{id}/answers: answers to one or more questions of the current attempt. The server grades
 * them; answering the last question finishes the attempt and answers the experience it earned.
 */
export const answerQuiz = (quizId: string, input: TQuizAnswers) =>
  apiPost<TQuizAnswerResult>(`/api/learn/quiz/${encodeURIComponent(quizId)}/answers`, input);

export const useAnswerQuiz = (quizId: string, extendsKey: QueryKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TQuizAnswers) =>
      answerQuiz(quizId, { ...input, uv: pageVersionOf(queryClient.getQueryData<TLearnExtends>(extendsKey)) }),
    onSuccess: (result) =>
      queryClient.setQueryData<TLearnExtends>(extendsKey, withQuizProgress(result.progress, result.recordMap)),
  });
};
