import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/learn/liveSession/{slug}: the published session, with its rich-text description. */
export type TLiveSessionItem = Partial<TLiveSessionCard> & {
  id: string;
  slug: string;
  title: string;
  description?: unknown;
  language?: string;
};

/** GET /api/learn/liveSession/{slug}/extends: the viewer's view of it; the card may come in either answer. */
export type TLiveSessionExtends = {
  liveSession?: TLiveSessionCard | null;
  liveSessionData?: { liveSession?: TLiveSessionCard | null };
};

const path = (slug: string) => `/api/learn/liveSession/${encodeURIComponent(slug)}`;

export const liveSessionItemQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['live', 'session', slug, 'item'],
    queryFn: () => apiGet<TLiveSessionItem>(path(slug)),
    staleTime: 60_000,
  });

export const liveSessionExtendsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['live', 'session', slug, 'extends'],
    queryFn: () => apiGet<TLiveSessionExtends>(`${path(slug)}/extends`),
    // Whether the viewer may register (premium, period) is theirs and changes with time: read it again soon.
    staleTime: 10_000,
  });

/** The session's card: the one the extends answer for this viewer, else the item itself when it carries the card. */
export const liveSessionCardOf = (item: TLiveSessionItem, data: TLiveSessionExtends): TLiveSessionCard | null => {
  const fromExtends = data.liveSession ?? data.liveSessionData?.liveSession;
  if (fromExtends) return fromExtends;
  // The route loader imports this file, so the check is by hand: zod stays out of the first load.
  const { startTime, endTime, utcOffset, period, topics, industries } = item;
  const isCard =
    typeof startTime === 'string' &&
    typeof endTime === 'string' &&
    typeof utcOffset === 'number' &&
    (period === 'opening' || period === 'previous') &&
    Array.isArray(topics) &&
    Array.isArray(industries);
  return isCard ? (item as TLiveSessionCard) : null;
};

export const useLiveSession = (slug: string) => {
  const item = useSuspenseQuery(liveSessionItemQueryOptions(slug)).data;
  const data = useSuspenseQuery(liveSessionExtendsQueryOptions(slug)).data;
  return { item, card: liveSessionCardOf(item, data) };
};
