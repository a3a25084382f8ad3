import { RATED_TYPES } from '@questline/domain/rules/ratings';
import { isSafeHref } from '@questline/domain/rules/urls';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { meQueryOptions } from '../../api/session';
import { loadPagesCatalogue } from '../../i18n/i18n';
import { learnExtendsQueryOptions } from './api/get-learn-extends';
import { learnItemQueryOptions } from './api/get-learn-item';
import { ratingsQueryOptions } from './api/ratings';
import type { TLearnContext } from './learn-search';
import type { TLearnType } from './learn-types';

/** A configured redirect is an absolute http(s) URL or a path on this site, never a script or another scheme. */
const safeRedirect = (value: unknown) => {
  if (typeof value !== 'string') return null;
  const sitePath = value.startsWith('/') && !value.startsWith('//');
  return sitePath || isSafeHref(value) ? value : null;
};

/**
 * The route loader of a detail page: the item, its extends, its ratings and the session, fetched together. A missing item is the
 * not-found page; an expired one goes where the configured redirect points (§2.2).
 */
export const loadLearnDetail = async (
  queryClient: QueryClient,
  type: TLearnType,
  idOrSlug: string,
  context: TLearnContext,
) => {
  try {
    await Promise.all([
      // Who is reading decides labels, progress and the solution gate: known before the page first paints. The page
      // still opens when the session cannot be read; it then treats the reader as anonymous.
      queryClient.ensureQueryData(meQueryOptions()).catch(() => null),
      queryClient.ensureQueryData(learnItemQueryOptions(type, idOrSlug, context)),
      queryClient.ensureQueryData(learnExtendsQueryOptions(type, idOrSlug, context)),
      // The header's ratings, by the page's own id or slug (as the header asks): read with the page, not after it.
      (RATED_TYPES as readonly string[]).includes(type)
        ? queryClient.ensureQueryData(ratingsQueryOptions(type, idOrSlug)).catch(() => null)
        : null,
      loadPagesCatalogue(),
    ]);
  } catch (error) {
    if (error instanceof ApiError && error.key === 'not_found') {
      const redirectUrl = safeRedirect(error.detail.params?.redirectUrl);
      if (redirectUrl) throw redirect({ href: redirectUrl, replace: true });
      throw notFound();
    }
    throw error;
  }
};
