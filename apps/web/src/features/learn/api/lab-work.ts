import type { TProgressWrite } from '@questline/domain/schemas/progress';
import { type QueryKey, queryOptions, useMutation } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../api/client';
import { useApplyProgress } from './record-step';

/** One lab step of a tutorial: the tutorial's prefixed id and the step's id. */
export type TLabStepRef = { id: string; sectionId: string };

/** The learner's kept code of a lab step (null before their first save) and when they passed it (null until then). */
export type TLabWork = { code: string | null; passedTime: string | null };

/** What the server says of each check when every one passed on its run, and the records the completion wrote. */
export type TLabVerified = {
  results: { passed: boolean; error?: { message: string; line?: number } }[];
  progress: TProgressWrite;
};

const labPath = ({ id, sectionId }: TLabStepRef) =>
  `/api/learn/tutorial/${encodeURIComponent(id)}/lab/${encodeURIComponent(sectionId)}`;

/** GET /api/learn/tutorial/{id}/lab/{sectionId}: the signed-in learner's code of a lab step. */
export const fetchLabWork = (step: TLabStepRef) => apiGet<TLabWork>(labPath(step));

/** PUT /api/learn/tutorial/{id}/lab/{sectionId}: keeps the learner's code as they type (autosave). */
export const saveLabWork = (input: TLabStepRef & { code: string }) =>
  apiPut<{ updatedTime: string }>(labPath(input), { code: input.code });

/**
 * POST /api/learn/tutorial/{id}/lab/{sectionId}/verify: the server runs the checks again on `code` against the lab's
 * `version` and records the step complete when every one passes; otherwise it answers lab_checks_failed, lab_stale,
 * lab_timeout or lab_memory.
 */
export const verifyLab = (input: TLabStepRef & { code: string; version: string }) =>
  apiPost<TLabVerified>(`${labPath(input)}/verify`, { code: input.code, version: input.version });

export const labWorkQueryOptions = (step: TLabStepRef) =>
  queryOptions({
    queryKey: ['learn', 'lab-work', step.id, step.sectionId],
    queryFn: () => fetchLabWork(step),
    // The editor reads it once, when it opens; the learner's own typing is newer than any later read.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** A passed lab's completion: its records go into the page's extends as a step record's do. */
export const useVerifyLab = (extendsKey: QueryKey) => {
  const applyProgress = useApplyProgress(extendsKey);
  return useMutation({ mutationFn: verifyLab, onSuccess: ({ progress }) => applyProgress(progress) });
};
