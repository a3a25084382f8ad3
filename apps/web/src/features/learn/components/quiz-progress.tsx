import { ProgressBar, ToggleButton, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export type TQuizMode = 'one' | 'list';

const toggleClass =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 transition hover:bg-white data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm';

/** An attempt under way: how many questions are answered, and one question at a time or all of them. */
export const QuizProgress = (props: {
  answered: number;
  total: number;
  mode: TQuizMode;
  onMode: (mode: TQuizMode) => void;
}) => {
  const { t } = useTranslation();
  const { answered, total } = props;
  return (
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
              <div className="h-full rounded-full bg-emerald-600 transition-all" style={{ width: `${percentage}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <Toolbar aria-label={t('learn.quiz.view')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <ToggleButton isSelected={props.mode === 'one'} onChange={() => props.onMode('one')} className={toggleClass}>
          {t('learn.quiz.oneAtATime')}
        </ToggleButton>
        <ToggleButton isSelected={props.mode === 'list'} onChange={() => props.onMode('list')} className={toggleClass}>
          {t('learn.quiz.allQuestions')}
        </ToggleButton>
      </Toolbar>
    </div>
  );
};
