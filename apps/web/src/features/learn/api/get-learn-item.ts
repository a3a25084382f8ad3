import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { TLearnContext } from '../learn-search';
import type { TLearnItem, TLearnType } from '../learn-types';

/** GET /api/learn/{type}/{idOrSlug}: the published item; projectId lets an expired item redirect by its project. */
export const fetchLearnItem = (type: TLearnType, idOrSlug: string, projectId?: string) => {
  const query = projectId ? `?${new URLSearchParams({ projectId })}` : '';
  return apiGet<TLearnItem>(`/api/learn/${type}/${encodeURIComponent(idOrSlug)}${query}`);
};

export const learnItemQueryOptions = (type: TLearnType, idOrSlug: string, context: Pick<TLearnContext, 'projectId'>) =>
  queryOptions({
    queryKey: ['learn', type, idOrSlug, 'item', context.projectId ?? null],
    queryFn: () => fetchLearnItem(type, idOrSlug, context.projectId),
    staleTime: 60_000,
  });

export const useLearnItem = (type: TLearnType, idOrSlug: string, context: Pick<TLearnContext, 'projectId'>) =>
  useSuspenseQuery(learnItemQueryOptions(type, idOrSlug, context)).data;
