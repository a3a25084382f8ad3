/**
 * My Learning, profiles and settings (§2.1 /u/{userId or customProfileUrl}, §2.11, §3.10, §3.12, §7.8): the record
 * and saved lists, the skill list, a user's public profile and the owner's settings.
 */
import { z } from 'zod';
import { LOCALES, REGIONS, THEMES } from '../constants';
import { isTimeZone } from '../rules/time-zones';
import { ZItemCard } from './content';
import type { RECORD_LIST_TYPES } from './learner';
import { ZLiveSessionCard } from './live-session';
import { ZBadgeCard, ZCategoryExperience, ZStatsMap } from './progress';
import { ZRecordMap } from './records';

/** How many items a page of the record and saved lists holds. */
export const RECORD_LIST_PAGE_SIZE = 12;

const ZItemMap = z.record(z.string(), ZItemCard);

/**
 * How far a learner is through an item they have not completed, as record cards and the dashboard show it: the parts
 * done of its parts (a tutorial's steps, a project's or course's contents, a mission's or pathway's checkpoint groups),
 * or a quiz's standing — its latest finished attempt passed or failed (scored in whole percent of the questions it
 * asks now), one running, or none taken.
 */
export const ZRecordProgress = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('parts'), done: z.number().int(), total: z.number().int() }),
  z.object({
    kind: z.literal('quiz'),
    status: z.enum(['notTaken', 'started', 'passed', 'failed']),
    correctCount: z.number().int().nullable(),
    questionsCount: z.number().int(),
    score: z.number().int().nullable(),
  }),
]);
export type TRecordProgress = z.infer<typeof ZRecordProgress>;

/** Progress by prefixed item id: the learner's own items in progress only. */
export const ZProgressMap = z.record(z.string(), ZRecordProgress);
export type TProgressMap = z.infer<typeof ZProgressMap>;

const ZListPage = { itemIds: z.array(z.string()), total: z.number().int() };

/**
 * GET /api/learn/record/list and GET /api/learn/collect/list (§7.8): the list of the asked type under
 * `{type}List` (tutorialList, projectList, ...), with the stats, the owner's saved flags and records of its items.
 * A record card shows at most 2 sub-items with a cover (§2.11): recordMap holds each record's subItems as stored.
 */
export const ZRecordListResult = z.object({
  /** One type's page: its item ids (most recent first), their cards and how many there are in all. */
  tutorialList: z.object({ ...ZListPage, tutorialMap: ZItemMap }).optional(),
  projectList: z.object({ ...ZListPage, projectMap: ZItemMap }).optional(),
  courseList: z.object({ ...ZListPage, courseMap: ZItemMap }).optional(),
  quizList: z.object({ ...ZListPage, quizMap: ZItemMap }).optional(),
  missionList: z.object({ ...ZListPage, missionMap: ZItemMap }).optional(),
  pathwayList: z.object({ ...ZListPage, pathwayMap: ZItemMap }).optional(),
  statsMap: ZStatsMap,
  collectMap: z.record(z.string(), z.boolean()),
  recordMap: ZRecordMap,
  /**
   * Projects and courses: per listed item, what it contains in order (§3.10 subItems) with whether the learner
   * completed each, and those items' cards (a record card shows at most 2 of them with its cover, §2.11).
   */
  subItemsMap: z.record(z.string(), z.record(z.string(), z.object({ completed: z.boolean() }))).optional(),
  subItemMap: ZItemMap.optional(),
  /** The viewer's own items in progress: how far they are (the cards' progress bars and quiz states). */
  progressMap: ZProgressMap.optional(),
});
export type TRecordListResult = z.infer<typeof ZRecordListResult>;
export type TRecordListType = (typeof RECORD_LIST_TYPES)[number];

/** How many competencies a page of the skill list holds (§2.11: the skills popup loads more). */
export const SKILL_LIST_PAGE_SIZE = 10;

/** GET /api/learn/record/skillList (§7.8): competencies the user's completed tutorials build, with XP per category. */
export const ZSkillListResult = z.object({
  /** One page of competency ids, those with the most completed skills first. */
  competencies: z.array(z.string()),
  /** Per competency: its card, its skills with how many of their tutorials the user completed. */
  learnSkillMap: z.record(
    z.string(),
    z.object({
      competency: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
      skills: z.array(
        z.object({
          id: z.string(),
          slug: z.string(),
          title: z.string(),
          completedTutorials: z.number().int(),
          tutorials: z.number().int(),
        }),
      ),
    }),
  ),
  /** Level and progress in each experience category the user has points in (§9 levels). */
  experience: z.array(ZCategoryExperience),
  /** How many competencies there are in all pages. */
  total: z.number().int(),
});
export type TSkillListResult = z.infer<typeof ZSkillListResult>;

/** A custom profile URL: 3–30 lower-case letters, digits and hyphens, starting with a letter. */
export const CUSTOM_PROFILE_URL_PATTERN = /^[a-z][a-z0-9-]{2,29}$/;

/** GET /api/users/{userId or customProfileUrl}/profile (§2.1, §3.12): what anyone may see of a user. */
export const ZPublicProfile = z.object({
  id: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  customProfileUrl: z.string().nullable(),
  joinedAt: z.string(),
  /** Whether the viewer is this user: the private tabs (activity, in progress, saved, settings) are theirs alone. */
  isOwner: z.boolean(),
  /** Whether the user shows completed items, badges and skills to others (§3.12 isShow). */
  isShow: z.boolean(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

const ZTagOption = z.object({ id: z.string(), name: z.string() });

/** GET /api/users/me/settings: the owner's settings, the tags to choose from and the recommended ones (§3.10). */
export const ZSettings = z.object({
  displayName: z.string(),
  customProfileUrl: z.string().nullable(),
  locale: z.enum(LOCALES).nullable(),
  region: z.enum(REGIONS).nullable(),
  emailNotifications: z.boolean(),
  isShow: z.boolean(),
  /** The colour theme; 'system' follows the device. */
  theme: z.enum(THEMES),
  /** The IANA zone times show in; null: the browser's own. */
  timeZone: z.string().nullable(),
  /** Saved tags (§3.10): topics and industries. */
  topicIds: z.array(z.string()),
  industryIds: z.array(z.string()),
  topicMap: z.record(z.string(), ZTagOption),
  industryMap: z.record(z.string(), ZTagOption),
  /** The most used topics, offered while nothing is saved (§3.10 recommended tags); empty once tags are saved. */
  recommendedTagIds: z.array(z.string()),
});
export type TSettings = z.infer<typeof ZSettings>;

/**
 * POST /api/users/me/settings: the whole settings form. Answers the saved settings and `message: 'settings_saved'`.
 * Field errors: error_isRequired (displayName), `settings_customProfileUrl_invalid`, `settings_customProfileUrl_taken`,
 * invalid_locale, invalid_region, `settings_theme_invalid`, `settings_timeZone_invalid`, `settings_tag_unknown` (fields
 * topicIds.N / industryIds.N).
 */
export const ZSettingsWrite = z.object({
  displayName: z.string().trim().min(1, { error: 'error_isRequired' }).max(60),
  customProfileUrl: z
    .string()
    .trim()
    .toLowerCase()
    .regex(CUSTOM_PROFILE_URL_PATTERN, { error: 'settings_customProfileUrl_invalid' })
    .nullable(),
  locale: z.enum(LOCALES, { error: 'invalid_locale' }).nullable(),
  region: z.enum(REGIONS, { error: 'invalid_region' }).nullable(),
  emailNotifications: z.boolean(),
  isShow: z.boolean(),
  theme: z.enum(THEMES, { error: 'settings_theme_invalid' }).default('system'),
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, { error: 'settings_timeZone_invalid' })
    .nullable()
    .default(null),
  topicIds: z.array(z.string().regex(/^[1-9][0-9]{0,15}$/, { error: 'settings_tag_unknown' })).max(50),
  industryIds: z.array(z.string().regex(/^[1-9][0-9]{0,15}$/, { error: 'settings_tag_unknown' })).max(50),
});
export type TSettingsWrite = z.infer<typeof ZSettingsWrite>;

/**
 * GET /api/learn/record/recent: the item of the viewer's most recently updated record, for the recent bar (§2.3), or
 * null (no records, or anonymous).
 */
export const ZRecentRecord = z.object({ item: ZItemCard.nullable() });
export type TRecentRecord = z.infer<typeof ZRecentRecord>;

/** POST /api/users/me/settings answer. */
export const ZSettingsSaved = z.object({ settings: ZSettings, message: z.literal('settings_saved') });

/**
 * POST /api/users/me/savedTags (§2.14 saved-tags dialog, §3.10): the saved topics and industries alone, replacing both
 * lists. Field errors as the settings form's: `settings_tag_unknown` (fields topicIds.N / industryIds.N).
 */
export const ZSavedTagsWrite = ZSettingsWrite.pick({ topicIds: true, industryIds: true });
export type TSavedTagsWrite = z.infer<typeof ZSavedTagsWrite>;
/** Its answer: the settings with the saved tags, and the §8 `saved_successfully` message. */
export const ZSavedTagsSaved = z.object({ settings: ZSettings, message: z.literal('saved_successfully') });

/** GET /api/users/me/dashboard query: the browser's time zone, which days are counted in unless Settings name one. */
export const ZDashboardQuery = z.object({
  timeZone: z.string().trim().max(64).refine(isTimeZone, { error: 'settings_timeZone_invalid' }).optional(),
});

/** An item on the dashboard: its card, how far the learner is, and where Continue leads (§3.10 nextRecordData). */
export const ZDashboardItem = z.object({
  item: ZItemCard,
  progress: ZRecordProgress.nullable(),
  nextRecordData: z.object({ itemId: z.string(), type: z.string() }).nullable(),
  /** When it was completed (the last completion); null while in progress. */
  completedTime: z.string().nullable(),
});
export type TDashboardItem = z.infer<typeof ZDashboardItem>;

/** How many items and sessions each dashboard list holds. */
export const DASHBOARD_LIMITS = { inProgress: 4, completed: 3, badges: 4, liveSessions: 3 } as const;

/**
 * GET /api/users/me/dashboard: the top of the signed-in learner's My Learning — level and XP in the categories they
 * earned in, the streak of active days, badges, what to continue, what they completed last, and the opening live
 * sessions they registered for.
 */
export const ZLearnerDashboard = z.object({
  /** Categories with points, most points first (§9 levels). */
  experience: z.array(ZCategoryExperience),
  /** Consecutive days with recorded learning up to today (or up to yesterday, while today has none yet). */
  streak: z.object({ days: z.number().int(), activeToday: z.boolean(), timeZone: z.string() }),
  /** How many badges the learner holds, and the latest few with the mission or pathway that gave each. */
  badges: z.object({
    total: z.number().int(),
    latest: z.array(ZBadgeCard.extend({ sourceId: z.string().nullable(), time: z.string() })),
  }),
  /** Items in progress, most recently worked on first. */
  inProgress: z.array(ZDashboardItem),
  /** Items completed, most recently completed first. */
  completed: z.array(ZDashboardItem),
  /** Opening live sessions the learner registered for, soonest first. */
  liveSessions: z.array(ZLiveSessionCard),
});
export type TLearnerDashboard = z.infer<typeof ZLearnerDashboard>;
