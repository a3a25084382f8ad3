import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { meQueryOptions } from '../../api/session';
import { loadPagesCatalogue } from '../../i18n/i18n';
import {
  liveSessionExtendsQueryOptions,
  liveSessionItemQueryOptions,
  type TLiveSessionContext,
} from './api/get-live-session';

/**
 * The route loader of a session's page: the session, the viewer's view of it and who is reading, together; a preview
 * (§2.2) reads them over the draft, which the server answers to those who may edit the session alone.
 */
export const loadLiveSession = async (queryClient: QueryClient, slug: string, context: TLiveSessionContext = {}) => {
  try {
    await Promise.all([
      // Register asks anonymous readers to sign in: known before the page paints, anonymous when unreadable.
      queryClient.ensureQueryData(meQueryOptions()).catch(() => null),
      queryClient.ensureQueryData(liveSessionItemQueryOptions(slug, context)),
      queryClient.ensureQueryData(liveSessionExtendsQueryOptions(slug, context)),
      loadPagesCatalogue(),
    ]);
  } catch (error) {
    if (error instanceof ApiError && error.key === 'not_found') throw notFound();
    throw error;
  }
};
