import {
  isAdmin,
  isLearnCreator,
  learnAdminAll,
  learnAdminLocal,
  learnCreatorAll,
  learnEditorLocal,
  learnModeratorAll,
  type THasRoles,
} from '../roles';

/**
 * Who may create, edit and publish which item (§6), and which staff pages and menu links follow from it (§2.3): the
 * rules the server's authoring routes enforce and the menus and pages read. Apart from the roles themselves
 * (roles.ts), which the header reads on every page, so that these load only with the menus and pages that ask.
 */

/**
 * The creator dashboard and the editors (Content Creator, §2.3): learnCreatorAll, and site admins and super admins,
 * who may author everything (rules/authoring-rights.ts).
 */
export const mayUseCreatorTools = (who: THasRoles) => learnCreatorAll(who) || isAdmin(who);
/** Learner Architecture and the Admin Tool (§2.3 learn admin's links): learn admins of any language, and admins. */
export const mayUseLearnAdminTools = (who: THasRoles) => learnAdminAll(who) || isAdmin(who);

/**
 * The role links of the avatar and hamburger menus (§2.3), in menu order. Site admins and super admins get the
 * authoring links as well, since the pages behind them let admins in.
 */
export type TRoleLink =
  | 'contentCreator'
  | 'learnerArchitecture'
  | 'adminTool'
  | 'communityModerator'
  | 'siteSettings'
  | 'userAdmin';
export const roleLinks = (who: THasRoles): TRoleLink[] => {
  const links: TRoleLink[] = [];
  if (mayUseCreatorTools(who)) links.push('contentCreator');
  if (mayUseLearnAdminTools(who)) links.push('learnerArchitecture', 'adminTool');
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
export type TAuthoringTarget = {
  type: string;
  language: string;
  ownerId?: string | null;
  authorId?: string | null;
  /** A project's contributors: the people its owner and editors let edit it. */
  contributorIds?: readonly string[];
};

/**
 * Whether a user may perform an authoring action on an item, as the catalogue key that refuses it: null when
 * allowed, auth_required for nobody signed in, forbidden otherwise. Admins may do everything; learn admins and
 * editors act on any item of their language (all languages for the plain role), learn admins alone on skills and
 * competencies; learn creators create tutorials, projects, courses, quizzes and live sessions and edit and
 * publish the ones they own or wrote; a project's contributors edit it.
 */
export const authoringRefusal = (
  user: { id: string; roles: readonly string[] } | null | undefined,
  action: TAuthoringAction,
  item: TAuthoringTarget,
): 'auth_required' | 'forbidden' | null => {
  if (!user) return 'auth_required';
  if (isAdmin(user)) return null;
  // Contributors edit the project, without publishing it or changing who contributes (decision 0074).
  if (action === 'edit' && item.type === 'project' && item.contributorIds?.includes(user.id)) return null;
  const authoredBy = AUTHORED_BY[item.type];
  if (!authoredBy) return 'forbidden';
  if (learnAdminLocal(user, item.language)) return null;
  if (authoredBy === 'admins') return 'forbidden';
  if (learnEditorLocal(user, item.language)) return null;
  if (authoredBy === 'editors' || !isLearnCreator(user)) return 'forbidden';
  if (action === 'create') return null;
  return item.ownerId === user.id || item.authorId === user.id ? null : 'forbidden';
};

export const mayAuthor = (...args: Parameters<typeof authoringRefusal>) => authoringRefusal(...args) === null;
