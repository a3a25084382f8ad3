import { and, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentItems, tags, userRoles, users } from '../../db/schema';

/** `%` and `_` are literal in a search text. */
const containing = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** Whose items a listing holds: everything, or what the user owns or wrote plus the items of some languages. */
export type TItemScope = { all: true } | { all: false; userId: string; languages: readonly string[] };

const scopeCondition = (scope: TItemScope): SQL | undefined => {
  if (scope.all) return undefined;
  return or(
    eq(contentItems.ownerId, scope.userId),
    eq(contentItems.authorId, scope.userId),
    scope.languages.length ? inArray(contentItems.language, [...scope.languages]) : undefined,
  );
};

/** A page of items of the given types in a scope, newest change first, and how many there are in all. */
export const listScopedItems = async (
  db: TDbOrTx,
  input: { scope: TItemScope; types: readonly string[]; page: number; pageSize: number },
) => {
  const where = and(inArray(contentItems.type, [...input.types]), scopeCondition(input.scope));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: contentItems.id,
        type: contentItems.type,
        slug: contentItems.slug,
        language: contentItems.language,
        status: contentItems.status,
        title: sql<string | null>`${contentItems.draft}->>'title'`,
        updatedAt: contentItems.updatedAt,
        publishedAt: contentItems.publishedAt,
      })
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.updatedAt), desc(contentItems.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.$count(contentItems, where),
  ]);
  return { rows, total: Number(total) };
};
export type TScopedItemRow = Awaited<ReturnType<typeof listScopedItems>>['rows'][number];

/** Published, unexpired items of some types whose published title holds `q`, newest first. */
export const searchPublishedItems = (
  db: TDbOrTx,
  input: { types: readonly string[]; q: string; language?: string; limit: number },
) =>
  db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      slug: contentItems.slug,
      language: contentItems.language,
      card: contentItems.card,
      thumbnail: sql<unknown>`${contentItems.published}->'thumbnail'`,
      internalOnly: contentItems.internalOnly,
    })
    .from(contentItems)
    .where(
      and(
        inArray(contentItems.type, [...input.types]),
        eq(contentItems.status, 'published'),
        or(isNull(contentItems.unpublishedAt), gt(contentItems.unpublishedAt, sql`now()`)),
        input.q ? ilike(sql`${contentItems.card}->>'title'`, containing(input.q)) : undefined,
        input.language ? eq(contentItems.language, input.language) : undefined,
      ),
    )
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(input.limit);
export type TPublishedItemRow = Awaited<ReturnType<typeof searchPublishedItems>>[number];

/** Users holding one of `roles` whose name or email holds `q`, by name. */
export const searchUsersWithRoles = (db: TDbOrTx, input: { roles: readonly string[]; q: string; limit: number }) =>
  db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        inArray(userRoles.role, [...input.roles]),
        input.q ? or(ilike(users.name, containing(input.q)), ilike(users.email, containing(input.q))) : undefined,
      ),
    )
    .orderBy(users.name, users.id)
    .limit(input.limit);
export type TRoleUserRow = Awaited<ReturnType<typeof searchUsersWithRoles>>[number];

export const listTags = (db: TDbOrTx, kind: 'topic' | 'industry') =>
  db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.kind, kind)).orderBy(tags.name, tags.id);

/** Every item of some types, drafts included, oldest first: the learner architecture lists them all. */
export const listItemsOfTypes = (db: TDbOrTx, types: readonly string[]) =>
  db
    .select()
    .from(contentItems)
    .where(inArray(contentItems.type, [...types]))
    .orderBy(contentItems.id);
