import type { TFeaturedListName } from '@questline/domain/schemas/featured';
import type { QueryClient } from '@tanstack/react-query';
import { featuredListQueryOptions, prefetchFeaturedPair, type TFeaturedPair } from '../../api/featured-list';
import { homeQueryOptions } from './api/get-home';

/** The home page's featured list, and the one premium viewers see instead. */
export const HOME_FEATURED: TFeaturedPair = { everyone: 'homepage', premium: 'subscriber_homepage' };

/** The list of the home page's "Hub" section (§9 hub), the same for every viewer. */
export const HOME_HUB: TFeaturedListName = 'page_hub';

/** The home page's loader: the newest items per type, and the featured lists beside them (never blocking on them). */
export const loadHome = async (queryClient: QueryClient) => {
  const [home] = await Promise.all([
    queryClient.ensureQueryData(homeQueryOptions()),
    prefetchFeaturedPair(queryClient, HOME_FEATURED),
    queryClient.prefetchQuery(featuredListQueryOptions(HOME_HUB)),
  ]);
  return home;
};
