import type { TItemType } from '@questline/domain/ids';
import type { TContentOption } from '@questline/domain/schemas/creator';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** One published item the add-content dialog offers (the domain's ZContentOption). */
export type { TContentOption };

export type TContentOptionsQuery = { types: readonly TItemType[]; q: string; language?: string | null };

const searchOf = (query: TContentOptionsQuery) => {
  const params = new URLSearchParams({ types: query.types.join(','), q: query.q.trim() });
  if (query.language) params.set('language', query.language);
  return params.toString();
};

export const getContentOptions = (query: TContentOptionsQuery) =>
  apiGet<{ items: TContentOption[] }>(`/api/creator/contentOptions?${searchOf(query)}`);

export const contentOptionsQueryOptions = (query: TContentOptionsQuery) =>
  queryOptions({
    queryKey: ['creator', 'contentOptions', [...query.types].sort().join(','), query.q.trim(), query.language ?? ''],
    queryFn: () => getContentOptions(query),
    staleTime: 30_000,
  });

/** The dialog's results; the previous answer stays on screen while the next search loads. */
export const useContentOptions = (query: TContentOptionsQuery, options: { enabled?: boolean } = {}) =>
  useQuery({
    ...contentOptionsQueryOptions(query),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
