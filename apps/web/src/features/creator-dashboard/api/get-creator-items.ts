import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export const DASHBOARD_TYPES = ['tutorial', 'project', 'course'] as const;
export type TDashboardType = (typeof DASHBOARD_TYPES)[number];

/** One row of GET /api/creator/items: the signed-in creator's items, drafts included. */
export type TCreatorItem = {
  id: string;
  type: string;
  title: string;
  slug: string;
  language: string;
  status: 'draft' | 'published';
  updatedAt: string;
  publishedAt: string | null;
};
export type TCreatorItemsPage = { items: TCreatorItem[]; total: number; page: number; pageSize: number };

export const DASHBOARD_PAGE_SIZE = 20;

export const fetchCreatorItems = (input: { page: number; type?: TDashboardType }) => {
  const query = new URLSearchParams({ page: String(input.page), pageSize: String(DASHBOARD_PAGE_SIZE) });
  if (input.type) query.set('type', input.type);
  return apiGet<TCreatorItemsPage>(`/api/creator/items?${query}`);
};

export const creatorItemsQueryOptions = (input: { page: number; type?: TDashboardType }) =>
  queryOptions({
    queryKey: ['creator', 'items', input.page, input.type ?? 'all'],
    queryFn: () => fetchCreatorItems(input),
    staleTime: 10_000,
  });

export const useCreatorItems = (input: { page: number; type?: TDashboardType }, enabled: boolean) =>
  useQuery({ ...creatorItemsQueryOptions(input), enabled, placeholderData: keepPreviousData });
