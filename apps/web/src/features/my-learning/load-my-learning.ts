import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { meQueryOptions } from '../../api/session';
import { loadPagesCatalogue } from '../../i18n/i18n';
import { profileQueryOptions } from './api/get-profile';

/** The route loader of /u/{userId or customProfileUrl}: the public profile, who is reading and the page texts. */
export const loadMyLearning = async (queryClient: QueryClient, idOrUrl: string) => {
  try {
    await Promise.all([
      queryClient.ensureQueryData(meQueryOptions()).catch(() => null),
      queryClient.ensureQueryData(profileQueryOptions(idOrUrl)),
      loadPagesCatalogue(),
    ]);
  } catch (error) {
    if (error instanceof ApiError && error.key === 'not_found') throw notFound();
    throw error;
  }
};
