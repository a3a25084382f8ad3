import { LAYOUT } from '@questline/domain/constants';
import type { TSubmissionSummary } from '@questline/domain/schemas/featured';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSliderVisibleCount } from '../hooks/use-slider-visible-count';
import { SubmissionCard } from './submission-card';

const arrowClass =
  'rounded-full border border-slate-300 bg-white p-2 text-slate-800 shadow-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-3 focus-visible:outline-brand-600';

/**
 * The featured submissions slider (§2.8): as many 285 px cards as the window holds, at most 4, with previous and
 * next buttons moving one card at a time.
 */
export const SubmissionSlider = ({ submissions }: { submissions: readonly TSubmissionSummary[] }) => {
  const { t } = useTranslation();
  const visible = useSliderVisibleCount();
  const [first, setFirst] = useState(0);
  const lastStart = Math.max(0, submissions.length - visible);
  const start = Math.min(first, lastStart);
  const shown = submissions.slice(start, start + visible);

  return (
    <div className="flex items-center gap-3">
      <Button
        aria-label={t('pathways.submissions.previous')}
        isDisabled={start === 0}
        onPress={() => setFirst(Math.max(0, start - 1))}
        className={arrowClass}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        </svg>
      </Button>
      <ul
        className="flex gap-4 overflow-hidden"
        aria-label={t('pathways.submissions.position', {
          from: start + 1,
          to: start + shown.length,
          total: submissions.length,
        })}
      >
        {shown.map((submission) => (
          <li key={submission.id} className="shrink-0" style={{ width: LAYOUT.sliderCardWidth }}>
            <SubmissionCard submission={submission} />
          </li>
        ))}
      </ul>
      <Button
        aria-label={t('pathways.submissions.next')}
        isDisabled={start >= lastStart}
        onPress={() => setFirst(Math.min(lastStart, start + 1))}
        className={arrowClass}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
        </svg>
      </Button>
    </div>
  );
};
