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
type THasRoles = { roles: readonly string[] } | readonly string[] | null | undefined;

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
export const isAdmin = (who: THasRoles) => isSuperAdmin(who) || has(who, 'admin');
export const learnAdminAll = (who: THasRoles) => hasGroupOrVariant(who, 'learnAdmin');
export const learnAdminLocal = (who: THasRoles, lang: string) => hasGroupLocal(who, 'learnAdmin', lang);
export const learnEditorAll = (who: THasRoles) => hasGroupOrVariant(who, 'learnEditor');
export const learnEditorLocal = (who: THasRoles, lang: string) => hasGroupLocal(who, 'learnEditor', lang);
export const learnAdminEditorAll = (who: THasRoles) => learnAdminAll(who) || learnEditorAll(who);
export const learnAdminEditorLocal = (who: THasRoles, lang: string) =>
  learnAdminLocal(who, lang) || learnEditorLocal(who, lang);
/** learnCreator, or any admin or editor. */
export const learnCreatorAll = (who: THasRoles) => has(who, 'learnCreator') || learnAdminEditorAll(who);
/** learnModerator, learnAdmin or learnEditor (with their language variants). */
export const learnModeratorAll = (who: THasRoles) => has(who, 'learnModerator') || learnAdminEditorAll(who);

/** Memberships a user can hold besides roles (§3.12). */
export const MEMBERSHIPS = ['premium', 'uaaMember', 'edlabMember'] as const;
export type TMembership = (typeof MEMBERSHIPS)[number];

/** The role links of the avatar menu (§2.3), in menu order. */
export type TRoleLink =
  | 'contentCreator'
  | 'learnerArchitecture'
  | 'adminTool'
  | 'communityModerator'
  | 'siteSettings'
  | 'userAdmin';
export const roleLinks = (who: THasRoles): TRoleLink[] => {
  const links: TRoleLink[] = [];
  if (learnCreatorAll(who)) links.push('contentCreator');
  if (learnAdminAll(who)) links.push('learnerArchitecture', 'adminTool');
  if (learnModeratorAll(who)) links.push('communityModerator');
  // Feature flags and memberships (/creator/flags) are site administration: admins only.
  // User administration (/admin/users: roles, memberships, disabling, password resets, the audit trail): admins only.
  if (isAdmin(who)) links.push('siteSettings', 'userAdmin');
  return links;
};

export const AUTHORING_ACTIONS = ['create', 'edit', 'publish'] as const;
export type TAuthoringAction = (typeof AUTHORING_ACTIONS)[number];

/** Who authors each type (§6; the spec leaves the endpoint matrix open, this is the product's reading). */
const AUTHORED_BY: Record<string, 'creators' | 'editors' | 'admins'> = {
  tutorial: 'creators',
  project: 'creators',
  course: 'creators',
  quiz: 'creators',
  liveSession: 'creators',
  badge: 'editors',
  mission: 'editors',
  pathway: 'editors',
  // The skills architecture belongs to Learner Architecture, a learn-admin page (§6).
  skill: 'admins',
  competency: 'admins',
};

/** The item an authoring action targets; for 'create', the type and language of the new item. */
export type TAuthoringTarget = { type: string; language: string; ownerId?: string | null; authorId?: string | null };

/**
 * Whether a user may perform an authoring action on an item, as the catalogue key that refuses it: null when
 * allowed, auth_required for nobody signed in, forbidden otherwise. Admins may do everything; learn admins and
 * editors act on any item of their language (all languages for the plain role), learn admins alone on skills and
 * competencies; learn creators create tutorials, projects, courses, quizzes and live sessions and edit and
 * publish the ones they own or wrote.
 */
export const authoringRefusal = (
  user: { id: string; roles: readonly string[] } | null | undefined,
  action: TAuthoringAction,
  item: TAuthoringTarget,
): 'auth_required' | 'forbidden' | null => {
  if (!user) return 'auth_required';
  if (isAdmin(user)) return null;
  const authoredBy = AUTHORED_BY[item.type];
  if (!authoredBy) return 'forbidden';
  if (learnAdminLocal(user, item.language)) return null;
  if (authoredBy === 'admins') return 'forbidden';
  if (learnEditorLocal(user, item.language)) return null;
  if (authoredBy === 'editors' || !has(user, 'learnCreator')) return 'forbidden';
  if (action === 'create') return null;
  return item.ownerId === user.id || item.authorId === user.id ? null : 'forbidden';
};

export const mayAuthor = (...args: Parameters<typeof authoringRefusal>) => authoringRefusal(...args) === null;
