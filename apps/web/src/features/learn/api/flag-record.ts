import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import type { TFlagResult, TLearnExtends } from '../learn-types';

/** POST /api/learn/record/flag (§4.5, §7.8): resumes the checkpoint of a mission or pathway. */
export const flagRecord = (input: { id: string }) => apiPost<TFlagResult>('/api/learn/record/flag', input);

/** Resume checkpoint: the flagged record goes into the page's extends; the caller opens what the transition asks. */
export const useFlagRecord = (extendsKey: QueryKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: flagRecord,
    onSuccess: (result) =>
      queryClient.setQueryData<TLearnExtends>(extendsKey, (data) =>
        data ? { ...data, recordMap: { ...data.recordMap, ...result.recordMap } } : data,
      ),
  });
};
