/** Business constants of spec §9. */

export const REQUEST_TIMEOUT_MS = 30_000;
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

/** Cookies (§9, §4.7). Lifetimes in seconds. */
export const COOKIES = {
  locale: 'ql_locale',
  region: 'ql_region',
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

/** Premium trial length in days (§9). */
export const PREMIUM_TRIAL_DAYS = 30;
