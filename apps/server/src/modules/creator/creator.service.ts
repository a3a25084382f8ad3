import { CONTENT_LANGUAGES } from '@questline/domain/constants';
import { isAdmin, learnAdminEditorLocal, learnCreatorAll, ROLES } from '@questline/domain/roles';
import {
  CONTENT_OPTIONS_LIMIT,
  CREATOR_ITEM_TYPES,
  CREATOR_USERS_LIMIT,
  type TContentOptionsQuery,
  type TCreatorItemsQuery,
} from '@questline/domain/schemas/creator';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { presentContentOption, presentCreatorItem, presentCreatorUser } from './creator.presenter';
import {
  listScopedItems,
  listTags,
  searchPublishedItems,
  searchUsersWithRoles,
  type TItemScope,
} from './creator.repository';

/**
 * Which items a user's dashboard holds (§6): admins, and editors and learn admins of every language, see every
 * item; language-local editors and admins the items of their languages; everyone their own (owned or written).
 */
const scopeOf = (user: Pick<TMe, 'id' | 'roles'>): TItemScope => {
  if (isAdmin(user)) return { all: true };
  const languages = CONTENT_LANGUAGES.filter((language) => learnAdminEditorLocal(user, language));
  if (languages.length === CONTENT_LANGUAGES.length) return { all: true };
  return { all: false, userId: user.id, languages };
};

/** GET /api/creator/items. */
export const creatorItems = async (db: TDbOrTx, user: Pick<TMe, 'id' | 'roles'>, query: TCreatorItemsQuery) => {
  const { rows, total } = await listScopedItems(db, {
    scope: scopeOf(user),
    types: query.type ? [query.type] : CREATOR_ITEM_TYPES,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(presentCreatorItem), total, page: query.page, pageSize: query.pageSize };
};

/** GET /api/creator/contentOptions: what the add-content dialog offers (published items only). */
export const contentOptions = async (db: TDbOrTx, query: TContentOptionsQuery) => ({
  items: (await searchPublishedItems(db, { ...query, limit: CONTENT_OPTIONS_LIMIT })).map(presentContentOption),
});

/** The roles that may own authored items: every role that may author (§6), that is all but learnModerator. */
const AUTHORING_ROLES = ROLES.filter((role) => learnCreatorAll([role]) || isAdmin([role]));

/** GET /api/creator/users: candidates for an item's owner. */
export const authoringUsers = async (db: TDbOrTx, q: string) => ({
  items: (await searchUsersWithRoles(db, { roles: AUTHORING_ROLES, q, limit: CREATOR_USERS_LIMIT })).map(
    presentCreatorUser,
  ),
});

/** GET /api/creator/tags. */
export const creatorTags = async (db: TDbOrTx, kind: 'topic' | 'industry') => ({
  items: await listTags(db, kind),
});
