import { itemId, type TItemType } from '@questline/domain/ids';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TTaggedContent } from '@questline/domain/schemas/item';
import type { TDbOrTx } from '../../db/client';
import { presentMapCard } from '../content/content.presenter';
import { findItems, publishedParentEdges, type TContentRow } from '../content/content.repository';
import { idsOf, stringsOf } from './item-refs';

type TTagged = { tutorialIds: number[]; projectIds: number[]; courseIds: number[] };

/** Parent ids once each, in the edges' order. */
const parentsOf = (edges: readonly { parentId: number }[]) => [...new Set(edges.map((edge) => edge.parentId))];

/**
 * The published content tagged with each of the skills (§2.13, §3.8): tutorials naming it among their skills
 * ('skill' edges, written when a tutorial is published), projects holding such tutorials, and courses holding such
 * tutorials or projects. Three queries, however many skills and tutorials.
 */
export const contentTaggedWithEachSkill = async (
  db: TDbOrTx,
  skillIds: readonly number[],
): Promise<Map<number, TTagged>> => {
  const skillEdges = await publishedParentEdges(db, skillIds, 'skill', 'tutorial');
  const projectEdges = await publishedParentEdges(db, parentsOf(skillEdges), 'content', 'project');
  const courseEdges = await publishedParentEdges(
    db,
    [...parentsOf(skillEdges), ...parentsOf(projectEdges)],
    'content',
    'course',
  );
  const holding = (edges: readonly { parentId: number; childId: number }[], childIds: readonly number[]) => {
    const children = new Set(childIds);
    return parentsOf(edges.filter((edge) => children.has(edge.childId)));
  };
  return new Map(
    skillIds.map((skillId) => {
      const tutorialIds = holding(skillEdges, [skillId]);
      const projectIds = holding(projectEdges, tutorialIds);
      const courseIds = holding(courseEdges, [...tutorialIds, ...projectIds]);
      return [skillId, { tutorialIds, projectIds, courseIds }];
    }),
  );
};

/** The published content tagged with one skill. */
export const contentTaggedWithSkill = async (db: TDbOrTx, skillId: number): Promise<TTagged> =>
  (await contentTaggedWithEachSkill(db, [skillId])).get(skillId) ?? { tutorialIds: [], projectIds: [], courseIds: [] };

const mapOf = (rows: readonly TContentRow[], ids: ReadonlySet<number>) =>
  Object.fromEntries(
    rows.filter((row) => ids.has(row.id)).map((row) => [itemId(row.type as TItemType, row.id), presentMapCard(row)]),
  );

/**
 * What a competency save answers when its skillIds changed (§4.1): the preset search of the tutorials, projects and
 * courses tagged with those skills, as maps of their cards; empty maps for an empty list.
 */
export const taggedContent = async (db: TDbOrTx, skillIds: readonly string[]): Promise<TTaggedContent> => {
  const tagged = [...(await contentTaggedWithEachSkill(db, idsOf(skillIds))).values()];
  const tutorialIds = new Set(tagged.flatMap((entry) => entry.tutorialIds));
  const projectIds = new Set(tagged.flatMap((entry) => entry.projectIds));
  const courseIds = new Set(tagged.flatMap((entry) => entry.courseIds));
  const rows = await findItems(db, [...tutorialIds, ...projectIds, ...courseIds]);
  return {
    skillIds: [...skillIds],
    tutorialMap: mapOf(rows, tutorialIds),
    projectMap: mapOf(rows, projectIds),
    courseMap: mapOf(rows, courseIds),
  };
};

/** Whether a competency save changed its skills (their order counts: the editor shows them in order). */
export const skillIdsChanged = (before: TItemDocument | undefined, after: TItemDocument) => {
  const was = stringsOf(before?.skillIds);
  const is = stringsOf(after.skillIds);
  return was.length !== is.length || was.some((id, index) => id !== is[index]);
};
