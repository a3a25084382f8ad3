import { itemId, type TItemType } from '@questline/domain/ids';
import type { TDbOrTx } from '../../db/client';
import { presentMapCard } from '../content/content.presenter';
import { findItems, publishedParentIds, type TContentRow } from '../content/content.repository';
import { idsOf, stringsOf, type TDocument } from './item-refs';

/** Numeric ids once each, in first-seen order. */
const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Published items of `type` holding any of `childIds` as content. */
const publishedHolders = async (db: TDbOrTx, childIds: readonly number[], type: 'project' | 'course') => {
  const found: number[] = [];
  for (const childId of childIds) found.push(...(await publishedParentIds(db, childId, 'content', type)));
  return unique(found);
};

/**
 * The published content tagged with one skill (§2.13, §3.8): tutorials naming it among their skills ('skill' edges,
 * written when a tutorial is published), projects holding such tutorials, and courses holding such tutorials or
 * projects.
 */
export const contentTaggedWithSkill = async (db: TDbOrTx, skillId: number) => {
  const tutorialIds = await publishedParentIds(db, skillId, 'skill', 'tutorial');
  const projectIds = await publishedHolders(db, tutorialIds, 'project');
  const courseIds = await publishedHolders(db, [...tutorialIds, ...projectIds], 'course');
  return { tutorialIds, projectIds, courseIds };
};

const mapOf = (rows: readonly TContentRow[], ids: ReadonlySet<number>) =>
  Object.fromEntries(
    rows.filter((row) => ids.has(row.id)).map((row) => [itemId(row.type as TItemType, row.id), presentMapCard(row)]),
  );

/**
 * What a competency save answers when its skillIds changed (§4.1): the preset search of the tutorials, projects and
 * courses tagged with those skills, as maps of their cards; empty maps for an empty list.
 */
export const taggedContent = async (db: TDbOrTx, skillIds: readonly string[]) => {
  const tutorialIds = new Set<number>();
  const projectIds = new Set<number>();
  const courseIds = new Set<number>();
  for (const skillId of idsOf(skillIds)) {
    const tagged = await contentTaggedWithSkill(db, skillId);
    for (const id of tagged.tutorialIds) tutorialIds.add(id);
    for (const id of tagged.projectIds) projectIds.add(id);
    for (const id of tagged.courseIds) courseIds.add(id);
  }
  const rows = await findItems(db, [...tutorialIds, ...projectIds, ...courseIds]);
  return {
    skillIds: [...skillIds],
    tutorialMap: mapOf(rows, tutorialIds),
    projectMap: mapOf(rows, projectIds),
    courseMap: mapOf(rows, courseIds),
  };
};

/** Whether a competency save changed its skills (their order counts: the editor shows them in order). */
export const skillIdsChanged = (before: TDocument | undefined, after: TDocument) => {
  const was = stringsOf(before?.skillIds);
  const is = stringsOf(after.skillIds);
  return was.length !== is.length || was.some((id, index) => id !== is[index]);
};
