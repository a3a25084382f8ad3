import { AppError } from '@questline/domain/errors';
import { pathwayAssessmentProblems } from '@questline/domain/rules/assessment-links';
import { lowestSkillLevel, pathwayEstimatedDuration, type TMissionSets } from '@questline/domain/rules/computed';
import type { TAssessment, TSet } from '@questline/domain/rules/editor';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TDbOrTx } from '../../db/client';
import { findItems } from '../content/content.repository';
import { byItemId, childFacts, idsOf, listOf, pathsOf, refuseUnpublished, stringsOf, type TEdges } from './item-refs';

/** What a pathway's totals read of one of its missions' published documents. */
const missionFacts = (document: TItemDocument): TMissionSets & { skillLevel?: string } => ({
  defaultSet: typeof document.defaultSet === 'string' ? document.defaultSet : null,
  customContents: listOf(document.customContents) as TSet[],
  skillLevel: typeof document.skillLevel === 'string' ? document.skillLevel : undefined,
});

/**
 * What publishing a pathway checks, derives and links (§3.2, §5): its missions, assessment items and highlights
 * published, and each mission its assessment items name able to complete (its published assessment not empty); its
 * skill level the lowest of its missions', its estimated duration the sum of its missions' default-set durations
 * (minutes), both read from the missions' published documents.
 */
export const pathwayPublishPlan = async (db: TDbOrTx, fields: TItemDocument) => {
  const missionIds = stringsOf(fields.missionIds);
  const assessment = listOf(fields.assessmentItems) as TAssessment[];
  const highlightIds = stringsOf(fields.highlightIds);
  const rows = byItemId(
    await findItems(db, idsOf([...missionIds, ...assessment.map((entry) => entry.value), ...highlightIds])),
  );
  refuseUnpublished(pathsOf('missionIds', missionIds), rows, 'content_InvalidParameter_unpublished');
  refuseUnpublished(
    assessment.map((entry, index) => ({ path: `assessmentItems.${index}.value`, id: entry.value })),
    rows,
    'pathway_InvalidParameter_assessments',
  );
  refuseUnpublished(pathsOf('highlightIds', highlightIds), rows, 'pathway_InvalidParameter_highlight');
  const assessedMissions = new Map(
    assessment.flatMap((entry) => {
      const mission = rows.get(entry.value);
      return mission?.type === 'mission'
        ? [[entry.value, listOf(mission.published?.assessmentItem) as TAssessment[]] as const]
        : [];
    }),
  );
  const missionProblems = pathwayAssessmentProblems(assessment, assessedMissions);
  const [missionProblem] = missionProblems;
  if (missionProblem) throw new AppError(missionProblem.key, { fields: missionProblems });

  const missions = missionIds.map((id) => missionFacts(rows.get(id)?.published ?? {}));
  const contents = byItemId(
    await findItems(
      db,
      idsOf(missions.flatMap((mission) => (mission.customContents ?? []).flatMap((set) => set.contentIds))),
    ),
  );
  const facts = new Map([...contents].map(([id, item]) => [id, childFacts(item)]));
  const edges: TEdges = { mission: idsOf(missionIds) };
  return {
    fields: {
      // A document holds no skill level rather than null (§3.1): undefined leaves the field out.
      skillLevel: lowestSkillLevel(missions) ?? undefined,
      estimatedDuration: pathwayEstimatedDuration(missions, facts),
    },
    edges,
  };
};
