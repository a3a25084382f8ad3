import { AppError } from '@questline/domain/errors';
import { itemId } from '@questline/domain/ids';
import { changedAssessmentIds, missionAssessmentProblems } from '@questline/domain/rules/assessment-links';
import { lowestSkillLevel, missionDuration } from '@questline/domain/rules/computed';
import { ensureDefaultSet, internalOnlySetProblems, type TAssessment, type TSet } from '@questline/domain/rules/editor';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TDbOrTx } from '../../db/client';
import { findItems, type TContentRow } from '../content/content.repository';
import { pathwaysAssessing } from '../learn/progress.repository';
import {
  byItemId,
  childFacts,
  idsOf,
  isInternalOnly,
  listOf,
  pathsOf,
  refuseUnpublished,
  stringsOf,
  type TEdges,
} from './item-refs';

/** What mission validate answers (§4.2): whether publishing makes a new version, and what changed. */
export type TVersionChange = { isChangeVersion: boolean; changedIds: string[] };

type TVersioned = { assessmentItem: TAssessment[]; customContents: TSet[]; defaultSet: string | null };

const versionedOf = (document: TItemDocument): TVersioned => ({
  assessmentItem: listOf(document.assessmentItem) as TAssessment[],
  customContents: listOf(document.customContents) as TSet[],
  defaultSet: typeof document.defaultSet === 'string' ? document.defaultSet : null,
});

/**
 * Whether a mission about to be published is a new version of the published one (§4.2): its assessment (items,
 * relations or order), the contents of a set (added, removed or changed sets; order within a set does not count)
 * or its default set differ. `changedIds` names the assessment items, sets and contents that differ. Nothing is a
 * change before the first publish.
 */
export const missionVersionChange = (published: TItemDocument | null, next: TVersioned): TVersionChange => {
  if (!published) return { isChangeVersion: false, changedIds: [] };
  const before = versionedOf(published);
  const changed = new Set(changedAssessmentIds(before.assessmentItem, next.assessmentItem));

  const setsBefore = new Map(before.customContents.map((set) => [set.id, new Set(set.contentIds)]));
  const setsNext = new Map(next.customContents.map((set) => [set.id, new Set(set.contentIds)]));
  for (const id of new Set([...setsBefore.keys(), ...setsNext.keys()])) {
    const was = setsBefore.get(id) ?? new Set<string>();
    const is = setsNext.get(id) ?? new Set<string>();
    const difference = [...was, ...is].filter((content) => !(was.has(content) && is.has(content)));
    if (difference.length === 0 && setsBefore.has(id) === setsNext.has(id)) continue;
    changed.add(id);
    for (const content of difference) changed.add(content);
  }

  if (before.defaultSet !== next.defaultSet) {
    for (const id of [before.defaultSet, next.defaultSet]) if (id) changed.add(id);
  }
  return { isChangeVersion: changed.size > 0, changedIds: [...changed] };
};

/**
 * §5 save-time invalidity: a mission that is not internal-only may not hold internal-only tutorials or quizzes in its
 * sets. The messages name each offending set and item.
 */
export const missionSetProblems = (
  internalOnly: boolean,
  sets: readonly TSet[],
  rows: ReadonlyMap<string, TContentRow>,
) => {
  const items = new Map(
    [...rows].map(([id, row]) => [
      id,
      {
        title: row.card?.title ?? String(row.draft.title ?? ''),
        type: row.type,
        internalOnly: isInternalOnly(row),
      },
    ]),
  );
  return internalOnlySetProblems({ internalOnly }, sets, items);
};

/** A mission's prerequisites may not lead back to it through the published missions they require (§4.4). */
const refuseCycle = async (db: TDbOrTx, missionId: number, prerequisiteIds: readonly number[]) => {
  const seen = new Set<number>();
  let frontier = [...prerequisiteIds];
  while (frontier.length) {
    if (frontier.includes(missionId))
      throw new AppError('mission_InvalidParameter_map', {
        fields: [{ path: 'prerequisiteIds', key: 'mission_InvalidParameter_map' }],
      });
    for (const id of frontier) seen.add(id);
    const rows = await findItems(db, frontier);
    frontier = rows.flatMap((row) => idsOf(row.published?.prerequisiteIds)).filter((id) => !seen.has(id));
  }
};

/**
 * What publishing a mission checks, derives and links (§3.3, §4.2, §5): no internal-only content in the sets of a
 * public mission; set contents, assessment items, prerequisites and competencies published; an assessment that can
 * complete while a published pathway's assessment names the mission; the default set (the first set when none is
 * chosen), the duration of the default set, the lowest skill level of its contents, and the version rank, raised by
 * one when the publish is a new version.
 */
export const missionPublishPlan = async (db: TDbOrTx, row: TContentRow, fields: TItemDocument) => {
  const sets = listOf(fields.customContents) as TSet[];
  const defaultSet = ensureDefaultSet(sets, typeof fields.defaultSet === 'string' ? fields.defaultSet : null);
  const assessment = listOf(fields.assessmentItem) as TAssessment[];
  const prerequisiteIds = stringsOf(fields.prerequisiteIds);
  const competencyIds = stringsOf(fields.competencyIds);
  const setContentIds = sets.flatMap((set) => set.contentIds);
  const rows = byItemId(
    await findItems(
      db,
      idsOf([...setContentIds, ...assessment.map((entry) => entry.value), ...prerequisiteIds, ...competencyIds]),
    ),
  );

  const [problem] = missionSetProblems(fields.internalOnly === true, sets, rows);
  if (problem)
    throw new AppError(problem.key, { params: problem.params, fields: [{ path: 'customContents', key: problem.key }] });
  refuseUnpublished(
    sets.flatMap((set, index) => pathsOf(`customContents.${index}.contentIds`, set.contentIds)),
    rows,
    'content_InvalidParameter_unpublished',
  );
  refuseUnpublished(
    pathsOf(
      'assessmentItem',
      assessment.map((entry) => entry.value),
    ).map((entry) => ({ ...entry, path: `${entry.path}.value` })),
    rows,
    'mission_InvalidParameter_assessments',
  );
  const assessedBy = await pathwaysAssessing(db, [itemId('mission', row.id)]);
  const [pathwayProblem] = missionAssessmentProblems(
    assessment,
    assessedBy.map((pathway) => itemId('pathway', pathway.id)),
  );
  if (pathwayProblem)
    throw new AppError(pathwayProblem.key, {
      fields: [pathwayProblem],
      params: { ids: assessedBy.map((pathway) => itemId('pathway', pathway.id)).join(', ') },
    });
  refuseUnpublished(pathsOf('prerequisiteIds', prerequisiteIds), rows, 'mission_InvalidParameter_map');
  refuseUnpublished(pathsOf('competencyIds', competencyIds), rows, 'mission_InvalidParameter_competency');
  await refuseCycle(db, row.id, idsOf(prerequisiteIds));

  const facts = new Map([...rows].map(([id, item]) => [id, childFacts(item)]));
  const defaultContents = sets.find((set) => set.id === defaultSet)?.contentIds ?? [];
  const published = row.status === 'published' ? row.published : null;
  const change = missionVersionChange(published, { assessmentItem: assessment, customContents: sets, defaultSet });
  const rank = typeof published?.versionRank === 'number' ? published.versionRank : 1;
  const edges: TEdges = {
    content: idsOf(setContentIds),
    prerequisite: idsOf(prerequisiteIds),
    competency: idsOf(competencyIds),
  };
  return {
    fields: {
      defaultSet,
      duration: missionDuration({ defaultSet, customContents: sets }, facts),
      // A document holds no skill level rather than null (§3.1): undefined leaves the field out.
      skillLevel: lowestSkillLevel(defaultContents.map((id) => facts.get(id) ?? { id })) ?? undefined,
      versionRank: published ? rank + (change.isChangeVersion ? 1 : 0) : 1,
    },
    edges,
    change,
  };
};
