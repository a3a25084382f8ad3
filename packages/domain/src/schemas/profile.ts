/**
 * My Learning, profiles and settings (§2.1 /u/{userId or customProfileUrl}, §2.11, §3.10, §3.12, §7.8): the record
 * and saved lists, the skill list, a user's public profile and the owner's settings.
 */
import { z } from 'zod';
import { LOCALES, REGIONS, THEMES } from '../constants';
import { isTimeZone } from '../rules/ranges';
import { ZItemCard } from './content';
import type { RECORD_LIST_TYPES } from './learner';
import { ZCategoryExperience, ZStatsMap } from './progress';
import { ZRecordMap } from './records';

/** How many items a page of the record and saved lists holds. */
export const RECORD_LIST_PAGE_SIZE = 12;

const ZItemMap = z.record(z.string(), ZItemCard);
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
});
export type TRecordListResult = z.infer<typeof ZRecordListResult>;
export type TRecordListType = (typeof RECORD_LIST_TYPES)[number];

/** GET /api/learn/record/skillList (§7.8): competencies the user's completed tutorials build, with XP per category. */
export const ZSkillListResult = z.object({
  /** Competency ids, those with the most completed skills first. */
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
