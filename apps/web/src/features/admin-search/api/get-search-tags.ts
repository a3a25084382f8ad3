import type { TCreatorTag } from '@questline/domain/schemas/creator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** Topic and industry tags, as the editors' tag pickers read them (GET /api/creator/tags, staff only). */
export type TSearchTagKind = 'topic' | 'industry';

export const getSearchTags = (kind: TSearchTagKind) =>
  apiGet<{ items: TCreatorTag[] }>(`/api/creator/tags?kind=${kind}`);

/** Same key as the editors' tag lists, so one cached answer serves both. */
export const searchTagsQueryOptions = (kind: TSearchTagKind) =>
  queryOptions({ queryKey: ['creator', 'tags', kind], queryFn: () => getSearchTags(kind), staleTime: 5 * 60_000 });

export const useSearchTags = (kind: TSearchTagKind) => useQuery(searchTagsQueryOptions(kind));
