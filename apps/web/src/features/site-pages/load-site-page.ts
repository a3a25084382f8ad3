import type { TSitePageKey } from '@questline/domain/rules/urls';
import type { QueryClient } from '@tanstack/react-query';
import { sitePageQueryOptions } from '../../api/site-page';
import { currentLocale, loadPagesCatalogue } from '../../i18n/i18n';

/** The route loader of a site page: the page texts and the page in the reader's language, together. */
export const loadSitePage = (queryClient: QueryClient, page: TSitePageKey) =>
  Promise.all([loadPagesCatalogue(), queryClient.ensureQueryData(sitePageQueryOptions(page, currentLocale()))]);
