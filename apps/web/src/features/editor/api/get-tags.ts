import type { TCreatorTag } from '@questline/domain/schemas/creator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** The two kinds of site tags (DESIGN §5 `tags`). */
export type TTagKind = 'topic' | 'industry';
export type TTag = TCreatorTag;

export const getTags = (kind: TTagKind) => apiGet<{ items: TTag[] }>(`/api/creator/tags?kind=${kind}`);

export const tagsQueryOptions = (kind: TTagKind) =>
  queryOptions({ queryKey: ['creator', 'tags', kind], queryFn: () => getTags(kind), staleTime: 5 * 60_000 });

export const useTags = (kind: TTagKind, enabled = true) => useQuery({ ...tagsQueryOptions(kind), enabled });
