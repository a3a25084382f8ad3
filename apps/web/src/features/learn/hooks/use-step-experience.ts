import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { recordStep, type TRecordStepResult } from '../api/record-step';
import { useShowExperience } from '../components/experience-dialog';

/**
 * Opens the experience dialog when a tutorial step answers level details (§3.10): the step completed the tutorial,
 * or a mission or pathway with it. The steps' own mutation (POST record/step) is watched in the query client's
 * mutation cache, so the steps need not know about the dialog.
 */
export const useStepExperience = () => {
  const queryClient = useQueryClient();
  const showExperience = useShowExperience();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.mutationFn !== recordStep) return;
        showExperience((event.action.data as TRecordStepResult | undefined)?.levelDetails);
      }),
    [queryClient, showExperience],
  );
};
