import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { submissionsListQueryOptions } from '../api/get-submissions-list';
import { SubmissionListCard } from './submission-list-card';
import { SubmissionsDialog } from './submissions-dialog';

const seeAllClass =
  'rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600';

/**
 * The submissions tab (§2.11): the newest submissions of the user (another user's public ones) and 'See all', which
 * opens the popup listing every one with Load more.
 */
export const SubmissionsPanel = ({ userId, isOwner }: { userId: string; isOwner: boolean }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useQuery(submissionsListQueryOptions(userId));
  if (list.error) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {t(`errors.${list.error instanceof ApiError ? list.error.key : 'internal_error'}`)}
      </p>
    );
  }
  if (!list.data) {
    return (
      <p role="status" className="text-slate-600">
        {t('common.loading')}
      </p>
    );
  }
  const { submissions, total, tutorialMap } = list.data;
  if (total === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
        {t(isOwner ? 'myLearning.empty.submissions' : 'myLearning.empty.theirSubmissions')}
      </p>
    );
  }
  return (
    <section aria-labelledby="submissions-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="submissions-heading" className="text-xl font-bold text-slate-900">
          {t('myLearning.submissions.title')} <span className="text-base font-medium text-slate-500">({total})</span>
        </h2>
        <button
          type="button"
          className={seeAllClass}
          onClick={() => setOpen(true)}
          aria-label={t('myLearning.seeAllOf', { section: t('myLearning.submissions.title') })}
        >
          {t('myLearning.seeAll')}
        </button>
      </div>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {submissions.slice(0, 6).map((submission) => (
          <li key={submission.id}>
            <SubmissionListCard submission={submission} tutorials={tutorialMap} />
          </li>
        ))}
      </ul>
      <SubmissionsDialog userId={userId} isOpen={open} onClose={() => setOpen(false)} />
    </section>
  );
};
