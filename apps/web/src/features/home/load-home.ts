import type { QueryClient } from '@tanstack/react-query';
import { homeQueryOptions } from './api/get-home';
import { prefetchHomeFeatured } from './api/get-home-featured';

/** The home page's loader: the newest items per type, and the featured list beside them (never blocking on it). */
export const loadHome = async (queryClient: QueryClient) => {
  const [home] = await Promise.all([
    queryClient.ensureQueryData(homeQueryOptions()),
    prefetchHomeFeatured(queryClient),
  ]);
  return home;
};
