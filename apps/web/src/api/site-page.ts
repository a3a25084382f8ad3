import type { TLocale } from '@questline/domain/constants';
import type { TSitePageKey } from '@questline/domain/rules/urls';
import type { TSitePage } from '@questline/domain/schemas/site-pages';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';

/** GET /api/site/pages/{page}?locale=: the page's text in the locale, else English, else the shipped text. */
export const sitePageQueryOptions = (page: TSitePageKey, locale: TLocale) =>
  queryOptions({
    queryKey: ['site', 'pages', page, locale],
    queryFn: () => apiGet<TSitePage>(`/api/site/pages/${page}?${new URLSearchParams({ locale })}`),
  });
