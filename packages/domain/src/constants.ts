/** Business constants of spec §9. */

export const REQUEST_TIMEOUT_MS = 30_000;
/** The tab a learner page or an editor opens on when the URL names none (§2.2, §2.12): the overview or general tab. */
export const DEFAULT_TAB = 'g';
export const DEFAULT_CONTENT_LANGUAGE = 'en';

/** UI locales (§9), in the order the language chooser lists them. */
export const LOCALES = ['en_US', 'zh_CN', 'ko_KR', 'ja_JP', 'ru_RU', 'es_ES', 'fr_FR', 'de_DE', 'pt_PT'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en_US';
export const MINIMAL_LOCALES = ['en_US', 'zh_CN', 'ko_KR', 'ja_JP'] as const satisfies readonly TLocale[];

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** BCP 47 tag of a locale, for `<html lang>` and `Intl`: en_US → en-US. */
export const localeTag = (locale: TLocale): string => locale.replace('_', '-');

/** Each locale's name in its own language, as the language chooser shows it. */
export const LOCALE_NAMES: Record<TLocale, string> = {
  en_US: 'English',
  zh_CN: '简体中文',
  ko_KR: '한국어',
  ja_JP: '日本語',
  ru_RU: 'Русский',
  es_ES: 'Español',
  fr_FR: 'Français',
  de_DE: 'Deutsch',
  pt_PT: 'Português',
};

/** Content languages (§9). */
export const CONTENT_LANGUAGES = ['en', 'ja', 'zh', 'ko', 'ru', 'de', 'es', 'pt', 'fr'] as const;
export type TContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The content language a UI locale reads: zh_CN → zh. */
export const localeLanguage = (locale: TLocale): TContentLanguage => locale.slice(0, 2) as TContentLanguage;

/** Regions (§3.12, §9): refIds region.01 to region.09; the refId is also the i18n key of its name. */
export const REGIONS = [
  'region.01',
  'region.02',
  'region.03',
  'region.04',
  'region.05',
  'region.06',
  'region.07',
  'region.08',
  'region.09',
] as const;
export type TRegion = (typeof REGIONS)[number];

export const isRegion = (value: unknown): value is TRegion =>
  typeof value === 'string' && (REGIONS as readonly string[]).includes(value);

/** Skill levels (§9): the full list, the list without 'all', and the short list. */
export const SKILL_LEVELS = ['all', 'foundational', 'beginner', 'intermediate', 'advanced', 'expert'] as const;
export type TSkillLevel = (typeof SKILL_LEVELS)[number];
export const CONTENT_SKILL_LEVELS = ['foundational', 'beginner', 'intermediate', 'advanced', 'expert'] as const;
export const SHORT_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** Experience categories and their base experience for level 2 (§9). */
export const EXPERIENCE_CATEGORIES = [
  'essentials',
  'artAnimation',
  'programming',
  'audio',
  'systemsDesign',
  'professionalSkills',
] as const;
export type TExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];
export const BASE_EXPERIENCE: Record<TExperienceCategory, number> = {
  essentials: 500,
  artAnimation: 500,
  programming: 500,
  audio: 250,
  systemsDesign: 250,
  professionalSkills: 250,
};

/** Colour themes: 'system' follows the device (prefers-color-scheme). */
export const THEMES = ['system', 'light', 'dark'] as const;
export type TTheme = (typeof THEMES)[number];
export const isTheme = (value: unknown): value is TTheme => (THEMES as readonly unknown[]).includes(value);

/** Cookies (§9, §4.7). Lifetimes in seconds. */
export const COOKIES = {
  locale: 'ql_locale',
  region: 'ql_region',
  /** The colour theme chosen in the header or Settings (one of THEMES); absent: the system's. */
  theme: 'ql_theme',
  /** The consent categories granted in the cookie settings (§2.17), comma-separated. */
  consent: 'ql_consent',
  maintenanceBanner: 'JP_ES_MAINTENANCE',
  recentBar: 'CLOSE_RECENT_BAR',
} as const;
export const COOKIE_LIFETIME = {
  preference: 365 * 24 * 3600,
  maintenanceBanner: 7 * 24 * 3600,
  recentBar: 2 * 24 * 3600,
  welcomeAndTour: 365 * 24 * 3600,
} as const;

/** Feature flags (§9) and their defaults. */
export const FEATURE_FLAGS = {
  PATHWAYS_LANDING_PAGE: true,
  EDLAB_PORTAL_PAGE: true,
  PROJECT_ENABLED: true,
  TFA_ENABLED: true,
} as const;

/**
 * The largest point reward one item may give (§5 "totalPoints ≤ maxTotal"; the spec names no number): the
 * experience of the first three levels of a 500 category, so one item can never jump a learner further.
 */
export const MAX_REWARD_POINTS = 500 + 750 + 1125;

/** Premium trial length in days (§9). */
export const PREMIUM_TRIAL_DAYS = 30;

/** Manual duration options (§9): hours 0–25 by 1, then 30–50 by 5; minutes 0–55 by 5. Durations are minutes. */
export const MANUAL_DURATION_HOURS: readonly number[] = [
  ...Array.from({ length: 26 }, (_, hour) => hour),
  ...Array.from({ length: 5 }, (_, index) => 30 + index * 5),
];
export const MANUAL_DURATION_MINUTES: readonly number[] = Array.from({ length: 12 }, (_, index) => index * 5);

/** Lists count their items up to this many: a total equal to it reads 'this many or more' (shown '1000+'). */
export const TOTAL_CAP = 1000;

/**
 * The pathway map of /pathways (§2.8) shows at most this many pathways, oldest first; past it, the page links to
 * search for the rest, so the page and its answer stay the same size however many pathways there are.
 */
export const PATHWAY_MAP_MAX = 48;

/**
 * Educator plan age selects (§2.13, §4.3): whole years from the system minimum, the youngest age the admin search's
 * age buckets (schemas/search.ts) cover, to 18, which reads '18+'.
 */
export const MIN_AGE = 13;
export const AGE_OPTIONS: readonly number[] = [13, 14, 15, 16, 17, 18];

/** Sort keys (§9): the admin sorts, and the two the search page offers. */
export const ADMIN_SORT_KEYS = ['starts', 'views', 'collects', 'recency', 'rated', 'title_asc', 'title_desc'] as const;
export const SEARCH_SORT_KEYS = ['starts', 'recency'] as const;
export type TSearchSort = (typeof SEARCH_SORT_KEYS)[number];
/**
 * The listings' sorts (/tutorials, /projects, /courses, /missions; issue 27): newest, most started (popular), and
 * shortest first ('duration', the item's duration in minutes, ascending).
 */
export const LISTING_SORT_KEYS = ['recency', 'starts', 'duration'] as const;
export type TListingSort = (typeof LISTING_SORT_KEYS)[number];

/** The video player's mini-player and transcript (§2.16, §9): the rules of rules/ui.ts, which every page loads. */
export const MINI_PLAYER_THRESHOLD_PX = 150;
export const MINI_PLAYER_HEADER_OFFSET_PX = 200;
export const TRANSCRIPT = { autoScrollPauseMs: 3000, scrollRestoreMs: 2000, currentCuePosition: 2 / 5 } as const;

/** Post throttling (§9): a user's comment, post or repost within this many seconds of their last one is refused. */
export const POST_THROTTLE_SECONDS = 10;

/** Images (§9). Two readings of the widths; variants are made at the widths of the shorter one (rules/images.ts). */
export const IMAGE_WIDTHS = Array.from({ length: 10 }, (_, index) => (index + 1) * 200);
export const IMAGE_WIDTHS_SHORT = [200, 400, 600, 800, 1000, 2000] as const;
export const IMAGE_MAX_DISPLAY_WIDTH = 772;

/** The most lines a code block of rich text may hold a step shows a snippet, not a whole project. */
export const CODE_BLOCK_MAX_LINES = 2_000;
export const WEBGL_ASPECT_PERCENT = 66;
export const LIVE_SESSION_THUMBNAIL_PX = 60;

/** Layout numbers (§9). */
export const LAYOUT = {
  mediaPreviewMaxWidth: 1000,
  loginIframeHeight: 500,
  confirmDialogWidth: 640,
  modalBackdropOpacity: 0.8,
  modalClosedScale: 0.75,
  sliderCardWidth: 285,
  sliderMaxCards: 4,
  sliderDebounceMs: 100,
  typeAheadResetMs: 500,
  dropdownScrollAfter: 5,
  dropdownScrollAfterCompact: 3,
  popularTopicsBeforeMore: 10,
  recordSubItemsWithCover: 2,
  tourOverlayOpacity: 0.53,
} as const;

/** Consent categories for embeds (§2.17). */
export const CONSENT_CATEGORIES = { functional: 'C0003', targeting: 'C0004' } as const;

/** Payment link defaults (§9). */
export const PAYMENT_LINK_DEFAULTS = { currency: 'CNY', seats: 1, source: 'store' } as const;

/** Content limits (§9). */
export const LIMITS = {
  liveSessionContent: 1,
  tutorialLabSteps: 1,
  tutorialSubmissionSteps: 1,
  tutorialTitleLength: 135,
  quizMinOptions: 2,
  /** The tags (tagIds) one project may carry (§8 project_tags_limit; the spec names no number). */
  projectTags: 10,
} as const;

/** Live session time (§9): display separator and the stored range separator. */
export const LIVE_TIME_SEPARATOR = '-';
export const LIVE_RANGE_SEPARATOR = '#';

/**
 * Online status (§3.12 online, idle, offline), read from the last heartbeat a user's open, visible tab sent. The web
 * beats every PRESENCE_HEARTBEAT_SECONDS; a user whose last beat is older than PRESENCE_IDLE_AFTER_SECONDS (three
 * missed beats: the tab was hidden, closed or the machine slept) reads idle, and past PRESENCE_OFFLINE_AFTER_SECONDS
 * offline. A user who never beat reads offline.
 */
export const PRESENCE_HEARTBEAT_SECONDS = 60;
export const PRESENCE_IDLE_AFTER_SECONDS = 3 * 60;
export const PRESENCE_OFFLINE_AFTER_SECONDS = 15 * 60;
export const PRESENCE_STATUSES = ['online', 'idle', 'offline'] as const;
export type TPresenceStatus = (typeof PRESENCE_STATUSES)[number];
