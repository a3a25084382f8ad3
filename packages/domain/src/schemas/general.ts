/** The general forms and their payloads (§2.13, §3.9, §5, §7.1): one schema per type, the educator and solution plans. */
import { z } from 'zod';
import { AGE_OPTIONS, LIMITS, MIN_AGE } from '../constants';
import {
  itemIdOf,
  needed,
  optionalRichText,
  optionalText,
  requiredRichText,
  requiredText,
  requiredUrl,
  type TMode,
  uniqueIds,
  ZContentLanguage,
  ZLanguageDefaultEn,
  ZMediaId,
  ZMinutes,
  ZOptionalMediaId,
  ZSkillLevel,
  ZUserId,
} from './fields';

/** Materials of an educator or solution plan (§3.9): links {name, url} or uploaded files {attachmentId}. */
export const ZMaterial = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), name: requiredText(200), url: requiredUrl() }),
  /** `size` in bytes: the server writes the stored file's own size over whatever the form sent. */
  z.object({
    type: z.literal('file'),
    attachmentId: ZMediaId,
    name: optionalText(200),
    size: z.number().int().nonnegative().optional(),
  }),
]);
export type TMaterial = z.infer<typeof ZMaterial>;
export const ZMaterials = z.array(ZMaterial).max(100).default([]);

const ZAge = z
  .number()
  .int()
  .refine((age) => AGE_OPTIONS.includes(age), { error: 'invalid_request' })
  .nullable();

/** Age range {min, max} (§3.1, §3.9): either side may be open; a set min never exceeds a set max. */
export const ZAgeRange = z
  .object({ min: ZAge.default(null), max: ZAge.default(null) })
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, {
    error: 'invalid_request',
    path: ['max'],
  });

/** The educator plan (§3.9, §5): description needed to publish, everything else optional; instruction in minutes. */
export const educatorPlanForm = (mode: TMode) =>
  z.object({
    description: needed(mode, requiredRichText()),
    outcome: optionalRichText(),
    objectives: optionalRichText(),
    alignment: optionalRichText(),
    preparation: optionalRichText(),
    materials: ZMaterials,
    ageRange: ZAgeRange.default({ min: MIN_AGE, max: null }),
    instruction: ZMinutes.default(0),
  });
export const ZEducatorPlan = educatorPlanForm('publish');
export type TEducatorPlan = z.infer<typeof ZEducatorPlan>;

/** A tutorial's suggested solution (§3.4): shown on request to signed-in learners. */
export const solutionPlanForm = (mode: TMode) =>
  z.object({
    requiredComplete: z.boolean().default(false),
    body: needed(mode, requiredRichText()),
    materials: ZMaterials,
  });
export type TSolutionPlan = z.infer<ReturnType<typeof solutionPlanForm>>;

/** Internal IDs carry their type's prefix (§5). */
export const SKILL_ID_PREFIX = 'Skill-';
export const COMPETENCY_ID_PREFIX = 'Comp-';
const internalId = (prefix: string, key: 'error_prefix_skill' | 'error_prefix_competency') =>
  requiredText(100).refine((value) => value.startsWith(prefix) && value.length > prefix.length, { error: key });

/** An engine version range as stored: 'min_max', '_' for all versions (§3.1). */
export const ZVersionRange = z.string().regex(/^[\w.-]*_[\w.-]*$/, { error: 'invalid_version_range' });

/** The general form of each type (§2.13, §5, §7.1), for a draft save or for publishing. */
export const generalForms = (mode: TMode) => {
  const need = <T extends z.ZodType>(schema: T) => needed(mode, schema);
  /** Every general form has a language, a title and a description (§5 table). */
  const common = {
    language: need(ZContentLanguage),
    title: need(requiredText(200)),
    description: need(requiredRichText()),
  };
  /** Pathway, mission, skill and competency: the language defaults to en (§3). */
  const commonDefaultEn = { ...common, language: ZLanguageDefaultEn };
  /** The overview video and its title (§3.4): the title defaults to the video's, else the item's. */
  const overviewVideo = { overviewVideoId: ZOptionalMediaId, overviewVideoTitle: optionalText(200) };
  /** Tutorial, project and course: thumbnail and owner are needed too (§5). */
  const authored = { ...common, ...overviewVideo, thumbnailId: need(ZMediaId), ownerId: need(ZUserId) };
  const educatorPlan = educatorPlanForm(mode).nullable().default(null);

  return {
    tutorial: z.object({
      ...authored,
      // §5 limits a tutorial title to 135 characters; a longer title names the limit in its own key.
      title: need(
        requiredText(1000).refine((title) => title.length <= LIMITS.tutorialTitleLength, {
          error: 'tutorial_title_too_long',
        }),
      ),
      isExercise: z.boolean().default(false),
      educatorPlan,
      solutionPlan: solutionPlanForm(mode).nullable().default(null),
    }),
    project: z.object({ ...authored, objective: optionalRichText(), educatorPlan }),
    course: z.object({ ...authored, careerGoals: optionalRichText(), educatorPlan }),
    /** The thumbnail is optional here (§5); going live needs one (§8 empty_thumbnail, checked at publish). */
    liveSession: z.object({ ...common, thumbnailId: ZOptionalMediaId, ownerId: need(ZUserId) }),
    /** As the authored types plus an objective, without overview video (§5, §7.1). */
    quiz: z.object({
      ...common,
      thumbnailId: need(ZMediaId),
      ownerId: need(ZUserId),
      objective: need(requiredRichText()),
    }),
    mission: z.object({
      ...commonDefaultEn,
      ...overviewVideo,
      shortDescription: optionalText(300),
      thumbnailId: need(ZMediaId),
      badgeThumbnailId: need(ZMediaId),
      competencyIds: uniqueIds(itemIdOf('competency')).default([]),
    }),
    pathway: z.object({
      ...commonDefaultEn,
      ...overviewVideo,
      strapline: optionalText(200),
      shortDescription: optionalText(300),
      thumbnailId: need(ZMediaId),
      /** The badge a learner earns on completion. */
      acclaimBadge: need(ZMediaId),
      overviewVideoDescription: optionalText(2000),
      /** §5: recommended next pathways hold no duplicates. */
      recommendedNextPathways: uniqueIds(itemIdOf('pathway'), { max: 20 }).default([]),
      educatorResources: z
        .object({ summary: optionalRichText(), files: ZMaterials })
        .default({ summary: undefined, files: [] }),
    }),
    skill: z.object({
      ...commonDefaultEn,
      internalID: need(internalId(SKILL_ID_PREFIX, 'error_prefix_skill')),
      engineVersionRange: ZVersionRange.default('_'),
      subSkills: z
        .array(z.object({ title: requiredText(200) }))
        .max(100)
        .default([]),
    }),
    competency: z.object({
      ...commonDefaultEn,
      ...overviewVideo,
      internalID: need(internalId(COMPETENCY_ID_PREFIX, 'error_prefix_competency')),
      skillLevel: need(ZSkillLevel),
      thumbnailId: need(ZMediaId),
      /** Ordered; a skill appears once. */
      skillIds: uniqueIds(itemIdOf('skill'), { max: 200 }).default([]),
      careerGoals: optionalRichText(),
    }),
  } as const;
};
