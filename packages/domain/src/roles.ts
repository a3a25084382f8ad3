/** User groups and the permission checks of spec §6, written once for server and web app. */

export const ROLE_LANGUAGES = ['EN', 'ZH', 'JA', 'KO', 'RU', 'ES', 'FR', 'DE', 'PT'] as const;
export type TRoleLanguage = (typeof ROLE_LANGUAGES)[number];

export const BASE_GROUPS = [
  'superAdmin',
  'admin',
  'learnAdmin',
  'learnEditor',
  'learnCreator',
  'learnModerator',
] as const;
export type TBaseGroup = (typeof BASE_GROUPS)[number];

type TLocalGroup = `learnAdmin_${TRoleLanguage}` | `learnEditor_${TRoleLanguage}`;
export type TRole = TBaseGroup | TLocalGroup;

/** Every role a user can hold: the base groups plus the language variants of learnAdmin and learnEditor. */
export const ROLES: readonly TRole[] = [
  ...BASE_GROUPS,
  ...ROLE_LANGUAGES.map((lang) => `learnAdmin_${lang}` as const),
  ...ROLE_LANGUAGES.map((lang) => `learnEditor_${lang}` as const),
];

export const isRole = (value: unknown): value is TRole =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Anything holding roles: a user, or a bare list. */
export type THasRoles = { roles: readonly string[] } | readonly string[] | null | undefined;

const rolesOf = (who: THasRoles): readonly string[] => {
  if (!who) return [];
  return Array.isArray(who) ? who : (who as { roles: readonly string[] }).roles;
};

const has = (who: THasRoles, role: string) => rolesOf(who).includes(role);
const hasGroupOrVariant = (who: THasRoles, group: 'learnAdmin' | 'learnEditor') =>
  rolesOf(who).some((role) => role === group || role.startsWith(`${group}_`));
const hasGroupLocal = (who: THasRoles, group: 'learnAdmin' | 'learnEditor', lang: string) =>
  has(who, group) || has(who, `${group}_${lang.toUpperCase()}`);

export const isSuperAdmin = (who: THasRoles) => has(who, 'superAdmin');
export const isLearnCreator = (who: THasRoles) => has(who, 'learnCreator');
export const isAdmin = (who: THasRoles) => isSuperAdmin(who) || has(who, 'admin');
export const learnAdminAll = (who: THasRoles) => hasGroupOrVariant(who, 'learnAdmin');
export const learnAdminLocal = (who: THasRoles, lang: string) => hasGroupLocal(who, 'learnAdmin', lang);
export const learnEditorAll = (who: THasRoles) => hasGroupOrVariant(who, 'learnEditor');
export const learnEditorLocal = (who: THasRoles, lang: string) => hasGroupLocal(who, 'learnEditor', lang);
export const learnAdminEditorAll = (who: THasRoles) => learnAdminAll(who) || learnEditorAll(who);
export const learnAdminEditorLocal = (who: THasRoles, lang: string) =>
  learnAdminLocal(who, lang) || learnEditorLocal(who, lang);
/**
 * learnCreator, or any learn admin or editor (the "admin or editor" of §6's learnAdminEditor). Site admins, who may
 * author everything too, are added where a page or a menu lets authors in: `mayUseCreatorTools`.
 */
export const learnCreatorAll = (who: THasRoles) => has(who, 'learnCreator') || learnAdminEditorAll(who);
/** learnModerator, learnAdmin or learnEditor (with their language variants). */
export const learnModeratorAll = (who: THasRoles) => has(who, 'learnModerator') || learnAdminEditorAll(who);

/** Memberships a user can hold besides roles (§3.12). */
export const MEMBERSHIPS = ['premium', 'uaaMember', 'edlabMember'] as const;
export type TMembership = (typeof MEMBERSHIPS)[number];
