import type { TSubmission, TSubmissionsList } from '@questline/domain/schemas/submission';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSubmissionsList } from '../api/get-submissions-list';
import { useLoadMore } from '../hooks/use-load-more';
import { LoadMoreDialog } from './load-more-dialog';
import { SubmissionListCard } from './submission-list-card';

/** The submissions of some pages, in order, each once, with the tutorials they name. */
export const submissionsOf = (pages: readonly TSubmissionsList[]) => {
  const seen = new Set<string>();
  const submissions: TSubmission[] = [];
  const tutorials: TSubmissionsList['tutorialMap'] = {};
  for (const page of pages) {
    Object.assign(tutorials, page.tutorialMap);
    for (const submission of page.submissions) {
      if (seen.has(submission.id)) continue;
      seen.add(submission.id);
      submissions.push(submission);
    }
  }
  return { submissions, tutorials };
};

/**
 * All submissions (§2.11, §4.7): a page at a time with Load more, each page asked by `before` = the last submission
 * loaded. Closing the popup or changing the user drops what was loaded and ignores answers still on their way.
 */
export const SubmissionsDialog = ({
  userId,
  isOpen,
  onClose,
}: {
  userId: string;
  isOpen: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const fetchPage = useCallback(
    (_page: number, last: TSubmissionsList | undefined) => fetchSubmissionsList(userId, last?.submissions.at(-1)?.id),
    [userId],
  );
  const list = useLoadMore(isOpen ? `${userId}:submissions` : null, fetchPage);
  if (!isOpen) return null;
  const { submissions, tutorials } = submissionsOf(list.pages);
  return (
    <LoadMoreDialog
      title={t('myLearning.submissions.title')}
      onClose={onClose}
      list={list}
      hasMore={list.pages.at(-1)?.hasMore === true}
    >
      <ul aria-busy={list.loading} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <SubmissionListCard submission={submission} tutorials={tutorials} />
          </li>
        ))}
      </ul>
    </LoadMoreDialog>
  );
};
