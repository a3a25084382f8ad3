import { itemId, type TItemType } from '@questline/domain/ids';
import type { TArchitectureResult } from '@questline/domain/schemas/creator';
import type { TDbOrTx } from '../../db/client';
import { contentTaggedWithSkill } from '../authoring/skill-tagged';
import { presentMapCard } from '../content/content.presenter';
import { findItems, type TContentRow } from '../content/content.repository';
import { presentArchitectureCompetency, presentArchitectureItem, presentArchitectureSkill } from './creator.presenter';
import { listItemsOfTypes } from './creator.repository';

const ofType = (rows: readonly TContentRow[], type: TItemType) => rows.filter((row) => row.type === type);

/**
 * GET /api/creator/architecture: competencies with their skills, each skill with the published content tagged with
 * it (§2.13), and every mission and pathway with its status.
 */
export const learnerArchitecture = async (db: TDbOrTx): Promise<TArchitectureResult> => {
  const rows = await listItemsOfTypes(db, ['competency', 'skill', 'mission', 'pathway']);
  const skillMap: TArchitectureResult['skillMap'] = {};
  const taggedIds = new Set<number>();
  for (const skill of ofType(rows, 'skill')) {
    const tagged = await contentTaggedWithSkill(db, skill.id);
    const contentIds = [...tagged.tutorialIds, ...tagged.projectIds, ...tagged.courseIds];
    for (const id of contentIds) taggedIds.add(id);
    const contentRows = await findItems(db, contentIds);
    const byId = new Map(contentRows.map((row) => [row.id, row]));
    skillMap[itemId('skill', skill.id)] = presentArchitectureSkill(
      skill,
      contentIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [itemId(row.type as TItemType, row.id)] : [];
      }),
    );
  }
  const contentMap = Object.fromEntries(
    (await findItems(db, [...taggedIds])).map((row) => [itemId(row.type as TItemType, row.id), presentMapCard(row)]),
  );
  return {
    competencies: ofType(rows, 'competency').map(presentArchitectureCompetency),
    skillMap,
    contentMap,
    missions: ofType(rows, 'mission').map(presentArchitectureItem),
    pathways: ofType(rows, 'pathway').map(presentArchitectureItem),
  };
};
