import type { TFeaturedList, TFeaturedListName } from '@questline/domain/schemas/featured';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';

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
