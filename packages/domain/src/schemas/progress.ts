/**
 * What learners read and receive about their progress through missions and pathways (§3.10, §4.4, §4.5, §7.4,
 * §7.7, §7.8): checkpoints, records, experience, rewards, and the mission and pathway parts of extends.
 */
import { z } from 'zod';
import { ZMapCard } from './content';
import { ZLevelDetail } from './quiz-progress';
import { ZRecord, ZRecordMap } from './records';

/** A checkpoint node (§3.10): title and slug only of items the viewer may see. */
export const ZCheckpointNode = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string().nullable().optional(),
  slug: z.string().nullable().optional(),
  relation: z.enum(['And', 'Or']),
  status: z.object({ completed: z.boolean() }),
  submittedTime: z.string().nullable().optional(),
});

/** A reward a checkpoint unlocks: a badge (`lbg_…`), or a free asset named by its package id. */
export const ZReward = z.object({ itemId: z.string(), packageId: z.string().optional() });

export const ZCheckpoint = z.object({
  nodes: z.array(ZCheckpointNode),
  badgeRewards: z.array(ZReward),
  assetRewards: z.array(ZReward),
});

/** What the checkpoint dialog and summary derive (domain checkpointProgress), its groups told by groupMap. */
export const ZCheckpointProgress = z.object({
  groupMap: z.record(z.string(), z.number().int()),
  completion: z.object({ completed: z.number().int(), total: z.number().int() }),
  completedPercent: z.number(),
  completed: z.boolean(),
  unlockedBadges: z.array(ZReward),
  lockedBadges: z.array(ZReward),
  unlockedAssets: z.array(ZReward),
  lockedAssets: z.array(ZReward),
});

/** GET /api/learn/{mission|pathway}/{id}/state (§7.7). */
export const ZItemState = z.object({
  checkpoint: ZCheckpoint,
  progress: ZCheckpointProgress,
  /** The viewer's record of the item; null before they have one (and for anonymous readers). */
  record: ZRecord.nullable(),
});
export type TItemState = z.infer<typeof ZItemState>;

/**
 * The answer of a learner write that may complete things (POST record/step, and the quiz answers): the records it
 * changed, the experience it earned per category, and the missions and pathways it completed.
 */
export const ZProgressWrite = z.object({
  recordMap: ZRecordMap,
  /** One per category that gained points in this write; empty when nothing was earned. */
  levelDetails: z.array(ZLevelDetail),
  /** Prefixed ids of the missions and pathways this write completed, in the order they completed. */
  completedIds: z.array(z.string()),
});
export type TProgressWrite = z.infer<typeof ZProgressWrite>;

/**
 * POST /api/learn/record/flag (§4.5 resume checkpoint): 'completed' when the record has a lastCompletedTime (it is
 * then flagged, with the experience of the item's points); 'checkpoint' for a mission or pathway not yet complete;
 * null for other items not yet complete.
 */
export const ZRecordFlagResult = ZProgressWrite.extend({
  transition: z.enum(['completed', 'checkpoint']).nullable(),
});
export type TRecordFlagResult = z.infer<typeof ZRecordFlagResult>;

/** POST /api/learn/record/versionRank (§7.8). */
export const ZRecordVersionRankResult = z.object({ recordMap: ZRecordMap });
export type TRecordVersionRankResult = z.infer<typeof ZRecordVersionRankResult>;

/** A badge as the overlay and the rewards list show it. */
export const ZBadgeCard = z.object({
  id: z.string(),
  title: z.string(),
  descPlain: z.string(),
  thumbnail: z.object({ url: z.string() }).nullable(),
});

/** GET /api/learn/{mission|pathway}/{id}/badgeOverlay (§7.7). */
export const ZBadgeOverlay = z.object({
  checkpointNodes: z.array(ZCheckpointNode),
  /** The item's badge; null when it has none. */
  badge: ZBadgeCard.nullable(),
  earned: z.boolean(),
  earnedTime: z.string().nullable(),
});
export type TBadgeOverlay = z.infer<typeof ZBadgeOverlay>;

/** One reward a learner holds (§3.10 learner rewards). */
export const ZLearnerReward = z.object({
  type: z.enum(['badge', 'asset']),
  /** A badge's prefixed id; for an asset, its package id. */
  itemId: z.string(),
  packageId: z.string().nullable(),
  /** The mission or pathway whose completion earned it. */
  sourceId: z.string().nullable(),
  time: z.string(),
});

/** GET /api/learn/reward/badges (§7.8): newest first, a page at a time. */
export const ZRewardBadges = z.object({
  badgesReward: z.array(ZLearnerReward),
  badgeMap: z.record(z.string(), ZBadgeCard),
  total: z.number().int(),
});
export type TRewardBadges = z.infer<typeof ZRewardBadges>;

/** How many rewards a page of GET /api/learn/reward/badges holds. */
export const REWARDS_PAGE_SIZE = 20;

/** GET /api/learn/record/experience: where the learner stands in each category (§9 levels). */
export const ZCategoryExperience = z.object({
  categoryId: z.string(),
  totalPoint: z.number().int(),
  level: z.number().int(),
  /** Points inside the current level. */
  levelPoint: z.number().int(),
  /** What the current level needs in all (0 for categories that never level up). */
  categoryExperience: z.number().int(),
});
export const ZExperience = z.object({ categories: z.array(ZCategoryExperience) });
export type TExperience = z.infer<typeof ZExperience>;

/** A mission's content set (§3.3). */
export const ZContentSet = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  contentIds: z.array(z.string()),
  deprecated: z.boolean().optional(),
});
export type TContentSet = z.infer<typeof ZContentSet>;

/** A parent of an item as extends name it (§3.4 allParentMap), and a link of the breadcrumb. */
export const ZParentLink = z.object({
  id: z.string(),
  type: z.string(),
  slug: z.string().nullish(),
  title: z.string(),
});
/** How many saved and commented on each item of a page (§2.9), by prefixed id. */
export const ZStatsMap = z.record(
  z.string(),
  // viewCount: views counted once per viewer and day (decision 0074).
  z.object({ collectCount: z.number().int(), commentCount: z.number().int(), viewCount: z.number().int() }),
);

/** missionData of GET /api/learn/mission/{id}/extends (§7.4). */
export const ZMissionData = z.object({
  allParentIds: z.array(z.string()),
  allParentMap: z.record(z.string(), ZParentLink),
  statsMap: ZStatsMap,
  /** The set the learner follows: the one asked for (?contentId), or the default when that is deprecated or gone. */
  contentSetId: z.string().nullable(),
  /** The sets a learner may choose: those not deprecated, and the one asked for. */
  customContents: z.array(ZContentSet),
  /** Cards of the sets' contents and of the assessment items the viewer may see. */
  contentMap: z.record(z.string(), ZMapCard),
  prerequisiteIds: z.array(z.string()),
  /** Published missions naming this one as a prerequisite, that the viewer may see. */
  dependentIds: z.array(z.string()),
  /** Cards of the prerequisites and dependents the viewer may see. */
  missionMap: z.record(z.string(), ZMapCard),
  /** Set when the viewer's record is on an older version of the mission than the published one (§4.5). */
  versionUpdate: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
});
export type TMissionData = z.infer<typeof ZMissionData>;

/** A mission of a pathway with the viewer's standing (§4.4). */
export const ZPathwayMissionCard = ZMapCard.extend({
  prerequisiteIds: z.array(z.string()),
  /** The mission's default set, as far as the viewer may see it. */
  contentIds: z.array(z.string()),
  status: z.object({
    completed: z.boolean(),
    /** Every prerequisite inside the pathway is completed. */
    available: z.boolean(),
    current: z.boolean(),
  }),
});
export type TPathwayMissionCard = z.infer<typeof ZPathwayMissionCard>;

/** pathwayData of GET /api/learn/pathway/{id}/extends (§7.4). */
export const ZPathwayData = z.object({
  allParentIds: z.array(z.string()),
  allParentMap: z.record(z.string(), ZParentLink),
  statsMap: ZStatsMap,
  /** The missions the viewer may see, in pathway order. */
  missionIds: z.array(z.string()),
  missionPosition: z.record(z.string(), z.object({ top: z.number(), left: z.number() })),
  missionMap: z.record(z.string(), ZPathwayMissionCard),
  /** Cards of the missions' default-set contents, by type. */
  courseMap: z.record(z.string(), ZMapCard),
  tutorialMap: z.record(z.string(), ZMapCard),
  quizMap: z.record(z.string(), ZMapCard),
  projectMap: z.record(z.string(), ZMapCard),
  currentMissionId: z.string().nullable(),
  nextMissionIds: z.array(z.string()),
  /** Its assessment items, or its missions when it has none. */
  checkpoint: ZCheckpoint,
  completed: z.boolean(),
});
export type TPathwayData = z.infer<typeof ZPathwayData>;

const extendsCommon = {
  breadcrumb: z.array(ZParentLink.extend({ url: z.string() })),
  checkpoint: ZCheckpoint.nullable(),
  collectMap: z.record(z.string(), z.boolean()),
  recordMap: ZRecordMap,
  replacementMap: z.record(z.string(), ZMapCard),
};

/** GET /api/learn/mission/{id}/extends: the mission's own checkpoint at the top. */
export const ZMissionExtends = z.object({ ...extendsCommon, missionData: ZMissionData });
export type TMissionExtends = z.infer<typeof ZMissionExtends>;
/** GET /api/learn/pathway/{id}/extends: the pathway's checkpoint at the top and in pathwayData. */
export const ZPathwayExtends = z.object({ ...extendsCommon, pathwayData: ZPathwayData });
export type TPathwayExtends = z.infer<typeof ZPathwayExtends>;
