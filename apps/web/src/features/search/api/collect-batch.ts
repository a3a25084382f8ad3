import type { TCollectBatchResult } from '@questline/domain/schemas/learner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';

/**
 * POST /api/learn/collect/batch (§2.6 select all): saves the selected items to My Learning in one request, all or
 * none. The saved lists of My Learning are read again afterwards.
 */
export const useSaveSelection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: readonly { id: string; type: string }[]) =>
      apiPost<TCollectBatchResult>('/api/learn/collect/batch', { items }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['myLearning'] }),
  });
};
