/**
 * What learners read on skill and competency pages (§2.1 /{type}/{slug}, §3.8, §7.4): the skill's tutorials, the
 * competencies holding it, the content tagged with it, and the viewer's experience in the categories its tutorials
 * award points in (§1, §4.5).
 */
import { z } from 'zod';
import { ZMapCard } from './content';
import { ZCategoryExperience, ZCheckpoint, ZParentLink, ZStatsMap } from './progress';
import { ZRecordMap } from './records';

/**
 * The viewer's standing in each category the page's tutorials award points in, in the order the categories first
 * appear; null for anonymous viewers.
 */
export const ZSkillExperience = z.array(ZCategoryExperience).nullable();

/** skillData of GET /api/learn/skill/{id}/extends. */
export const ZSkillData = z.object({
  allParentIds: z.array(z.string()),
  allParentMap: z.record(z.string(), ZParentLink),
  statsMap: ZStatsMap,
  /** The skill's tutorials the viewer may see, in the skill's order. */
  contentIds: z.array(z.string()),
  tutorialMap: z.record(z.string(), ZMapCard),
  /** Published competencies holding this skill, that the viewer may see. */
  competencyIds: z.array(z.string()),
  competencyMap: z.record(z.string(), ZMapCard),
  /** Published tutorials, projects and courses tagged with the skill (§3.8), by prefixed id. */
  taggedMap: z.record(z.string(), ZMapCard),
  experience: ZSkillExperience,
});
export type TSkillData = z.infer<typeof ZSkillData>;

/** A skill of a competency: its card with how many tutorials the viewer may follow in it, and their duration. */
export const ZCompetencySkillCard = ZMapCard.extend({
  tutorialsCount: z.number().int(),
  /** Minutes: the skill's published duration (its manual one, or its tutorials' sum). */
  duration: z.number().nullable(),
});
export type TCompetencySkillCard = z.infer<typeof ZCompetencySkillCard>;

/** competencyData of GET /api/learn/competency/{id}/extends. */
export const ZCompetencyData = z.object({
  allParentIds: z.array(z.string()),
  allParentMap: z.record(z.string(), ZParentLink),
  statsMap: ZStatsMap,
  /** The competency's skills the viewer may see, in its order. */
  skillIds: z.array(z.string()),
  skillMap: z.record(z.string(), ZCompetencySkillCard),
  /** Published missions naming this competency (§3.3 competencyIds), that the viewer may see. */
  missionIds: z.array(z.string()),
  missionMap: z.record(z.string(), ZMapCard),
  experience: ZSkillExperience,
});
export type TCompetencyData = z.infer<typeof ZCompetencyData>;

const extendsCommon = {
  breadcrumb: z.array(ZParentLink.extend({ url: z.string() })),
  checkpoint: ZCheckpoint.nullable(),
  collectMap: z.record(z.string(), z.boolean()),
  recordMap: ZRecordMap,
  replacementMap: z.record(z.string(), ZMapCard),
};

/** GET /api/learn/skill/{id}/extends. */
export const ZSkillExtends = z.object({ ...extendsCommon, skillData: ZSkillData });
export type TSkillExtends = z.infer<typeof ZSkillExtends>;
/** GET /api/learn/competency/{id}/extends. */
export const ZCompetencyExtends = z.object({ ...extendsCommon, competencyData: ZCompetencyData });
export type TCompetencyExtends = z.infer<typeof ZCompetencyExtends>;
