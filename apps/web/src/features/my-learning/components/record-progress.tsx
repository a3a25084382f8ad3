import type { TItemType } from '@questline/domain/ids';
import type { TRecordProgress } from '@questline/domain/schemas/profile';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** What a type's parts are called: a tutorial's steps, a container's items, a mission's or pathway's requirements. */
const unitOf = (type: TItemType) =>
  type === 'tutorial' ? 'steps' : type === 'project' || type === 'course' ? 'items' : 'requirements';

/** Whether the learner's next move is to retry a failed quiz (Continue then reads Retry). */
export const isFailedQuiz = (progress: TRecordProgress | null | undefined) =>
  progress?.kind === 'quiz' && progress.status === 'failed';

/**
 * How far a learner is through an item in progress: '2 of 5 steps' over a progress bar, or a quiz's standing
 * ('Failed: 40%'), each named after the item for assistive technology.
 */
export const RecordProgress = ({
  type,
  title,
  progress,
}: {
  type: TItemType;
  title: string;
  progress: TRecordProgress;
}) => {
  const { t } = useTranslation();
  if (progress.kind === 'quiz') {
    const { status, score } = progress;
    const text =
      status === 'passed' || status === 'failed'
        ? score === null
          ? t(`myLearning.progress.quiz.${status}Plain`)
          : t(`myLearning.progress.quiz.${status}`, { score })
        : t(`myLearning.progress.quiz.${status}`);
    return (
      <p
        className={`text-sm font-semibold ${status === 'failed' ? 'text-red-800' : status === 'passed' ? 'text-emerald-800' : 'text-slate-700'}`}
      >
        {text}
      </p>
    );
  }
  if (progress.total === 0) return null;
  return (
    <ProgressBar
      aria-label={t('myLearning.progress.label', { title })}
      value={progress.done}
      maxValue={progress.total}
      valueLabel={t(`myLearning.progress.${unitOf(type)}`, { done: progress.done, count: progress.total })}
      className="w-full min-w-0"
    >
      {({ percentage, valueText }) => (
        <>
          <p className="text-sm text-slate-700">{valueText}</p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
};
