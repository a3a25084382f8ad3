import type { TLevelDetail } from '@questline/domain/rules/levels';
import { richTextPlain, type TRichTextNode } from '@questline/domain/rules/rich-text';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import type { TLearnerQuestion, TQuizAttempt, TQuizProgress } from '../learn-types';
import { LevelLine } from './experience-levels';
import { Verdict } from './quiz-question';

type TResultProps = {
  quiz: TQuizProgress;
  attempt: TQuizAttempt;
  /** The experience the finishing answer earned; known only on the page where the attempt finished. */
  levelDetails: TLevelDetail[];
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * A finished attempt: passed or not, how many answers were right against the pass mark, what it earned, and each
 * question with its grading, the options chosen, the correct ones once the attempt passed, and the feedback.
 */
export const QuizResult = ({ quiz, attempt, levelDetails, headingRef }: TResultProps) => {
  const { t } = useTranslation();
  const total = quiz.questionsCount || quiz.questions.length;
  return (
    <section
      aria-labelledby="quiz-result"
      className={`space-y-3 rounded-xl border p-5 ${
        attempt.passed ? 'border-emerald-300 bg-emerald-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <h3 id="quiz-result" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
        {attempt.passed ? t('learn.quiz.passedTitle') : t('learn.quiz.notPassedTitle')}
      </h3>
      <p className="text-base font-medium text-slate-900">
        {t('learn.quiz.correctCount', { correct: attempt.correctCount, total })}
      </p>
      <p className="text-sm text-slate-700">{t('learn.quiz.passMark', { passNumber: quiz.passNumber, total })}</p>
      {!attempt.passed && quiz.passed && <p className="text-sm text-slate-700">{t('learn.quiz.passedBefore')}</p>}
      {levelDetails.length > 0 && <ExperienceEarned details={levelDetails} />}
      <AnswerReview quiz={quiz} passed={attempt.passed === true} />
    </section>
  );
};

/** The options of a question named by their text, in the order the question shows them, as a list in the language. */
const useOptionNames = () => {
  const { i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language.replace('_', '-'), { type: 'conjunction' });
  return (question: TLearnerQuestion, optionIds: readonly string[]) =>
    list.format(
      question.options
        .filter((option) => optionIds.includes(option.id))
        .map((option) => richTextPlain(option.body as TRichTextNode | null).trim()),
    );
};

/**
 * Every question of the attempt as it was graded. The answer key comes only with a passed attempt (the server sends
 * it then): after a failed one, which can be tried again, the learner reads which answers were wrong, not the key.
 */
const AnswerReview = ({ quiz, passed }: { quiz: TQuizProgress; passed: boolean }) => {
  const { t } = useTranslation();
  const namesOf = useOptionNames();
  if (!quiz.questions.some((question) => question.result)) return null;
  const hiddenKey = !passed && quiz.questions.some((question) => question.result && !question.result.correct);
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <h4 id="quiz-review" className="text-base font-semibold text-slate-900">
        {t('learn.quiz.reviewTitle')}
      </h4>
      {hiddenKey && <p className="text-sm text-slate-700">{t('learn.quiz.answerKeyAfterPass')}</p>}
      <ol aria-labelledby="quiz-review" className="space-y-3">
        {quiz.questions.map((question, index) => {
          const { result } = question;
          return (
            <li
              key={question.id}
              className={`space-y-2 rounded-lg border bg-white px-4 py-3 ${
                result?.correct ? 'border-emerald-300' : 'border-amber-300'
              }`}
            >
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {t('learn.quiz.questionOf', { number: index + 1, total: quiz.questions.length })}
              </p>
              <RichTextView doc={question.body} className="font-medium text-slate-900" />
              {result ? (
                <>
                  <Verdict correct={result.correct} />
                  <p className="text-sm text-slate-800">
                    {t('learn.quiz.yourAnswer', { options: namesOf(question, result.optionIds) })}
                  </p>
                  {!result.correct && result.correctOptionIds && (
                    <p className="text-sm font-medium text-slate-900">
                      {t('learn.quiz.correctAnswer', { options: namesOf(question, result.correctOptionIds) })}
                    </p>
                  )}
                  {result.feedback && <RichTextView doc={result.feedback} className="text-sm text-slate-700" />}
                </>
              ) : (
                <p className="text-sm text-slate-700">{t('learn.quiz.notAnswered')}</p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
};

/** One line per category that gained points (§3.10 level detail): the points, the level, and the way to the next. */
const ExperienceEarned = ({ details }: { details: TLevelDetail[] }) => {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      <h4 id="quiz-experience" className="text-base font-semibold text-slate-900">
        {t('learn.quiz.experienceEarned')}
      </h4>
      <ul aria-labelledby="quiz-experience" className="space-y-3">
        {details.map((detail) => (
          <LevelLine key={detail.categoryId} detail={detail} />
        ))}
      </ul>
    </div>
  );
};
