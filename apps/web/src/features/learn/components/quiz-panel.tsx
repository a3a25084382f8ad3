import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progressOf, useQuizAttempt } from '../hooks/use-quiz-attempt';
import type { TLearnItem, TQuizProgress } from '../learn-types';
import { QuizList } from './quiz-list';
import { QuizOneAtATime } from './quiz-one-at-a-time';
import { QuizProgress, type TQuizMode } from './quiz-progress';
import { QuizResult } from './quiz-result';
import { QuizStart } from './quiz-start';

type TPanelProps = { item: TLearnItem; quiz: TQuizProgress | null; extendsKey: QueryKey; signedIn: boolean };

/**
 * Taking a quiz (§3.6): start an attempt, answer one question at a time or all at once, and see the result with the
 * experience it earned. Every grading comes from the server; the page never holds the answer key.
 */
export const QuizPanel = ({ item, quiz: loaded, extendsKey, signedIn }: TPanelProps) => {
  const { t } = useTranslation();
  const quiz = progressOf(item, loaded);
  const { attempt } = quiz;
  const inProgress = attempt !== null && attempt.finishedTime === null;
  const [mode, setMode] = useState<TQuizMode>('one');
  const run = useQuizAttempt(item, quiz, extendsKey);

  const questionsView =
    mode === 'one' ? (
      <QuizOneAtATime
        quiz={quiz}
        shownId={run.shownId}
        lastIndex={run.lastIndex}
        selections={run.selections}
        onSelect={run.select}
        onCheck={run.check}
        onMove={run.move}
        isPending={run.answering}
        finished={!inProgress}
        headingRef={run.refs.question}
        nextRef={run.refs.next}
      />
    ) : (
      <QuizList
        quiz={quiz}
        selections={run.selections}
        onSelect={run.select}
        onSubmit={run.submitAll}
        isPending={run.answering}
        finished={!inProgress}
        headingRef={run.refs.question}
      />
    );

  return (
    <section
      aria-labelledby="quiz-panel"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="quiz-panel" className="text-xl font-bold tracking-tight text-slate-900">
        {t('learn.quiz.title')}
      </h2>
      {run.error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(`errors.${run.error.key}`, { ...run.error.detail.params })}
        </p>
      )}
      {inProgress ? (
        <>
          <QuizProgress
            answered={quiz.questions.filter((question) => question.result !== null).length}
            total={quiz.questions.length}
            mode={mode}
            onMode={setMode}
          />
          {questionsView}
        </>
      ) : (
        <>
          {!attempt && <p className="text-slate-700">{t('learn.quiz.intro')}</p>}
          {attempt?.finishedTime ? (
            <QuizResult
              quiz={quiz}
              attempt={attempt}
              levelDetails={run.finishedHere?.levelDetails ?? []}
              headingRef={run.refs.result}
            />
          ) : null}
          <QuizStart
            signedIn={signedIn}
            retry={attempt !== null}
            frozenUntil={quiz.frozenUntil}
            refusedFrozen={run.refusedFrozen}
            isPending={run.starting}
            onStart={run.startAttempt}
          />
        </>
      )}
    </section>
  );
};
