import { and, asc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentEdges, contentItems, tags } from '../../db/schema';
import type { TContentRow } from '../content/content.repository';

/** The types that hold others (§3.1 parentIds): projects and courses their contents, missions theirs, pathways missions. */
const HOLDER_TYPES = ['project', 'course', 'mission', 'pathway'];

/**
 * The items holding an item directly (§3.1 parentIds, parentMap), as learners may open them: published and not expired,
 * internal-only ones only with `withInternal` (staff). Hidden ones are among them: they are open by their link. First
 * published first, so the first is the context (§3.4); at most `limit`.
 */
export const directParents = async (
  db: TDbOrTx,
  childId: number,
  options: { withInternal: boolean; limit: number },
): Promise<TContentRow[]> => {
  const rows = await db
    .select({ item: contentItems })
    .from(contentEdges)
    .innerJoin(contentItems, eq(contentItems.id, contentEdges.parentId))
    .where(
      and(
        eq(contentEdges.childId, childId),
        inArray(contentEdges.role, ['content', 'mission']),
        inArray(contentItems.type, HOLDER_TYPES),
        eq(contentItems.status, 'published'),
        or(isNull(contentItems.unpublishedAt), gt(contentItems.unpublishedAt, new Date())),
        options.withInternal ? undefined : eq(contentItems.internalOnly, false),
      ),
    )
    .orderBy(asc(contentItems.publishedAt), asc(contentItems.id))
    .limit(options.limit);
  // A parent holds a child once per role: the roles read here are one type's each, yet a row is kept once.
  return [...new Map(rows.map((row) => [row.item.id, row.item])).values()];
};

/** Tags by id, with their kind and name; ids naming no tag are absent. */
export const findTags = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? await db
        .select({ id: tags.id, kind: tags.kind, name: tags.name })
        .from(tags)
        .where(inArray(tags.id, [...new Set(ids)]))
    : [];

/**
 * The published items offering any of these store packages' downloads (§3.1 asset.packageIds; §3.4 packageMap), with
 * the package ids their asset names, as learners may open them: not expired, internal-only ones only with
 * `withInternal` (staff), never the item itself. First published first; at most `limit`. Each package is one
 * containment lookup on content_items_published_asset_packageids_idx.
 */
export const itemsOfferingPackages = async (
  db: TDbOrTx,
  packageIds: readonly string[],
  options: { exceptId: number; withInternal: boolean; limit: number },
): Promise<{ item: TContentRow; packageIds: unknown }[]> => {
  if (packageIds.length === 0) return [];
  const assetPackages = sql`(${contentItems.published} -> 'asset' -> 'packageIds')`;
  return await db
    .select({ item: contentItems, packageIds: sql<unknown>`${assetPackages}` })
    .from(contentItems)
    .where(
      and(
        or(...packageIds.map((id): SQL => sql`${assetPackages} @> ${JSON.stringify([id])}::jsonb`)),
        eq(contentItems.status, 'published'),
        ne(contentItems.id, options.exceptId),
        or(isNull(contentItems.unpublishedAt), gt(contentItems.unpublishedAt, new Date())),
        options.withInternal ? undefined : eq(contentItems.internalOnly, false),
      ),
    )
    .orderBy(asc(contentItems.publishedAt), asc(contentItems.id))
    .limit(options.limit);
};
