import type { TProgressWrite } from '@questline/domain/schemas/progress';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import { useShowExperience } from '../components/experience-dialog';
import type { TLearnExtends, TLearnRecord } from '../learn-types';

export type TRecordStepInput = {
  id: string;
  sectionId: string;
  completed: boolean;
  /** The engine version the page is read for (§2.2 uv): the one the projects and courses holding it follow. */
  uv?: string;
};

/** The engine version a page's extends were read for, which its progress writes are made in (§2.2 uv). */
export const pageVersionOf = (data: TLearnExtends | undefined) => data?.versionData.current ?? undefined;

/**
 * POST /api/learn/record/step (§7.8): the records the step changed (the tutorial's, and those of the missions and
 * pathways its completion completed, and of the projects and courses holding it), the experience earned per
 * category, and the ids of what it completed.
 */
export const recordStep = (input: TRecordStepInput) => apiPost<TProgressWrite>('/api/learn/record/step', input);

/** The record a learner's first step starts, until the server's answer replaces it. */
const startedRecord = (): TLearnRecord => ({
  type: 'tutorial',
  completed: false,
  completedTime: null,
  lastCompletedTime: null,
  updatedTime: new Date().toISOString(),
  withAll: false,
  versionId: null,
  flag: false,
  steps: {},
  answers: [],
  subItems: {},
  recordVersions: {},
  experiencePoints: [],
  nextRecordData: null,
});

const withStep = (data: TLearnExtends, input: TRecordStepInput): TLearnExtends => {
  const record = data.recordMap[input.id] ?? startedRecord();
  return {
    ...data,
    recordMap: {
      ...data.recordMap,
      [input.id]: { ...record, steps: { ...record.steps, [input.sectionId]: { completed: input.completed } } },
    },
  };
};

/**
 * What a progress write's answer does to the page: its records replace the page's (the extends query), and its
 * levelDetails say what a completion earned. A step's record and a passed lab's verification both answer so.
 */
export const useApplyProgress = (extendsKey: QueryKey) => {
  const queryClient = useQueryClient();
  const showExperience = useShowExperience();
  return ({ recordMap, levelDetails }: TProgressWrite) => {
    queryClient.setQueryData<TLearnExtends>(extendsKey, (data) =>
      data ? { ...data, recordMap: { ...data.recordMap, ...recordMap } } : data,
    );
    // A completion that earned experience (the tutorial's, or a mission's or pathway's with it) says so.
    showExperience(levelDetails);
  };
};

/**
 * Marks a step done or not done. The page shows the change at once; the server's records replace it when it
 * answers, and a failure puts the previous state back.
 */
export const useRecordStep = (extendsKey: QueryKey) => {
  const queryClient = useQueryClient();
  const applyProgress = useApplyProgress(extendsKey);
  return useMutation({
    mutationFn: (input: TRecordStepInput) =>
      recordStep({ ...input, uv: pageVersionOf(queryClient.getQueryData<TLearnExtends>(extendsKey)) }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: extendsKey });
      const previous = queryClient.getQueryData<TLearnExtends>(extendsKey);
      if (previous) queryClient.setQueryData(extendsKey, withStep(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(extendsKey, context.previous);
    },
    onSuccess: applyProgress,
  });
};
