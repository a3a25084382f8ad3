import type { TCourseExtends } from '@questline/domain/schemas/content-extends';
import type { TLearnItem } from '@questline/domain/schemas/item';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/**
 * GET /api/learn/liveSession/{slug}: the published session, with its rich-text description; its /extends: the viewer's
 * view of it, its card among the rest (a course's extends).
 */
const path = (slug: string) => `/api/learn/liveSession/${encodeURIComponent(slug)}`;

export const liveSessionItemQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['live', 'session', slug, 'item'],
    queryFn: () => apiGet<TLearnItem>(path(slug)),
    staleTime: 60_000,
  });

export const liveSessionExtendsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['live', 'session', slug, 'extends'],
    queryFn: () => apiGet<TCourseExtends>(`${path(slug)}/extends`),
    // Whether the viewer may register (premium, period) is theirs and changes with time: read it again soon.
    staleTime: 10_000,
  });

export const useLiveSession = (slug: string) => {
  const item = useSuspenseQuery(liveSessionItemQueryOptions(slug)).data;
  const data = useSuspenseQuery(liveSessionExtendsQueryOptions(slug)).data;
  // The session's card as the extends answer it for this viewer (§2.10: whether they may register).
  return { item, card: data.liveSession };
};
