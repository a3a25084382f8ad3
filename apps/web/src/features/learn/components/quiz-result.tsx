import type { TLevelDetail } from '@questline/domain/rules/levels';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuizAttempt, TQuizProgress } from '../learn-types';
import { LevelLine } from './experience-levels';

type TResultProps = {
  quiz: TQuizProgress;
  attempt: TQuizAttempt;
  /** The experience the finishing answer earned; known only on the page where the attempt finished. */
  levelDetails: TLevelDetail[];
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A finished attempt: passed or not, how many answers were right against the pass mark, and what it earned. */
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
    </section>
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
