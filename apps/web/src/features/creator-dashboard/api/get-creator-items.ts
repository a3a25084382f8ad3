import type { TEditorType } from '@questline/domain/ids';
// Types only: the schemas stay on the server and out of the bundle.
import type { TCreatorItemsResult } from '@questline/domain/schemas/creator';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export const DASHBOARD_PAGE_SIZE = 20;

export const fetchCreatorItems = (input: { page: number; type?: TEditorType }) => {
  const query = new URLSearchParams({ page: String(input.page), pageSize: String(DASHBOARD_PAGE_SIZE) });
  if (input.type) query.set('type', input.type);
  return apiGet<TCreatorItemsResult>(`/api/creator/items?${query}`);
};

export const creatorItemsQueryOptions = (input: { page: number; type?: TEditorType }) =>
  queryOptions({
    queryKey: ['creator', 'items', input.page, input.type ?? 'all'],
    queryFn: () => fetchCreatorItems(input),
    staleTime: 10_000,
  });

export const useCreatorItems = (input: { page: number; type?: TEditorType }, enabled: boolean) =>
  useQuery({ ...creatorItemsQueryOptions(input), enabled, placeholderData: keepPreviousData });
