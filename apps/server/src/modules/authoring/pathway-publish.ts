import { lowestSkillLevel, pathwayEstimatedDuration, type TMissionSets } from '@questline/domain/rules/computed';
import type { TAssessment } from '@questline/domain/rules/editor';
import type { TDbOrTx } from '../../db/client';
import { findItems } from '../content/content.repository';
import {
  byItemId,
  childFacts,
  idsOf,
  listOf,
  pathsOf,
  refuseUnpublished,
  stringsOf,
  type TDocument,
  type TEdges,
} from './item-refs';

/**
 * What publishing a pathway checks, derives and links (§3.2, §5): its missions, assessment items and highlights
 * published; its skill level the lowest of its missions', its estimated duration the sum of its missions'
 * default-set durations (minutes), both read from the missions' published documents.
 */
export const pathwayPublishPlan = async (db: TDbOrTx, fields: TDocument) => {
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

  const missions = missionIds.map((id) => (rows.get(id)?.published ?? {}) as TDocument & TMissionSets);
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
      skillLevel:
        lowestSkillLevel(missions.map((mission) => ({ skillLevel: mission.skillLevel as string | undefined }))) ??
        undefined,
      estimatedDuration: pathwayEstimatedDuration(missions, facts),
    },
    edges,
  };
};
