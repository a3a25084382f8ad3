import type { TCollectResult } from '@questline/domain/schemas/learner';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import type { TLearnExtends } from '../learn-types';

/** POST /api/learn/collect/toggle (§2.9): saves {id, type} for later, or takes it back. */
export const toggleCollect = (input: { id: string; type: string }) =>
  apiPost<TCollectResult>('/api/learn/collect/toggle', input);

/** The toggle, written into the page's extends so the button and its count follow the server's answer. */
export const useToggleCollect = (extendsKey: QueryKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCollect,
    // A reload of the extends already on its way read the state before this toggle: it must not land after it.
    onMutate: () => queryClient.cancelQueries({ queryKey: extendsKey }),
    onSuccess: (result) => {
      queryClient.setQueryData<TLearnExtends>(extendsKey, (data) =>
        data
          ? {
              ...data,
              collectMap: { ...data.collectMap, [result.id]: result.collected },
              statsMap: {
                ...data.statsMap,
                [result.id]: {
                  commentCount: 0,
                  viewCount: 0,
                  ...data.statsMap[result.id],
                  collectCount: result.collectCount,
                },
              },
            }
          : data,
      );
    },
  });
};
