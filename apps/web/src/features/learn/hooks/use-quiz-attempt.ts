import type { TLevelDetail } from '@questline/domain/rules/levels';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useLogin } from '../../../lib/use-login';
import { useAnswerQuiz } from '../api/answer-quiz';
import { useStartQuizAttempt } from '../api/start-quiz-attempt';
import { useShowExperience } from '../components/experience-dialog';
import type { TLearnExtends, TLearnerQuestion, TLearnItem, TQuizAnswerResult, TQuizProgress } from '../learn-types';

type TAnswer = { questionId: string; optionIds: string[] };

/** A quiz whose extends came without quizData still has a pass mark and a question count, from its card. */
export const progressOf = (item: TLearnItem, quiz: TQuizProgress | null): TQuizProgress =>
  quiz ?? {
    questions: [],
    passNumber: item.quizSetting?.passNumber ?? 0,
    questionsCount: item.questionsCount ?? 0,
    freezingTimeInHours: item.quizSetting?.freezingTimeInHours ?? 0,
    attempt: null,
    frozenUntil: null,
    passed: false,
  };

const withoutAnswered = (selections: Record<string, string[]>, answers: TAnswer[]) => {
  const sent = new Set(answers.map((answer) => answer.questionId));
  return Object.fromEntries(Object.entries(selections).filter(([questionId]) => !sent.has(questionId)));
};

/**
 * An attempt at a quiz (§3.6): start it, select options, check one question or send them all, move between questions,
 * and the server's grading, refusals and the experience a pass earned. Focus follows what an action led to: the
 * question, its Next button or the result (`refs`).
 */
export const useQuizAttempt = (item: TLearnItem, quiz: TQuizProgress, extendsKey: QueryKey) => {
  const { openLogin } = useLogin();
  const queryClient = useQueryClient();
  const start = useStartQuizAttempt(item.id, extendsKey);
  const answer = useAnswerQuiz(item.id, extendsKey);
  const showExperience = useShowExperience();
  const { attempt } = quiz;

  const [selections, setSelections] = useState<Record<string, string[]>>({});
  const [shownId, setShownId] = useState<string | null>(null);
  const [lastIndex, setLastIndex] = useState(-1);
  const [finished, setFinished] = useState<{ attemptId: string; levelDetails: TLevelDetail[] } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [refusedFrozen, setRefusedFrozen] = useState(false);

  const focusTarget = useRef<'question' | 'next' | 'result' | null>(null);
  const refs = {
    question: useRef<HTMLHeadingElement>(null),
    next: useRef<HTMLButtonElement>(null),
    result: useRef<HTMLHeadingElement>(null),
  };
  useEffect(() => {
    const element = focusTarget.current ? refs[focusTarget.current].current : null;
    if (element) {
      element.focus();
      focusTarget.current = null;
    }
  });

  const fail = (failure: unknown) => {
    const apiError = failure instanceof ApiError ? failure : new ApiError('internal_error', 0);
    const until = apiError.detail.params?.until;
    if (apiError.key === 'quiz_attempt_frozen' && typeof until === 'string') {
      // The freeze the server knows of becomes the page's, so the button opens again by itself when it ends.
      queryClient.setQueryData<TLearnExtends>(extendsKey, (data) =>
        data ? { ...data, quiz: { ...progressOf(item, data.quiz), frozenUntil: until } } : data,
      );
      setRefusedFrozen(true);
      return;
    }
    if (apiError.key === 'auth_required') openLogin();
    // The attempt moved on elsewhere (another tab): read where it stands now.
    if (apiError.key === 'quiz_attempt_finished' || apiError.key === 'quiz_question_answered')
      void queryClient.invalidateQueries({ queryKey: extendsKey });
    setError(apiError);
  };

  const startAttempt = () => {
    setError(null);
    setRefusedFrozen(false);
    start.mutate(undefined, {
      onSuccess: () => {
        setSelections({});
        setShownId(null);
        setLastIndex(-1);
        setFinished(null);
        focusTarget.current = 'question';
      },
      onError: fail,
    });
  };

  const send = (answers: TAnswer[], onGraded: (result: TQuizAnswerResult) => void) => {
    if (!attempt || answers.length === 0) return;
    setError(null);
    answer.mutate(
      { attemptId: attempt.id, answers },
      {
        onSuccess: (result) => {
          setSelections((current) => withoutAnswered(current, answers));
          onGraded(result);
          const latest = result.progress.attempt;
          if (latest?.finishedTime) {
            setFinished({ attemptId: latest.id, levelDetails: result.levelDetails });
            focusTarget.current = 'result';
            // A pass that earned experience opens the experience dialog over the result; closing it returns here.
            showExperience(result.levelDetails, () => refs.result.current?.focus());
          }
        },
        onError: fail,
      },
    );
  };

  return {
    selections,
    shownId,
    lastIndex,
    error,
    refusedFrozen,
    refs,
    starting: start.isPending,
    answering: answer.isPending,
    /** The attempt this page finished, with the experience it earned; null for one finished elsewhere or none. */
    finishedHere: attempt !== null && finished?.attemptId === attempt.id ? finished : null,
    startAttempt,
    select: (questionId: string, optionIds: string[]) =>
      setSelections((current) => ({ ...current, [questionId]: optionIds })),
    check: (question: TLearnerQuestion) =>
      send([{ questionId: question.id, optionIds: selections[question.id] ?? [] }], () => {
        setShownId(question.id);
        focusTarget.current = 'next';
      }),
    submitAll: (answers: TAnswer[]) => send(answers, () => setShownId(null)),
    move: (fromIndex: number) => {
      setShownId(null);
      setLastIndex(fromIndex);
      focusTarget.current = 'question';
    },
  };
};
