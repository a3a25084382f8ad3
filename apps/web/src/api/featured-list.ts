import type { TFeaturedList, TFeaturedListName } from '@questline/domain/schemas/featured';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './client';
import { meQueryOptions, useMe } from './session';

/** GET /api/learn/featuredList/{name}: the list's items learners may see, in order, with their cards. */
export const fetchFeaturedList = (name: TFeaturedListName) =>
  apiGet<TFeaturedList>(`/api/learn/featuredList/${encodeURIComponent(name)}`);

/** Every featured list query starts with this key: saving a list invalidates them all. */
export const FEATURED_QUERY_KEY = ['featured'] as const;

export const featuredListQueryOptions = (name: TFeaturedListName) =>
  queryOptions({
    queryKey: [...FEATURED_QUERY_KEY, 'list', name],
    queryFn: () => fetchFeaturedList(name),
    staleTime: 60_000,
  });

/** A page's featured list and the premium version premium viewers see (§9: homepage and subscriber homepage, ...). */
export type TFeaturedPair = { everyone: TFeaturedListName; premium: TFeaturedListName };

/**
 * Prefetches a page's featured list without holding the page up when it fails: the list for everyone at once (what
 * most viewers see), and the premium version as well once the viewer turns out to be premium.
 */
export const prefetchFeaturedPair = async (queryClient: QueryClient, pair: TFeaturedPair) => {
  await Promise.all([
    queryClient.prefetchQuery(featuredListQueryOptions(pair.everyone)),
    queryClient
      .ensureQueryData(meQueryOptions())
      .catch(() => null)
      .then((me) => (me?.premium ? queryClient.prefetchQuery(featuredListQueryOptions(pair.premium)) : null)),
  ]);
};

/**
 * The featured list a page shows (§3.12): the premium version for premium viewers, falling back to the list for
 * everyone when it is empty; the list for everyone otherwise. Undefined while loading or when it failed (the page
 * goes on without it).
 */
export const useFeaturedPair = (pair: TFeaturedPair): TFeaturedList | undefined => {
  const me = useMe();
  const known = me !== undefined;
  const premium = me?.premium === true;
  const subscriber = useQuery({ ...featuredListQueryOptions(pair.premium), enabled: premium });
  const subscriberEmpty = subscriber.data?.itemIds.length === 0 || subscriber.isError;
  const everyone = useQuery({
    ...featuredListQueryOptions(pair.everyone),
    enabled: known && (!premium || subscriberEmpty),
  });
  if (!known) return undefined;
  if (premium && subscriber.data?.itemIds.length) return subscriber.data;
  if (premium && !subscriberEmpty) return undefined;
  return everyone.data;
};
