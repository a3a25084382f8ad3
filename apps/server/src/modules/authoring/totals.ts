import { containedDuration, estimatedPoints } from '@questline/domain/rules/computed';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TDbOrTx } from '../../db/client';
import { findItems } from '../content/content.repository';
import type { TEditableType } from './editable-item';
import { childFacts, idsOf } from './item-refs';

/** The types that contain other items (§3.5): their content is checked, totalled and linked at publish. */
export type TContainerType = 'project' | 'course';
export const isContainer = (type: TEditableType): type is TContainerType => type === 'project' || type === 'course';

/**
 * A project's or course's duration and estimated points (§5), from its published-and-public children; a manual
 * duration, when set, is the duration shown.
 */
export const containerTotals = async (db: TDbOrTx, document: TItemDocument) => {
  const childIds = idsOf(document.contentIds);
  const children = new Map((await findItems(db, childIds)).map((child) => [child.id, childFacts(child)]));
  const ordered = childIds.map((id) => children.get(id));
  return {
    duration: document.withManual === true ? Number(document.manualDuration ?? 0) : containedDuration(ordered),
    estimationPoints: estimatedPoints(ordered),
  };
};

/**
 * A skill's duration (§5): its manual duration when withManual is set, else the sum of the durations of its
 * tutorials that are both published and public.
 */
export const skillDuration = async (db: TDbOrTx, document: TItemDocument) => {
  if (document.withManual === true) return Number(document.manualDuration ?? 0);
  const tutorialIds = idsOf(document.contentIds);
  const tutorials = new Map((await findItems(db, tutorialIds)).map((child) => [child.id, childFacts(child)]));
  return containedDuration(tutorialIds.map((id) => tutorials.get(id)));
};

/** A container's duration and points, a skill's duration, from what it holds now (as its content save computes them). */
export const totalsOf = async (db: TDbOrTx, type: TEditableType, document: TItemDocument): Promise<TItemDocument> => {
  if (isContainer(type)) return containerTotals(db, document);
  if (type === 'skill') return { duration: await skillDuration(db, document) };
  return {};
};
