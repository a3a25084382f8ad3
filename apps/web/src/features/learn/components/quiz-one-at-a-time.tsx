import { nextQuestionIndex } from '@questline/domain/rules/navigation';
import type { Ref } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TLearnerQuestion, TQuizProgress } from '../learn-types';
import { QuizQuestion } from './quiz-question';
import { primaryButtonClass } from './quiz-start';

const secondaryButtonClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 data-[disabled]:opacity-50';

/** The answers of the latest attempt, question by question, as the domain's navigation reads them. */
export const answersOf = (quiz: TQuizProgress) => quiz.questions.map((question) => question.result?.optionIds ?? null);

type TOneAtATimeProps = {
  quiz: TQuizProgress;
  /** The question just checked, shown with its grading until the learner moves on. */
  shownId: string | null;
  /** Where the learner last was: the next question is the next one without answers after it (§4.4). */
  lastIndex: number;
  selections: Record<string, string[]>;
  onSelect: (questionId: string, optionIds: string[]) => void;
  onCheck: (question: TLearnerQuestion) => void;
  onMove: (fromIndex: number) => void;
  isPending: boolean;
  /** The attempt has finished: the last grading stays in view, with nothing left to move on to. */
  finished: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  nextRef: Ref<HTMLButtonElement>;
};

/** One question at a time (the default view): choose, check, read the feedback, go on to the next open question. */
export const QuizOneAtATime = (props: TOneAtATimeProps) => {
  const { t } = useTranslation();
  const { quiz } = props;
  const answers = answersOf(quiz);
  const shownIndex = props.shownId ? quiz.questions.findIndex((question) => question.id === props.shownId) : -1;
  const index = shownIndex >= 0 ? shownIndex : props.finished ? null : nextQuestionIndex(answers, props.lastIndex);
  const question = index === null ? undefined : quiz.questions[index];
  if (index === null || !question) return null;
  const selected = props.selections[question.id] ?? [];
  const open = answers.filter((answer) => !answer?.length).length;

  return (
    <div className="space-y-5">
      <h3 ref={props.headingRef} tabIndex={-1} className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t('learn.quiz.questionOf', { number: index + 1, total: quiz.questions.length })}
      </h3>
      <QuizQuestion
        question={question}
        selected={selected}
        onSelect={(optionIds) => props.onSelect(question.id, optionIds)}
        isDisabled={props.isPending}
      />
      <div className="flex flex-wrap gap-3">
        {question.result === null ? (
          <>
            <Button
              onPress={() => props.onCheck(question)}
              isDisabled={selected.length === 0 || props.isPending}
              className={primaryButtonClass}
            >
              {t('learn.quiz.check')}
            </Button>
            {open > 1 && (
              <Button onPress={() => props.onMove(index)} isDisabled={props.isPending} className={secondaryButtonClass}>
                {t('learn.quiz.skip')}
              </Button>
            )}
          </>
        ) : (
          !props.finished && (
            <Button ref={props.nextRef} onPress={() => props.onMove(index)} className={primaryButtonClass}>
              {t('learn.quiz.next')}
            </Button>
          )
        )}
      </div>
    </div>
  );
};
