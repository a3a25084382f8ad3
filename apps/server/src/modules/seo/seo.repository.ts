import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentItems } from '../../db/schema';

/**
 * Items whose page anyone may open and find: published, listed (not hidden, not internal-only), not expired, and not
 * for members only. Premium items are in: their page shows their card to everyone.
 */
const findable = (types: readonly string[]) =>
  and(
    inArray(contentItems.type, [...types]),
    eq(contentItems.status, 'published'),
    eq(contentItems.hidden, false),
    eq(contentItems.internalOnly, false),
    eq(contentItems.uaaOnly, false),
    eq(contentItems.edlabOnly, false),
    or(isNull(contentItems.unpublishedAt), gt(contentItems.unpublishedAt, sql`now()`)),
  );

/** How many findable items of `types` there are. */
export const countFindableItems = async (db: TDbOrTx, types: readonly string[]) =>
  (await db.select({ total: count() }).from(contentItems).where(findable(types)))[0]?.total ?? 0;

/** One page of findable items of `types` in id order: type, slug and when each last changed. */
export const findableItemsPage = (db: TDbOrTx, types: readonly string[], page: { offset: number; limit: number }) =>
  db
    .select({ type: contentItems.type, slug: contentItems.slug, updatedAt: contentItems.updatedAt })
    .from(contentItems)
    .where(findable(types))
    .orderBy(asc(contentItems.id))
    .offset(page.offset)
    .limit(page.limit);
