import type { ADMIN_SORT_KEYS } from '@questline/domain/constants';
import type { TSearchResultSet } from '@questline/domain/schemas/search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export type TAdminSort = (typeof ADMIN_SORT_KEYS)[number];

/** GET /api/learn/search?admin=true (§7.5): staff see drafts and hidden items and may use the admin criteria. */
export const searchAdmin = (criteria: readonly string[], ob: TAdminSort | undefined, page: number) => {
  const params = new URLSearchParams({ admin: 'true', k: JSON.stringify(criteria) });
  if (ob) params.set('ob', ob);
  params.set('page', String(page));
  return apiGet<TSearchResultSet>(`/api/learn/search?${params}`);
};

/** Pages are appended by Load more (page + 1, §2.6) until the total is reached. Always fresh: admins just edited. */
export const adminSearchQueryOptions = (criteria: readonly string[], ob: TAdminSort | undefined) =>
  infiniteQueryOptions({
    queryKey: ['learn', 'search', 'admin', criteria, ob ?? null],
    queryFn: ({ pageParam }) => searchAdmin(criteria, ob, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

export const useAdminSearch = (criteria: readonly string[], ob: TAdminSort | undefined) =>
  useInfiniteQuery(adminSearchQueryOptions(criteria, ob));
