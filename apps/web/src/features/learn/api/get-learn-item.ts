import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { TLearnContext } from '../learn-search';
import type { TLearnItem, TLearnType } from '../learn-types';

/**
 * GET /api/learn/{type}/{idOrSlug}: the published item, or with preview the draft to those who may edit it (§2.2);
 * projectId lets an expired item redirect by its project.
 */
export const fetchLearnItem = (
  type: TLearnType,
  idOrSlug: string,
  context: Partial<Pick<TLearnContext, 'projectId' | 'preview'>> = {},
) => {
  const params = new URLSearchParams();
  if (context.projectId) params.set('projectId', context.projectId);
  if (context.preview) params.set('preview', context.preview);
  const query = params.toString();
  return apiGet<TLearnItem>(`/api/learn/${type}/${encodeURIComponent(idOrSlug)}${query ? `?${query}` : ''}`);
};

export const learnItemQueryOptions = (
  type: TLearnType,
  idOrSlug: string,
  context: Pick<TLearnContext, 'projectId' | 'preview'>,
) =>
  queryOptions({
    queryKey: ['learn', type, idOrSlug, 'item', context.projectId ?? null, context.preview ?? null],
    queryFn: () => fetchLearnItem(type, idOrSlug, context),
    // A preview shows the draft as it is now: read again whenever the page opens.
    staleTime: context.preview ? 0 : 60_000,
  });

export const useLearnItem = (
  type: TLearnType,
  idOrSlug: string,
  context: Pick<TLearnContext, 'projectId' | 'preview'>,
) => useSuspenseQuery(learnItemQueryOptions(type, idOrSlug, context)).data;
