import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentEdges, contentItems, featuredLists } from '../../db/schema';
import type { TContentRow } from '../content/content.repository';

export type TFeaturedListRow = typeof featuredLists.$inferSelect;

export const findFeaturedList = async (db: TDbOrTx, name: string): Promise<TFeaturedListRow | undefined> =>
  (await db.select().from(featuredLists).where(eq(featuredLists.name, name)).limit(1))[0];

/** Writes a list whole (items in display order), replacing what it held. */
export const saveFeaturedList = async (
  db: TDbOrTx,
  input: { name: string; itemIds: readonly string[]; updatedBy: string | null },
) => {
  const values = { itemIds: [...input.itemIds], updatedBy: input.updatedBy, updatedAt: new Date() };
  await db
    .insert(featuredLists)
    .values({ name: input.name, ...values })
    .onConflictDoUpdate({ target: featuredLists.name, set: values });
};

const listedPathway = and(
  eq(contentItems.type, 'pathway'),
  eq(contentItems.status, 'published'),
  eq(contentItems.hidden, false),
  eq(contentItems.internalOnly, false),
  or(isNull(contentItems.unpublishedAt), gt(contentItems.unpublishedAt, sql`now()`)),
);

/** The first `limit` published pathways learners find listed (not hidden, not internal-only, not expired), oldest first. */
export const listedPathways = async (db: TDbOrTx, limit: number): Promise<TContentRow[]> =>
  db
    .select()
    .from(contentItems)
    .where(listedPathway)
    // Nulls first, as a backward walk of the listing index gives them (published rows have no null date anyway):
    // the first `limit` rows are read, not every pathway sorted.
    .orderBy(sql`${contentItems.publishedAt} asc nulls first`, sql`${contentItems.id} asc nulls first`)
    .limit(limit);

/** How many pathways are listed, counted up to `cap`. */
export const countListedPathways = async (db: TDbOrTx, cap: number) => {
  const capped = db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(listedPathway)
    // In the listed index's order: the planner walks it and stops at the cap (see newestListedPerType).
    .orderBy(sql`${contentItems.publishedAt} desc nulls last`, sql`${contentItems.id} desc nulls last`)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.total ?? 0);
};

/** The badge item each holder awards (its first 'badge' child), with the badge's row. */
export const badgesOf = async (db: TDbOrTx, holderIds: readonly number[]) => {
  if (!holderIds.length) return new Map<number, TContentRow>();
  const rows = await db
    .select({ holderId: contentEdges.parentId, badge: contentItems })
    .from(contentEdges)
    .innerJoin(contentItems, eq(contentItems.id, contentEdges.childId))
    .where(
      and(
        inArray(contentEdges.parentId, [...new Set(holderIds)]),
        eq(contentEdges.role, 'badge'),
        eq(contentItems.type, 'badge'),
      ),
    )
    .orderBy(asc(contentEdges.position));
  const byHolder = new Map<number, TContentRow>();
  for (const row of rows) if (!byHolder.has(row.holderId)) byHolder.set(row.holderId, row.badge);
  return byHolder;
};
