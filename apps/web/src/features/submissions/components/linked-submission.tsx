import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { submissionQueryOptions } from '../api/get-submission';
import { SubmissionDetail } from './submission-detail';

/**
 * The submission a `?submissionId=` direct link names (§2.2), shown where the link opened it (the tutorial's
 * dialog): loading, the refusal of a private one (submission_detail_AuthorizationError), or the submission.
 */
export const LinkedSubmission = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useQuery(submissionQueryOptions(id));
  if (query.error) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t(`errors.${query.error instanceof ApiError ? query.error.key : 'internal_error'}`)}
      </p>
    );
  }
  if (!query.data) return <p className="text-slate-600">{t('common.loading')}</p>;
  return <SubmissionDetail detail={query.data} headingLevel={2} />;
};
