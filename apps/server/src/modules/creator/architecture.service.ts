import { itemId, type TItemType } from '@questline/domain/ids';
import type { TArchitectureResult } from '@questline/domain/schemas/creator';
import type { TDbOrTx } from '../../db/client';
import { contentTaggedWithEachSkill } from '../authoring/skill-tagged';
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
  const skills = ofType(rows, 'skill');
  // What each skill tags, and the cards of all of it: a handful of queries however many skills there are.
  const tagged = await contentTaggedWithEachSkill(
    db,
    skills.map((skill) => skill.id),
  );
  const taggedOf = (skillId: number) => {
    const entry = tagged.get(skillId);
    return entry ? [...entry.tutorialIds, ...entry.projectIds, ...entry.courseIds] : [];
  };
  const contentRows = await findItems(db, [...new Set(skills.flatMap((skill) => taggedOf(skill.id)))]);
  const byId = new Map(contentRows.map((row) => [row.id, row]));
  const prefixed = (id: number) => {
    const row = byId.get(id);
    return row ? [itemId(row.type as TItemType, row.id)] : [];
  };
  const skillMap: TArchitectureResult['skillMap'] = Object.fromEntries(
    skills.map((skill) => [
      itemId('skill', skill.id),
      presentArchitectureSkill(skill, taggedOf(skill.id).flatMap(prefixed)),
    ]),
  );
  const contentMap = Object.fromEntries(
    contentRows.map((row) => [itemId(row.type as TItemType, row.id), presentMapCard(row)]),
  );
  return {
    competencies: ofType(rows, 'competency').map(presentArchitectureCompetency),
    skillMap,
    contentMap,
    missions: ofType(rows, 'mission').map(presentArchitectureItem),
    pathways: ofType(rows, 'pathway').map(presentArchitectureItem),
  };
};
