/**
 * An item as its pages and its editor read it (§3.1, §7.1–§7.4): the stored document of the view, with the item's own
 * columns over it. The editor reads the document as stored; learners read the fields their pages show checked, and
 * what the page plays besides.
 */
import { z } from 'zod';
import { ASSET_UNLOCK_PACKAGE_IDS, type TAssetUnlockPackageKey } from '../asset-packages';
import { CONTENT_SKILL_LEVELS } from '../constants';
import type { TEditorType } from '../ids';
import { ZRichTextNode } from '../rules/rich-text';
import { ZItemType, ZMapCard, ZPoints } from './content';
import { STEP_OPTION_TYPES, SUBMISSION_TYPES, TUTORIAL_STEP_TYPES } from './editor-content';
import { ZErrorKey } from './errors';
import { ZLiveSessionCard } from './live-session';
import { ZVideoContent } from './media';
import { ZContentSet } from './progress';

/**
 * GET /api/learn/{type}/{idOrSlug}?edit=true and the authoring answers: the document of the view as stored (its type's
 * forms as saved, §2.12, with the values saving derives) and the item's columns over it (server presentItem). In the
 * draft view the draft's own flags win, so a details save answers what was saved.
 */
export const ZPresentedItem = z
  .object({
    id: z.string(),
    type: ZItemType,
    slug: z.string(),
    /** The document's title; a draft saved with a blank one has none. */
    title: z.string().optional(),
    language: z.string(),
    status: z.enum(['draft', 'published']),
    published: z.boolean(),
    /** Not hidden: listed in search and lists (§3.1). */
    public: z.boolean(),
    hidden: z.boolean(),
    internalOnly: z.boolean(),
    premium: z.boolean(),
    offline: z.boolean(),
    uaaOnly: z.boolean(),
    edlabOnly: z.boolean(),
    /** When the item leaves the catalogue (ISO); isExpired once it has passed (§2.9). */
    unPublishedTime: z.string().nullable(),
    isExpired: z.boolean(),
    authorId: z.string().nullable(),
    ownerId: z.string().nullable(),
    /** The general form's thumbnail, for documents that hold only the thumbnail itself. */
    thumbnailId: z.string().nullable(),
    /** Moves on with every write; the ETag a save sends back as If-Match (DESIGN §4). */
    revision: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
    /** The original a translation was made from, and its newest published version (§3.1 source, §4.2). */
    source: z.object({ id: z.string(), latestRevision: z.number().int() }).nullable(),
  })
  .loose();
export type TPresentedItem = z.infer<typeof ZPresentedItem>;

/** An item the editor's maps name: its card, whether it is internal-only (§5), a mission's prerequisites, a competency's skills. */
export const ZEditorCard = ZMapCard.extend({
  internalOnly: z.boolean(),
  prerequisiteIds: z.array(z.string()).optional(),
  skillIds: z.array(z.string()).optional(),
});
export type TEditorCard = z.infer<typeof ZEditorCard>;
const ZEditorMap = z.record(z.string(), ZEditorCard);

/**
 * A mission as its editor reads it (§3.3, §4.2): the draft's assessment, sets and competencies as the draft copies,
 * the published ones under their own names (the draft's before the first publish), whether publishing is disabled and
 * by which §5 messages, the published missions naming it as a prerequisite, and the maps of the items it names.
 */
export const ZMissionEditorItem = ZPresentedItem.extend({
  draftAssessmentItem: z.array(z.unknown()),
  draftCustomContents: z.array(z.unknown()),
  draftCompetencyIds: z.array(z.unknown()),
  assessmentItem: z.array(z.unknown()),
  customContents: z.array(z.unknown()),
  competencyIds: z.array(z.unknown()),
  badgeThumbnailId: z.string().nullable(),
  isPublishDisabled: z.boolean(),
  internalOnlyProblems: z.array(z.object({ key: ZErrorKey, params: z.record(z.string(), z.string()) })),
  dependentIds: z.array(z.string()),
  /** Set contents and assessment items. */
  contentMap: ZEditorMap,
  /** Prerequisites and dependents. */
  missionMap: ZEditorMap,
  competencyMap: ZEditorMap,
});
export type TMissionEditorItem = z.infer<typeof ZMissionEditorItem>;

/** A pathway as its editor reads it (§3.2): its missions, assessment items and highlights, and next pathways. */
export const ZPathwayEditorItem = ZPresentedItem.extend({
  missionMap: ZEditorMap,
  contentMap: ZEditorMap,
  pathwayMap: ZEditorMap,
});
export type TPathwayEditorItem = z.infer<typeof ZPathwayEditorItem>;

/** A live session as its editor reads it (§3.7): the item it refers to, and its range as the content form's `begin`. */
export const ZLiveSessionEditorItem = ZPresentedItem.extend({ contentMap: ZEditorMap, begin: z.string().nullable() });
export type TLiveSessionEditorItem = z.infer<typeof ZLiveSessionEditorItem>;

/** A step's built-in lab (decision 0073) as learners read it; `version` is what a completion names (labVersionOf). */
export const ZLearnLab = z.object({
  scene: z.string().default(''),
  starter: z.string().default(''),
  hints: z.array(z.string()).default([]),
  checks: z.array(z.object({ message: z.string().default(''), code: z.string().default('') })).default([]),
  version: z.string().optional(),
});
export type TLearnLab = z.infer<typeof ZLearnLab>;

/** A tutorial step (§3.4) as learners read it. */
export const ZLearnStep = z.object({
  id: z.string(),
  /** A draft's step may not have its title yet. */
  title: z.string().default(''),
  body: ZRichTextNode.nullish(),
  type: z.enum(TUTORIAL_STEP_TYPES),
  optionType: z.enum(STEP_OPTION_TYPES).optional(),
  labUrl: z.string().optional(),
  lab: ZLearnLab.optional(),
  submissionType: z.enum(SUBMISSION_TYPES).optional(),
  contentIds: z.array(z.string()).optional(),
});
export type TLearnStep = z.infer<typeof ZLearnStep>;

/** A project's group of tutorials (§3.5). */
export const ZTutorialGroup = z.object({ title: z.string().default(''), contentIds: z.array(z.string()).default([]) });
export type TTutorialGroup = z.infer<typeof ZTutorialGroup>;

/** A place on a pathway's mission map (§3.2 missionPosition), in map units from the top left. */
export const ZMapPosition = z.object({ top: z.number(), left: z.number() });
export type TMapPosition = z.infer<typeof ZMapPosition>;

const ZMaterialView = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), name: z.string(), url: z.string() }),
  z.object({
    type: z.literal('file'),
    attachmentId: z.string(),
    name: z.string().optional(),
    size: z.number().optional(),
  }),
]);

/** An educator plan (§3.9) as the detail read answers it. */
export const ZEducatorPlanView = z.object({
  description: ZRichTextNode.nullish(),
  outcome: ZRichTextNode.nullish(),
  objectives: ZRichTextNode.nullish(),
  alignment: ZRichTextNode.nullish(),
  preparation: ZRichTextNode.nullish(),
  materials: z.array(ZMaterialView).optional(),
  ageRange: z.object({ min: z.number().nullable(), max: z.number().nullable() }).optional(),
  /** Minutes of class time. */
  instruction: z.number().optional(),
});
export type TEducatorPlanView = z.infer<typeof ZEducatorPlanView>;

/**
 * The document fields learners' pages read, as they read them. A stored document holds what its writer wrote, so a
 * field that does not read so is left out of the learner's answer (domain validation readWellFormed).
 */
export const ZLearnDocument = z.object({
  title: z.string().default(''),
  description: ZRichTextNode.nullish(),
  descPlain: z.string().optional(),
  thumbnail: z.object({ id: z.string().optional(), url: z.string() }).nullish(),
  skillLevel: z.enum(CONTENT_SKILL_LEVELS).nullish(),
  /** Minutes. */
  duration: z.number().nullish(),
  withManual: z.boolean().optional(),
  manualDuration: z.number().nullish(),
  points: ZPoints.optional(),
  overviewVideoTitle: z.string().nullish(),
  /** Tutorials (§3.4). */
  isExercise: z.boolean().optional(),
  sections: z.array(ZLearnStep).optional(),
  solutionPlan: z
    .object({
      requiredComplete: z.boolean().optional(),
      body: ZRichTextNode.nullish(),
      materials: z.array(ZMaterialView).optional(),
    })
    .loose()
    .nullish(),
  educatorPlan: ZEducatorPlanView.nullish(),
  /** Tutorials, projects, courses and quizzes: their details' materials and documents (§2.13), links or files. */
  materials: z.array(ZMaterialView).optional(),
  documents: z.array(ZMaterialView).optional(),
  /** The store asset's downloads (§3.1 asset.uploads), each a file with the version it downloads. */
  asset: z
    .object({
      uploads: z
        .array(
          z.object({
            attachmentId: z.string(),
            downloadVersion: z.string(),
            name: z.string().optional(),
            size: z.number().optional(),
          }),
        )
        .optional(),
    })
    .nullish(),
  /** A pathway's educator resources (§3.2): a summary and files. */
  educatorResources: z.object({ summary: ZRichTextNode.nullish(), files: z.array(ZMaterialView).optional() }).nullish(),
  /** Projects and courses (§3.5); quizzes. */
  objective: ZRichTextNode.nullish(),
  careerGoals: ZRichTextNode.nullish(),
  /** Where documents written to the spec's first shape keep the objective and career goals (§3.1). */
  properties: z.object({ objective: ZRichTextNode.nullish(), careerGoals: ZRichTextNode.nullish() }).optional(),
  contentIds: z.array(z.string()).optional(),
  tutorialGroups: z.array(ZTutorialGroup).optional(),
  /** Missions and pathways (§3.2, §3.3). */
  shortDescription: z.string().nullish(),
  strapline: z.string().nullish(),
  customContents: z.array(ZContentSet).optional(),
  defaultSet: z.string().nullish(),
  /** A published mission's version (1 at the first publish). */
  versionRank: z.number().int().optional(),
  missionIds: z.array(z.string()).optional(),
  missionPosition: z.record(z.string(), ZMapPosition).optional(),
  /** The video a pathway shows once it is completed (§3.2). */
  completeVideoId: z.string().nullish(),
  completeVideoTitle: z.string().nullish(),
  /** Tutorials, projects and courses: the licences to request before following the item (§3.1 requests[]). */
  requests: z.array(z.object({ name: z.string(), url: z.string() })).optional(),
  /** The store item that sells the item (§3.1 paymentItem): the page shows the 'payment' label (§2.9) and a Buy link. */
  paymentItem: z.object({ slug: z.string(), itemId: z.string() }).nullish(),
  /** Skills and competencies (§3.8). */
  subSkills: z.array(z.object({ title: z.string() })).optional(),
  engineVersionRange: z.string().optional(),
  skillIds: z.array(z.string()).optional(),
});
export type TLearnDocument = z.infer<typeof ZLearnDocument>;

/** One language an item is published in: the item of that language, to link to. */
export const ZItemTranslation = z.object({ id: z.string(), slug: z.string(), language: z.string() });
export type TItemTranslation = z.infer<typeof ZItemTranslation>;

/**
 * Who a learner page names as the item's author (§1, §3.1 authorId): the person, with their avatar and profile link,
 * or the platform itself (`provider`) for content with no known author and for that of the configured learn authors
 * (§6; decision 0074).
 */
export const ZItemAuthor = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal(true) }),
  z.object({
    provider: z.literal(false),
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    profileUrl: z.string(),
  }),
]);
export type TItemAuthor = z.infer<typeof ZItemAuthor>;

/**
 * A parent of the item as its read names it (§3.1 parentMap, "entries may be hidden"): the card of a published project,
 * course, mission or pathway holding it, and whether that parent is hidden (left out of search and lists, yet open by
 * its link; decision 0074).
 */
export const ZParentCard = ZMapCard.extend({ hidden: z.boolean() });
export type TParentCard = z.infer<typeof ZParentCard>;

/** Topic or industry tags by id, each with its name (§3.4, §3.7 topicMap and industryMap: entries carry name). */
export const ZTagNameMap = z.record(z.string(), z.object({ id: z.string(), name: z.string() }));
export type TTagNameMap = z.infer<typeof ZTagNameMap>;

/**
 * A store package an item names (§3.1 packageIds, §3.4 packageMap), as far as the platform knows it: whether it is
 * one of the platform's asset unlock packages (§9; `unlockKey` names its title), and the published items offering its
 * downloads (their store asset names the package, §3.1 asset.packageIds), first published first (decision 0074).
 */
export const ZPackageMapEntry = z.object({
  id: z.string(),
  unlockKey: z
    .enum(Object.keys(ASSET_UNLOCK_PACKAGE_IDS) as [TAssetUnlockPackageKey, ...TAssetUnlockPackageKey[]])
    .optional(),
  items: z.array(ZMapCard),
});
export type TPackageMapEntry = z.infer<typeof ZPackageMapEntry>;

/**
 * GET /api/learn/{type}/{idOrSlug} without edit: the item as its learner page reads it, with the videos it plays. A
 * quiz answers its question count and settings instead of its questions, which hold the answer key; the suggested
 * solution comes only to those allowed to see it (§6); a premium live session leaves out what joins it.
 */
export const ZLearnItem = ZPresentedItem.extend({
  ...ZLearnDocument.shape,
  /** The overview video (§2.9) with its transcode, as the page plays it. */
  overviewVideo: ZVideoContent.nullable().optional(),
  /** A pathway's completion video with its transcode. */
  completeVideo: ZVideoContent.nullable().optional(),
  /** Quizzes. */
  questionsCount: z.number().int().optional(),
  quizSetting: z.object({ passNumber: z.number().int(), freezingTimeInHours: z.number().int() }).optional(),
  /** Whether the item holds a lab step (§3.1 withLab); with `hidden`, the page opens the streaming lab dialog (§2.9). */
  withLab: z.boolean(),
  /**
   * The same item in the other languages it is published in, that this viewer may open (§3.1 source: the original
   * and the translations made from it), in content-language order; the page offers the one in the interface's
   * language when it shows another.
   */
  translations: z.array(ZItemTranslation).optional(),
  /** The author the page shows: a person or the provider. */
  author: ZItemAuthor.optional(),
  /** A pathway's page shows the maintenance notice (§2.8): the 'programador-junior' pathway, or the configured one. */
  maintenanceNotice: z.literal(true).optional(),
  /**
   * The published projects, courses, missions and pathways holding the item directly that the viewer may open, the
   * first parent (the context, §3.4) first; hidden ones are named and marked (§3.1 parentIds, parentMap). At most 20.
   */
  parentIds: z.array(z.string()).optional(),
  parentMap: z.record(z.string(), ZParentCard).optional(),
  /** The names of the item's topics and industries (its topicIds and industryIds, §3.4, §3.6, §3.7), at most 50 each. */
  topicMap: ZTagNameMap.optional(),
  industryMap: ZTagNameMap.optional(),
  /**
   * Tutorials, projects and courses: the store packages of their packageIds that resolve to something (§3.4
   * packageMap): an unlock package of the platform, or published items offering the package's downloads. At most 20.
   */
  packageMap: z.record(z.string(), ZPackageMapEntry).optional(),
  /**
   * Tutorials, projects and courses: the live sessions referring to the item that the viewer may see (§3.1
   * liveSessionIds, liveSessions[]), opening ones soonest first, then previous ones newest first. At most 10.
   */
  liveSessionIds: z.array(z.string()).optional(),
  liveSessions: z.array(ZLiveSessionCard).optional(),
});
export type TLearnItem = z.infer<typeof ZLearnItem>;

/** The editor read each editable type answers (GET ?edit=true, every authoring answer). */
export const EDITOR_ITEMS = {
  tutorial: ZPresentedItem,
  project: ZPresentedItem,
  course: ZPresentedItem,
  liveSession: ZLiveSessionEditorItem,
  quiz: ZPresentedItem,
  mission: ZMissionEditorItem,
  pathway: ZPathwayEditorItem,
  skill: ZPresentedItem,
  competency: ZPresentedItem,
} as const satisfies Record<TEditorType, z.ZodObject>;

/** Cards by prefixed id, as the maps of reads and extends hold them. */
export const ZCardMap = z.record(z.string(), ZMapCard);

/** GET /api/learn/tutorial/{id}/sync (§7.2): the draft's skills, with the cards of those the editor may show. */
export const ZTutorialSync = z.object({ skillIds: z.array(z.string()), learnSkillMap: ZCardMap });
export type TTutorialSync = z.infer<typeof ZTutorialSync>;

/**
 * GET /api/learn/{project|course|skill}/{id}/sync (§7.2): the draft's and the published version's content ids, with
 * the cards of the items they name that the editor may show (published ones, and drafts the editor may edit).
 */
export const ZContentSync = z.object({
  draftContentIds: z.array(z.string()),
  contentIds: z.array(z.string()),
  tutorialMap: ZCardMap,
  /** Projects and courses only: a skill holds tutorials alone. */
  quizMap: ZCardMap.optional(),
  /** Courses only. */
  projectMap: ZCardMap.optional(),
});
export type TContentSync = z.infer<typeof ZContentSync>;

/** A competency general save whose skillIds changed: the published content tagged with those skills (§4.1). */
export const ZTaggedContent = z.object({
  skillIds: z.array(z.string()),
  tutorialMap: ZCardMap,
  projectMap: ZCardMap,
  courseMap: ZCardMap,
});
export type TTaggedContent = z.infer<typeof ZTaggedContent>;
