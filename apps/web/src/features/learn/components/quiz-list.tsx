import type { Ref } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TQuizProgress } from '../learn-types';
import { QuizQuestion } from './quiz-question';
import { primaryButtonClass } from './quiz-start';

type TListProps = {
  quiz: TQuizProgress;
  selections: Record<string, string[]>;
  onSelect: (questionId: string, optionIds: string[]) => void;
  /** Sends every chosen answer of the questions still open, in one call. */
  onSubmit: (answers: { questionId: string; optionIds: string[] }[]) => void;
  isPending: boolean;
  finished: boolean;
  /** Takes the heading of the first open question, where focus goes when the list opens. */
  headingRef: Ref<HTMLHeadingElement>;
};

/** Every question at once: answered ones show their grading; the chosen answers of the others are sent together. */
export const QuizList = ({ quiz, selections, onSelect, onSubmit, isPending, finished, headingRef }: TListProps) => {
  const { t } = useTranslation();
  const firstOpen = quiz.questions.findIndex((question) => question.result === null);
  const ready = quiz.questions.flatMap((question) => {
    const optionIds = selections[question.id] ?? [];
    return question.result === null && optionIds.length ? [{ questionId: question.id, optionIds }] : [];
  });

  return (
    <div className="space-y-6">
      <ol className="space-y-6">
        {quiz.questions.map((question, index) => (
          <li key={question.id} className="space-y-3 border-b border-slate-200 pb-6 last:border-b-0">
            <h3
              ref={index === Math.max(firstOpen, 0) ? headingRef : undefined}
              tabIndex={-1}
              className="text-sm font-semibold uppercase tracking-wide text-brand-700"
            >
              {t('learn.quiz.questionOf', { number: index + 1, total: quiz.questions.length })}
            </h3>
            <QuizQuestion
              question={question}
              selected={selections[question.id] ?? []}
              onSelect={(optionIds) => onSelect(question.id, optionIds)}
              isDisabled={isPending}
            />
          </li>
        ))}
      </ol>
      {!finished && (
        <Button
          onPress={() => onSubmit(ready)}
          isDisabled={ready.length === 0 || isPending}
          className={primaryButtonClass}
        >
          {t('learn.quiz.submit')}
        </Button>
      )}
    </div>
  );
};
