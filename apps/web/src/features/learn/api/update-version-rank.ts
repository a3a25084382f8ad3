import type { TRecordVersionRankResult } from '@questline/domain/schemas/progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';

export type TVersionRankInput = { id: string; missionVersionRank: number; pathwayId?: string };

/** POST /api/learn/record/versionRank (§4.5, §7.8): moves the learner's mission record to another version. */
export const updateVersionRank = (input: TVersionRankInput) =>
  apiPost<TRecordVersionRankResult>('/api/learn/record/versionRank', input);

/**
 * Switches the learner to the new version of a mission, then reloads the mission's data (§4.5: the page reloads), so
 * its sets, contents and checkpoint are the new version's.
 */
export const useUpdateVersionRank = (missionSlug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVersionRank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['learn', 'mission', missionSlug] }),
  });
};
