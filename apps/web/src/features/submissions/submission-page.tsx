import { useParams } from '@tanstack/react-router';
import { usePageTitle } from '../../ui/use-page-title';
import { useSubmission } from './api/get-submission';
import { SubmissionDetail } from './components/submission-detail';

/** /submission/{id} (§2.1): one learner submission. A private one answers others with the page's error state. */
export const SubmissionPage = () => {
  const { id } = useParams({ from: '/submission/$id' });
  const detail = useSubmission(id);
  usePageTitle(detail.submission.title);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <SubmissionDetail detail={detail} />
    </div>
  );
};
