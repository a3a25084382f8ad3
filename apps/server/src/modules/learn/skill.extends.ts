import { itemId, type TItemType } from '@questline/domain/ids';
import { levelAt, mergePoints } from '@questline/domain/rules/levels';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TExperience } from '@questline/domain/schemas/progress';
import type { TCompetencyData, TCompetencyExtends, TSkillData, TSkillExtends } from '@questline/domain/schemas/skills';
import type { TDbOrTx } from '../../db/client';
import { contentTaggedWithSkill } from '../authoring/skill-tagged';
import { presentMapCard } from '../content/content.presenter';
import { findItems, publishedParentIds, type TContentRow } from '../content/content.repository';
import { learnerCanSee, type TViewer } from './learn.policy';
import { presentRecordMap } from './learn.presenter';
import { experienceOf } from './learn.repository';
import { documentOf, idsOfType, numericIds, pointsOf } from './progress.checkpoint';
import { shownRows, type TExtendsContext, viewerMaps } from './progress.extends';

const idOf = (row: TContentRow) => itemId(row.type as TItemType, row.id);
const cardsOf = (rows: readonly TContentRow[]) =>
  Object.fromEntries(rows.map((row) => [idOf(row), presentMapCard(row)]));

/** The rows of `ids` that are shown, in the order of `ids`. */
const inOrder = (ids: readonly string[], shown: readonly TContentRow[]) => {
  const byId = new Map(shown.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * The viewer's standing (§1 XP and levels per skill category) in the categories the tutorials award points in, in
 * the order they first appear. Null for anonymous viewers.
 */
const experienceIn = async (
  db: TDbOrTx,
  viewer: TViewer,
  tutorials: readonly TContentRow[],
): Promise<TExperience['categories'] | null> => {
  if (!viewer) return null;
  const categories = mergePoints(tutorials.flatMap((row) => pointsOf(documentOf(row)))).map((gain) => gain.categoryId);
  if (!categories.length) return [];
  // As GET /api/learn/record/experience reads it: the stored totals, placed on the domain's level table.
  const totals = await experienceOf(db, viewer.id);
  return categories.map((categoryId) => {
    const totalPoint = totals.get(categoryId) ?? 0;
    return { categoryId, totalPoint, ...levelAt(categoryId, totalPoint) };
  });
};

const common = (ctx: TExtendsContext, maps: Awaited<ReturnType<typeof viewerMaps>>) => ({
  breadcrumb: ctx.breadcrumb,
  checkpoint: null,
  collectMap: maps.collectMap,
  recordMap: presentRecordMap(maps.records),
  replacementMap: {},
});

/**
 * GET /api/learn/skill/{id}/extends (§3.8, §7.4): the skill's tutorials in order, the published competencies holding
 * it, the published content tagged with it, and the viewer's experience in the categories its tutorials award.
 */
export const skillExtends = async (db: TDbOrTx, ctx: TExtendsContext): Promise<TSkillExtends> => {
  const { row, document, viewer } = ctx;
  const tutorialIds = idsOfType(document.contentIds, 'tutorial');
  const [competencyIds, tagged] = await Promise.all([
    publishedParentIds(db, row.id, 'skill', 'competency'),
    contentTaggedWithSkill(db, row.id),
  ]);
  const taggedIds = [...tagged.tutorialIds, ...tagged.projectIds, ...tagged.courseIds];
  const related = await findItems(db, [...new Set([...numericIds(tutorialIds), ...competencyIds, ...taggedIds])]);
  const shown = shownRows(related, ctx);
  const tutorials = inOrder(tutorialIds, shown);
  const shownById = new Map(shown.map((item) => [item.id, item]));
  const competencies = competencyIds.flatMap((id) => {
    const item = shownById.get(id);
    return item && learnerCanSee(item, viewer) ? [item] : [];
  });
  const taggedRows = taggedIds.flatMap((id) => {
    const item = shownById.get(id);
    return item && learnerCanSee(item, viewer) ? [item] : [];
  });
  const [maps, experience] = await Promise.all([
    viewerMaps(db, viewer, [row, ...tutorials]),
    experienceIn(db, viewer, tutorials),
  ]);
  const skillData: TSkillData = {
    allParentIds: ctx.allParentIds,
    allParentMap: ctx.allParentMap,
    statsMap: maps.statsMap,
    contentIds: tutorials.map(idOf),
    tutorialMap: cardsOf(tutorials),
    competencyIds: competencies.map(idOf),
    competencyMap: cardsOf(competencies),
    taggedMap: cardsOf(taggedRows),
    experience,
  };
  return { ...common(ctx, maps), skillData };
};

/**
 * GET /api/learn/competency/{id}/extends (§3.8, §7.4): its skills in order with their tutorial counts, the
 * published missions building it (§3.3 competencyIds), and the viewer's experience over the skills' tutorials.
 */
export const competencyExtends = async (db: TDbOrTx, ctx: TExtendsContext): Promise<TCompetencyExtends> => {
  const { row, document, viewer } = ctx;
  const skillIds = idsOfType(document.skillIds, 'skill');
  const [skillRows, missionIds] = await Promise.all([
    findItems(db, numericIds(skillIds)),
    publishedParentIds(db, row.id, 'competency', 'mission'),
  ]);
  const skills = inOrder(skillIds, shownRows(skillRows, ctx));
  const tutorialIdsOf = (skill: TContentRow) => idsOfType(documentOf(skill).contentIds, 'tutorial');
  const related = await findItems(db, [...new Set([...numericIds(skills.flatMap(tutorialIdsOf)), ...missionIds])]);
  const visible = new Map(related.filter((item) => learnerCanSee(item, viewer)).map((item) => [idOf(item), item]));
  const missions = missionIds.flatMap((id) => visible.get(itemId('mission', id)) ?? []);
  const skillTutorials = new Map(
    skills.map((skill) => [skill.id, tutorialIdsOf(skill).flatMap((id) => visible.get(id) ?? [])]),
  );
  const tutorials = [...new Map([...skillTutorials.values()].flat().map((item) => [item.id, item])).values()];
  const [maps, experience] = await Promise.all([
    viewerMaps(db, viewer, [row, ...skills]),
    experienceIn(db, viewer, tutorials),
  ]);
  const competencyData: TCompetencyData = {
    allParentIds: ctx.allParentIds,
    allParentMap: ctx.allParentMap,
    statsMap: maps.statsMap,
    skillIds: skills.map(idOf),
    skillMap: Object.fromEntries(
      skills.map((skill) => {
        const card = presentMapCard(skill);
        return [idOf(skill), { ...card, tutorialsCount: skillTutorials.get(skill.id)?.length ?? 0 }];
      }),
    ),
    missionIds: missions.map(idOf),
    missionMap: cardsOf(missions),
    experience,
  };
  return { ...common(ctx, maps), competencyData };
};

/** A tutorial's skills (§3.4 skillMap) as its learner page links them: the published ones, in the tutorial's order. */
export const tutorialSkillMap = async (db: TDbOrTx, document: TItemDocument, viewer: TViewer) => {
  const skillIds = idsOfType(document.skillIds, 'skill');
  const visible = (await findItems(db, numericIds(skillIds))).filter((row) => learnerCanSee(row, viewer));
  return cardsOf(inOrder(skillIds, visible));
};
