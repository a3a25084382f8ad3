/** The details forms and payloads (§2.13, §3.1, §3.6, §7.2), with point reward validity (§5). */
import { z } from 'zod';
import { EXPERIENCE_CATEGORIES, LIMITS, MAX_REWARD_POINTS } from '../constants';
import { totalPoints } from '../rules/computed';
import {
  itemIdOf,
  needed,
  optionalText,
  optionalUrl,
  requiredText,
  requiredUrl,
  type TMode,
  uniqueIds,
  ZMediaId,
  ZOptionalMediaId,
  ZSkillLevel,
  ZTagId,
  ZUserId,
  ZUtcOffset,
} from './fields';
import { ZMaterials } from './general';

/** §5: a point reward is valid only when its total does not exceed the maximum. */
export const isPointRewardValid = (points: readonly { point: number }[], maxTotal = MAX_REWARD_POINTS) =>
  totalPoints(points) <= maxTotal;

/** A point reward (§3.1 points[] {categoryId, point, index}): one entry per category, whole points from 0. */
export const ZPointReward = z
  .array(
    z.object({
      categoryId: z.enum(EXPERIENCE_CATEGORIES, { error: 'error_isRequired' }),
      point: z.number({ error: 'error_isRequired' }).int().min(0, { error: 'error_lessZero' }),
      index: z.number().int().min(0).optional(),
    }),
  )
  .max(EXPERIENCE_CATEGORIES.length)
  .default([])
  .superRefine((points, ctx) => {
    const categories = points.map((entry) => entry.categoryId);
    if (new Set(categories).size !== categories.length) ctx.addIssue({ code: 'custom', message: 'invalid_request' });
    if (!isPointRewardValid(points)) ctx.addIssue({ code: 'custom', message: 'points_InvalidParameter_max_total' });
  });
export type TPointReward = z.infer<typeof ZPointReward>;

/** A group link (§3.1): the community group and its URL. */
const ZGroup = z
  .object({ groupId: z.string().max(64), url: optionalUrl() })
  .nullable()
  .default(null);

/** The visibility flags every details form carries (§3.1, §6). */
const flags = {
  hidden: z.boolean().default(false),
  internalOnly: z.boolean().default(false),
};
const storeFlags = {
  ...flags,
  premium: z.boolean().default(false),
  offline: z.boolean().default(false),
};

/**
 * The licence requests (§3.1 requests[]; decision 0074): the licences a learner requests before following the item,
 * each by its name and the page where it is requested, at most 10. The learner page lists them with its downloads.
 */
export const ZLicenceRequest = z.object({ name: requiredText(200), url: requiredUrl() });
export type TLicenceRequest = z.infer<typeof ZLicenceRequest>;
export const ZLicenceRequests = z.array(ZLicenceRequest).max(10).default([]);

/** The details of tutorials, projects and courses (§2.13, §3.1 change-compared fields). */
const authoredDetails = {
  points: ZPointReward,
  tagIds: uniqueIds(ZTagId).default([]),
  packageIds: uniqueIds(z.string().min(1).max(64)).default([]),
  topicIds: uniqueIds(ZTagId).default([]),
  industryIds: uniqueIds(ZTagId).default([]),
  materials: ZMaterials,
  documents: ZMaterials,
  asset: z
    .object({
      packageIds: uniqueIds(z.string().min(1).max(64)).default([]),
      uploads: z
        .array(
          z.object({
            attachmentId: ZMediaId,
            downloadVersion: z.string().max(40),
            name: optionalText(200),
            size: z.number().int().nonnegative().optional(),
          }),
        )
        .max(100)
        .default([]),
    })
    .nullable()
    .default(null),
  group: ZGroup,
  authorId: ZUserId.optional(),
  ...storeFlags,
  utcOffset: ZUtcOffset.nullable().default(null),
  paymentItem: z
    .object({ slug: z.string().min(1).max(200), itemId: z.string().min(1).max(64) })
    .nullable()
    .default(null),
  contentLinks: z.array(optionalUrl()).max(20).default([]),
  contentLinkRemark: optionalText(2000),
  requests: ZLicenceRequests,
  replacementContentIds: uniqueIds(itemIdOf(), { max: 20 }).default([]),
  /** When the item leaves the catalogue; set and not yet passed, learners see 'leaving soon' (§2.9). */
  unPublishedTime: z.iso.datetime({ offset: true }).nullable().default(null),
  prerequisites: uniqueIds(itemIdOf(), { max: 20 }).default([]),
};

/** A mission's free asset (§3.3): a store package and a note. */
export const ZFreeAsset = z.object({
  packageId: z.string().trim().min(1).max(64),
  note: z.string().max(500).default(''),
});

/** The details form of each type (§2.13, §7.2), for a draft or for publishing. */
export const detailForms = (mode: TMode) => ({
  tutorial: z.object({ ...authoredDetails, skillIds: uniqueIds(itemIdOf('skill'), { max: 50 }).default([]) }),
  /** A project carries at most LIMITS.projectTags tags (§8 project_tags_limit); its topics and industries are apart. */
  project: z.object({
    ...authoredDetails,
    tagIds: uniqueIds(ZTagId, { max: LIMITS.projectTags, maxKey: 'project_tags_limit' }).default([]),
  }),
  course: z.object(authoredDetails),
  /** Quiz details (§3.6): a skill level and passNumber ≥ 1 are needed (§5). */
  quiz: z.object({
    points: authoredDetails.points,
    topicIds: authoredDetails.topicIds,
    materials: authoredDetails.materials,
    prerequisites: authoredDetails.prerequisites,
    group: authoredDetails.group,
    utcOffset: authoredDetails.utcOffset,
    ...storeFlags,
    paymentItem: authoredDetails.paymentItem,
    contentLinks: authoredDetails.contentLinks,
    contentLinkRemark: authoredDetails.contentLinkRemark,
    replacementContentIds: authoredDetails.replacementContentIds,
    unPublishedTime: authoredDetails.unPublishedTime,
    skillLevel: needed(mode, ZSkillLevel),
    estimationInHour: z.number().int().min(0, { error: 'error_lessZero' }).default(0),
    estimationInMinute: z.number().int().min(0, { error: 'error_lessZero' }).max(59).default(0),
    quizSetting: z.preprocess(
      (value) => value ?? {},
      z.object({
        passNumber: needed(mode, z.number({ error: 'error_isRequired' }).int().min(1, { error: 'error_lessOne' })),
        freezingTimeInHours: z.number().int().min(0, { error: 'error_lessZero' }).default(0),
      }),
    ),
  }),
  liveSession: z.object({
    topicIds: uniqueIds(ZTagId).default([]),
    industryIds: uniqueIds(ZTagId).default([]),
    hidden: z.boolean().default(false),
    premium: z.boolean().default(false),
    uaaOnly: z.boolean().default(false),
    edlabOnly: z.boolean().default(false),
  }),
  /** Mission details: no two free assets share a packageId (§5). */
  mission: z.object({
    points: ZPointReward,
    freeAssets: z
      .array(ZFreeAsset)
      .max(50)
      .default([])
      .superRefine((assets, ctx) => {
        const ids = assets.map((asset) => asset.packageId);
        if (new Set(ids).size !== ids.length)
          ctx.addIssue({ code: 'custom', message: 'mission_InvalidParameter_freeAssets_duplicate' });
      }),
    ...flags,
  }),
  pathway: z.object({
    points: ZPointReward,
    group: ZGroup,
    ...flags,
    highlightIds: uniqueIds(itemIdOf(), { max: 20 }).default([]),
    completeVideoId: ZOptionalMediaId,
    completeVideoTitle: optionalText(200),
  }),
});

/** §5: detail data is valid when it has packageIds or tagIds, or a non-empty objective or careerGoals. */
export const isDetailDataValid = (data: {
  packageIds?: readonly unknown[] | null;
  tagIds?: readonly unknown[] | null;
  objective?: string | null;
  careerGoals?: string | null;
}) =>
  (data.packageIds?.length ?? 0) > 0 ||
  (data.tagIds?.length ?? 0) > 0 ||
  Boolean(data.objective?.trim()) ||
  Boolean(data.careerGoals?.trim());
