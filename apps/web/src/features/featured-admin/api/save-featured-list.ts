import type { TFeaturedList, TFeaturedListName } from '@questline/domain/schemas/featured';
import type { TFeaturedListSave } from '@questline/domain/schemas/search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import { FEATURED_QUERY_KEY, featuredListQueryOptions } from '../../../api/featured-list';

/** POST /api/learn/featuredList/{name}: writes the list whole, in order; answers it as learners will read it. */
export const saveFeaturedList = (name: TFeaturedListName, body: TFeaturedListSave) =>
  apiPost<TFeaturedList>(`/api/learn/featuredList/${encodeURIComponent(name)}`, body);

/** Saves a list, then every featured list read (the home page's among them) refetches. */
export const useSaveFeaturedList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: TFeaturedListName; itemIds: readonly string[] }) =>
      saveFeaturedList(input.name, { itemIds: [...input.itemIds] }),
    onSuccess: async (list) => {
      queryClient.setQueryData(featuredListQueryOptions(list.name).queryKey, list);
      await queryClient.invalidateQueries({ queryKey: FEATURED_QUERY_KEY, refetchType: 'none' });
    },
  });
};
