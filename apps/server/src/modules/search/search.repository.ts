import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentEdges, contentItems, searchDocuments, tags, users } from '../../db/schema';

/** The notification channel search_document_refresh() notifies on (migration 0008); search-cache.ts listens. */
export const SEARCH_CHANGES_CHANNEL = 'search_documents_changed';

/** Tells every server process, when the transaction commits, that what search answers may have changed. */
export const notifySearchChanges = (tx: TDbOrTx) => tx.execute(sql`SELECT pg_notify(${SEARCH_CHANGES_CHANNEL}, '')`);

/**
 * What a search card needs of a found item, without its documents (the card holds the display fields), with its
 * author's name and its tags, in one statement.
 */
export const findSearchRows = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({
          id: contentItems.id,
          type: contentItems.type,
          slug: contentItems.slug,
          language: contentItems.language,
          premium: contentItems.premium,
          status: contentItems.status,
          hidden: contentItems.hidden,
          authorId: contentItems.authorId,
          authorName: users.name,
          card: contentItems.card,
          collects: searchDocuments.collects,
          comments: searchDocuments.comments,
          views: searchDocuments.views,
          ratingSum: searchDocuments.ratingSum,
          ratingCount: searchDocuments.ratingCount,
          tags: sql<{ id: number; kind: string; name: string }[]>`(
            SELECT coalesce(json_agg(json_build_object('id', t.id, 'kind', t.kind, 'name', t.name) ORDER BY t.id), '[]')
            FROM tags t WHERE t.id = ANY(${searchDocuments.tagIds}))`,
        })
        .from(contentItems)
        .leftJoin(searchDocuments, eq(searchDocuments.itemId, contentItems.id))
        .leftJoin(users, eq(users.id, contentItems.authorId))
        .where(inArray(contentItems.id, [...new Set(ids)]))
    : [];
export type TSearchRow = Awaited<ReturnType<typeof findSearchRows>>[number];

export const findTags = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({ id: tags.id, kind: tags.kind, name: tags.name, slug: tags.slug })
        .from(tags)
        .where(inArray(tags.id, [...new Set(ids)]))
    : [];

/**
 * The topics most listed items carry (published, unexpired, not hidden, not internal-only), most used first, ties by
 * name: the tag id and how many items carry it.
 */
export const popularTopics = async (db: TDbOrTx, limit: number) =>
  (
    (await db.execute(sql`
      SELECT t.id, t.name, t.slug, count(*)::int AS n
      FROM search_documents s
      CROSS JOIN LATERAL unnest(s.tag_ids) AS carried(tag_id)
      JOIN tags t ON t.id = carried.tag_id AND t.kind = 'topic'
      WHERE s.listed AND NOT s.internal_only AND (s.unpublished_at IS NULL OR s.unpublished_at > now())
      GROUP BY t.id, t.name, t.slug
      ORDER BY n DESC, t.name ASC, t.id ASC
      LIMIT ${limit}`)) as unknown as { rows: { id: number | string; name: string; slug: string; n: number }[] }
  ).rows.map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug, count: Number(row.n) }));

/** The skills tutorials are tagged with ('skill' edges): per tutorial, the skill item ids. */
export const skillEdgesOf = async (db: TDbOrTx, parentIds: readonly number[]) =>
  parentIds.length
    ? db
        .select({ parentId: contentEdges.parentId, childId: contentEdges.childId })
        .from(contentEdges)
        .where(and(inArray(contentEdges.parentId, [...new Set(parentIds)]), eq(contentEdges.role, 'skill')))
        .orderBy(contentEdges.position)
    : [];
