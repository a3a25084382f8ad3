import type { TLevelDetail } from '@questline/domain/rules/levels';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ProgressBar, ToggleButton, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useLogin } from '../../../lib/use-login';
import { useAnswerQuiz } from '../api/answer-quiz';
import { useStartQuizAttempt } from '../api/start-quiz-attempt';
import type { TLearnExtends, TLearnerQuestion, TLearnItem, TQuizAnswerResult, TQuizProgress } from '../learn-types';
import { useShowExperience } from './experience-dialog';
import { QuizList } from './quiz-list';
import { QuizOneAtATime } from './quiz-one-at-a-time';
import { QuizResult } from './quiz-result';
import { QuizStart } from './quiz-start';

type TMode = 'one' | 'list';
type TAnswer = { questionId: string; optionIds: string[] };

const toggleClass =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 transition hover:bg-white data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm';

/** A quiz whose extends came without quizData still has a pass mark and a question count, from its card. */
const progressOf = (item: TLearnItem, quiz: TQuizProgress | null): TQuizProgress =>
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

type TPanelProps = { item: TLearnItem; quiz: TQuizProgress | null; extendsKey: QueryKey; signedIn: boolean };

/**
 * Taking a quiz (§3.6): start an attempt, answer one question at a time or all at once, and see the result with the
 * experience it earned. Every grading comes from the server; the page never holds the answer key.
 */
export const QuizPanel = ({ item, quiz: loaded, extendsKey, signedIn }: TPanelProps) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const queryClient = useQueryClient();
  const start = useStartQuizAttempt(item.id, extendsKey);
  const answer = useAnswerQuiz(item.id, extendsKey);
  const showExperience = useShowExperience();
  const quiz = progressOf(item, loaded);
  const { attempt } = quiz;
  const inProgress = attempt !== null && attempt.finishedTime === null;

  const [mode, setMode] = useState<TMode>('one');
  const [selections, setSelections] = useState<Record<string, string[]>>({});
  const [shownId, setShownId] = useState<string | null>(null);
  const [lastIndex, setLastIndex] = useState(-1);
  const [finished, setFinished] = useState<{ attemptId: string; levelDetails: TLevelDetail[] } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [refusedFrozen, setRefusedFrozen] = useState(false);

  // Where focus goes once the page shows what an action led to: the question, its Next button or the result.
  const focusTarget = useRef<'question' | 'next' | 'result' | null>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const targets = { question: questionRef, next: nextRef, result: resultRef };
    const element = focusTarget.current ? targets[focusTarget.current].current : null;
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
            showExperience(result.levelDetails, () => resultRef.current?.focus());
          }
        },
        onError: fail,
      },
    );
  };

  const check = (question: TLearnerQuestion) =>
    send([{ questionId: question.id, optionIds: selections[question.id] ?? [] }], () => {
      setShownId(question.id);
      focusTarget.current = 'next';
    });

  const move = (fromIndex: number) => {
    setShownId(null);
    setLastIndex(fromIndex);
    focusTarget.current = 'question';
  };

  const select = (questionId: string, optionIds: string[]) =>
    setSelections((current) => ({ ...current, [questionId]: optionIds }));

  const finishedHere = attempt !== null && finished?.attemptId === attempt.id;
  const questionsView =
    mode === 'one' ? (
      <QuizOneAtATime
        quiz={quiz}
        shownId={shownId}
        lastIndex={lastIndex}
        selections={selections}
        onSelect={select}
        onCheck={check}
        onMove={move}
        isPending={answer.isPending}
        finished={!inProgress}
        headingRef={questionRef}
        nextRef={nextRef}
      />
    ) : (
      <QuizList
        quiz={quiz}
        selections={selections}
        onSelect={select}
        onSubmit={(answers) => send(answers, () => setShownId(null))}
        isPending={answer.isPending}
        finished={!inProgress}
        headingRef={questionRef}
      />
    );
  const answered = quiz.questions.filter((question) => question.result !== null).length;
  const total = quiz.questions.length;

  return (
    <section
      aria-labelledby="quiz-panel"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="quiz-panel" className="text-xl font-bold tracking-tight text-slate-900">
        {t('learn.quiz.title')}
      </h2>
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(`errors.${error.key}`, { ...error.detail.params })}
        </p>
      )}
      {inProgress ? (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <ProgressBar
              aria-label={t('learn.quiz.progress')}
              value={answered}
              maxValue={Math.max(total, 1)}
              valueLabel={t('learn.quiz.answered', { answered, total })}
              className="min-w-48 flex-1"
            >
              {({ percentage, valueText }) => (
                <>
                  <p className="text-sm font-medium text-slate-800">{valueText}</p>
                  <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
                    <div
                      className="h-full rounded-full bg-emerald-600 transition-all"
                      style={{ width: `${percentage}%` }}
                    />
                  </div>
                </>
              )}
            </ProgressBar>
            <Toolbar aria-label={t('learn.quiz.view')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
              <ToggleButton isSelected={mode === 'one'} onChange={() => setMode('one')} className={toggleClass}>
                {t('learn.quiz.oneAtATime')}
              </ToggleButton>
              <ToggleButton isSelected={mode === 'list'} onChange={() => setMode('list')} className={toggleClass}>
                {t('learn.quiz.allQuestions')}
              </ToggleButton>
            </Toolbar>
          </div>
          {questionsView}
        </>
      ) : (
        <>
          {!attempt && <p className="text-slate-700">{t('learn.quiz.intro')}</p>}
          {finishedHere && questionsView}
          {attempt?.finishedTime ? (
            <QuizResult
              quiz={quiz}
              attempt={attempt}
              levelDetails={finishedHere ? (finished?.levelDetails ?? []) : []}
              headingRef={resultRef}
            />
          ) : null}
          <QuizStart
            signedIn={signedIn}
            retry={attempt !== null}
            frozenUntil={quiz.frozenUntil}
            refusedFrozen={refusedFrozen}
            isPending={start.isPending}
            onStart={startAttempt}
          />
        </>
      )}
    </section>
  );
};
