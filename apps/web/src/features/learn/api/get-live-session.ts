import type { TCourseExtends } from '@questline/domain/schemas/content-extends';
import type { TLearnItem } from '@questline/domain/schemas/item';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { TLearnContext } from '../learn-search';

/**
 * GET /api/learn/liveSession/{slug}: the published session, with its rich-text description; its /extends: the viewer's
 * view of it, its card among the rest (a course's extends). With preview (§2.2), both over the draft for those who
 * may edit the session (the published session for everyone else).
 */
const path = (slug: string) => `/api/learn/liveSession/${encodeURIComponent(slug)}`;
export type TLiveSessionContext = Partial<Pick<TLearnContext, 'preview'>>;
const query = (context: TLiveSessionContext) => (context.preview ? `?preview=${context.preview}` : '');

export const liveSessionItemQueryOptions = (slug: string, context: TLiveSessionContext = {}) =>
  queryOptions({
    queryKey: ['live', 'session', slug, 'item', context.preview ?? null],
    queryFn: () => apiGet<TLearnItem>(`${path(slug)}${query(context)}`),
    // A preview shows the draft as it is now: read again whenever the page opens.
    staleTime: context.preview ? 0 : 60_000,
  });

export const liveSessionExtendsQueryOptions = (slug: string, context: TLiveSessionContext = {}) =>
  queryOptions({
    queryKey: ['live', 'session', slug, 'extends', context.preview ?? null],
    queryFn: () => apiGet<TCourseExtends>(`${path(slug)}/extends${query(context)}`),
    // Whether the viewer may register (premium, period) is theirs and changes with time: read it again soon.
    staleTime: context.preview ? 0 : 10_000,
  });

export const useLiveSession = (slug: string, context: TLiveSessionContext = {}) => {
  const item = useSuspenseQuery(liveSessionItemQueryOptions(slug, context)).data;
  const data = useSuspenseQuery(liveSessionExtendsQueryOptions(slug, context)).data;
  // The session's card as the extends answer it for this viewer (§2.10: whether they may register).
  return { item, card: data.liveSession };
};
