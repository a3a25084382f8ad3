import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { meQueryOptions } from '../../api/session';
import { loadPagesCatalogue } from '../../i18n/i18n';
import { submissionQueryOptions } from './api/get-submission';

/** The route loader of /submission/{id}: the submission, who is reading and the page texts. */
export const loadSubmission = async (queryClient: QueryClient, id: string) => {
  try {
    await Promise.all([
      queryClient.ensureQueryData(meQueryOptions()).catch(() => null),
      queryClient.ensureQueryData(submissionQueryOptions(id)),
      loadPagesCatalogue(),
    ]);
  } catch (error) {
    if (error instanceof ApiError && (error.key === 'not_found' || error.key === 'invalid_request')) throw notFound();
    throw error;
  }
};
