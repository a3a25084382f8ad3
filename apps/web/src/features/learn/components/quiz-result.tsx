import { levelAt, type TLevelDetail } from '@questline/domain/rules/levels';
import type { Ref } from 'react';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TQuizAttempt, TQuizProgress } from '../learn-types';

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

const LevelLine = ({ detail }: { detail: TLevelDetail }) => {
  const { t } = useTranslation();
  // Where the new total stands inside its level: the domain's level table, as the server computed the detail with.
  const standing = levelAt(detail.categoryId, detail.totalPoint);
  const category = t(`editorForms.details.categories.${detail.categoryId}`, { defaultValue: detail.categoryId });
  return (
    <li className="rounded-lg bg-white p-3 shadow-sm">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-emerald-800">
          {t('learn.quiz.xpEarned', { points: detail.increasedPoint, category })}
        </span>
        <span className="text-sm text-slate-700">{t('learn.quiz.level', { level: detail.level })}</span>
        {detail.isLevelUp && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('learn.quiz.levelUp', { level: detail.level })}
          </span>
        )}
      </p>
      {detail.leftPoint > 0 && standing.categoryExperience > 0 && (
        <ProgressBar
          aria-label={t('learn.quiz.levelProgress', { category, level: detail.level + 1 })}
          value={standing.levelPoint}
          maxValue={standing.categoryExperience}
          valueLabel={t('learn.quiz.toNextLevel', { points: detail.leftPoint, level: detail.level + 1 })}
          className="mt-2"
        >
          {({ percentage, valueText }) => (
            <>
              <p className="text-xs text-slate-600">{valueText}</p>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
                <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percentage}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
    </li>
  );
};
