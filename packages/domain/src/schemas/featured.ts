import { z } from 'zod';
import { CONTENT_SKILL_LEVELS } from '../constants';
import { ITEM_TYPES } from '../ids';
import { ZItemCard } from './content';

/** Featured list names (§9). */
export const FEATURED_LIST_NAMES = [
  'homepage',
  'subscriber_homepage',
  'homepageV2',
  'page_landing_course',
  'page_landing_tutorial',
  'page_landing_project',
  'page_landing_mission',
  'page_landing_pathway',
  'page_landing_course_premium',
  'page_landing_tutorial_premium',
  'page_landing_project_premium',
  'page_landing_mission_premium',
  'page_landing_pathway_premium',
  'page_educators',
  'page_hub',
  'page_faq',
  'page_uaa_portal',
  'page_uaa_faq',
  'page_edlab',
  'page_edlab_faq',
  'page_landing_pathway_featured',
  'page_landing_pathway_submissions',
] as const;

/**
 * The lists the Admin Tool offers: every name but `homepageV2`, the list of a second home page layout this platform
 * does not have, so that nothing an editor saves is shown nowhere (docs/decisions/0074-readings-of-the-spec-gaps.md).
 */
export const CURATED_LIST_NAMES = FEATURED_LIST_NAMES.filter((name) => name !== 'homepageV2');

/** A featured list's name (§9): only the catalogue's names exist; any other answers 400. */
export const ZFeaturedListName = z.enum(FEATURED_LIST_NAMES, { error: 'invalid_request' });
export type TFeaturedListName = z.infer<typeof ZFeaturedListName>;

export const ZFeaturedListParams = z.object({ name: ZFeaturedListName });

/** An item of a featured list as cards show it; lists may also name learner submissions. */
export const ZFeaturedItem = ZItemCard.extend({ type: z.enum([...ITEM_TYPES, 'submission']) });
export type TFeaturedItem = z.infer<typeof ZFeaturedItem>;

/**
 * GET /api/learn/featuredList/{name} (§3.12 featured list): the ids of the list's items learners may see, in the
 * list's order, and their cards by id.
 */
export const ZFeaturedList = z.object({
  name: ZFeaturedListName,
  itemIds: z.array(z.string()),
  itemMap: z.record(z.string(), ZFeaturedItem),
});
export type TFeaturedList = z.infer<typeof ZFeaturedList>;

/**
 * The pathway summary card (§2.8): title, plain description, duration in weeks, skill level, XP (the sum of the
 * pathway's points[].point), optional strapline, the badge icon and the count of missions.
 */
export const ZPathwaySummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  strapline: z.string().nullable(),
  /** Weeks (§3.2 duration). */
  duration: z.number().nullable(),
  skillLevel: z.enum(CONTENT_SKILL_LEVELS).nullable(),
  xp: z.number().int(),
  badge: z.object({ title: z.string(), thumbnailUrl: z.string().nullable() }).nullable(),
  missionCount: z.number().int(),
});
export type TPathwaySummary = z.infer<typeof ZPathwaySummary>;

/**
 * The featured submission card (§2.8): title, description, image, likes and views (0 by default), the author with
 * avatar and profile link, the submission's link, and the pathway it was created within.
 */
export const ZSubmissionSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  likes: z.number().int(),
  views: z.number().int(),
  url: z.string(),
  author: z.object({ name: z.string(), avatarUrl: z.string().nullable(), profileUrl: z.string() }).nullable(),
  pathway: z.object({ title: z.string(), url: z.string() }).nullable(),
});
export type TSubmissionSummary = z.infer<typeof ZSubmissionSummary>;

/** GET /api/learn/pathways/landing: what the /pathways page shows (§2.8). */
export const ZPathwaysLanding = z.object({
  featured: z.array(ZPathwaySummary),
  /** The pathway map: the first PATHWAY_MAP_MAX listed pathways, oldest first. */
  pathways: z.array(ZPathwaySummary),
  /** How many pathways are listed in all, counted up to TOTAL_CAP. */
  pathwaysTotal: z.number().int(),
  submissions: z.array(ZSubmissionSummary),
});
export type TPathwaysLanding = z.infer<typeof ZPathwaysLanding>;
