import type { QueryClient } from '@tanstack/react-query';
import { prefetchFeaturedPair, type TFeaturedPair } from '../../api/featured-list';
import { homeQueryOptions } from './api/get-home';

/** The home page's featured list, and the one premium viewers see instead. */
export const HOME_FEATURED: TFeaturedPair = { everyone: 'homepage', premium: 'subscriber_homepage' };

/** The home page's loader: the newest items per type, and the featured list beside them (never blocking on it). */
export const loadHome = async (queryClient: QueryClient) => {
  const [home] = await Promise.all([
    queryClient.ensureQueryData(homeQueryOptions()),
    prefetchFeaturedPair(queryClient, HOME_FEATURED),
  ]);
  return home;
};
