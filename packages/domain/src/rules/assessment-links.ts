/**
 * How a mission's checkpoint and the pathway checkpoints that name the mission hold together (§3.2, §3.3, §4.5, §8
 * mission_InvalidParameter_pathway_assessments and pathway_InvalidParameter_mission_assessments; reading in
 * docs/decisions/0074-readings-of-the-spec-gaps.md).
 */
import type { TFieldError } from '../errors';
import type { TAssessment } from './editor';

/**
 * A mission completes only through its checkpoint, and a checkpoint without assessment items has no group to
 * complete (§4.5): such a mission can never be completed, so no pathway checkpoint may wait on it.
 */
export const isCompletableAssessment = (assessment: readonly TAssessment[]) => assessment.length > 0;

/**
 * A mission about to be published that published pathways name in their assessment items (`assessedBy`, their ids)
 * must keep a checkpoint that can complete: its assessment list is refused at the field otherwise.
 */
export const missionAssessmentProblems = (
  assessment: readonly TAssessment[],
  assessedBy: readonly string[],
): TFieldError[] =>
  assessedBy.length > 0 && !isCompletableAssessment(assessment)
    ? [{ path: 'assessmentItem', key: 'mission_InvalidParameter_pathway_assessments' }]
    : [];

/**
 * A pathway about to be published may name in its assessment items only missions whose published checkpoint can
 * complete: `missionAssessments` holds the assessment list of every mission the pathway's items name (items of other
 * types are not looked up). Each offending item is refused at its own field.
 */
export const pathwayAssessmentProblems = (
  assessment: readonly TAssessment[],
  missionAssessments: ReadonlyMap<string, readonly TAssessment[]>,
): TFieldError[] =>
  assessment.flatMap((entry, index) => {
    const missionAssessment = missionAssessments.get(entry.value);
    return missionAssessment && !isCompletableAssessment(missionAssessment)
      ? [{ path: `assessmentItems.${index}.value`, key: 'pathway_InvalidParameter_mission_assessments' as const }]
      : [];
  });

/**
 * The items of an assessment list that changed between two versions (§4.1, §4.2): an item whose place, relation or
 * presence differs, named once, in the order met (the earlier version's item first at each place).
 */
export const changedAssessmentIds = (before: readonly TAssessment[], after: readonly TAssessment[]): string[] => {
  const changed = new Set<string>();
  const longest = Math.max(before.length, after.length);
  for (let index = 0; index < longest; index++) {
    const was = before[index];
    const is = after[index];
    if (was?.value === is?.value && was?.op === is?.op) continue;
    if (was) changed.add(was.value);
    if (is) changed.add(is.value);
  }
  return [...changed];
};
