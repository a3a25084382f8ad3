import type { TFeaturedList } from '@questline/domain/schemas/featured';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { featuredListQueryOptions } from '../../../api/featured-list';
import { meQueryOptions, useMe } from '../../../api/session';

/**
 * Prefetches the home page's featured list without holding the page up when it fails: 'homepage' at once (what most
 * viewers see), and 'subscriber_homepage' as well once the viewer turns out to be premium.
 */
export const prefetchHomeFeatured = async (queryClient: QueryClient) => {
  await Promise.all([
    queryClient.prefetchQuery(featuredListQueryOptions('homepage')),
    queryClient
      .ensureQueryData(meQueryOptions())
      .catch(() => null)
      .then((me) => (me?.premium ? queryClient.prefetchQuery(featuredListQueryOptions('subscriber_homepage')) : null)),
  ]);
};

/**
 * The featured list the home page shows (§3.12): 'subscriber_homepage' for premium viewers, falling back to
 * 'homepage' when it is empty; 'homepage' for everyone else. Undefined while loading or when it failed (the page
 * goes on without it).
 */
export const useHomeFeatured = (): TFeaturedList | undefined => {
  const me = useMe();
  const known = me !== undefined;
  const premium = me?.premium === true;
  const subscriber = useQuery({ ...featuredListQueryOptions('subscriber_homepage'), enabled: premium });
  const subscriberEmpty = subscriber.data?.itemIds.length === 0 || subscriber.isError;
  const everyone = useQuery({
    ...featuredListQueryOptions('homepage'),
    enabled: known && (!premium || subscriberEmpty),
  });
  if (!known) return undefined;
  if (premium && subscriber.data?.itemIds.length) return subscriber.data;
  if (premium && !subscriberEmpty) return undefined;
  return everyone.data;
};
