import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { anyOf, runPrepared } from '../../db/prepared';
import { searchDocuments } from '../../db/schema';

/** One view as the counter buffers it: the item, the day (UTC, YYYY-MM-DD) and who viewed ('u:…' or 'a:…'). */
export type TView = { itemId: number; day: string; viewer: string };

/**
 * Adds a batch of views in one statement: each viewer is marked once per item and day (item_viewers), and only the
 * marks that are new add to the item's daily count (item_views) and to its total on the search row (the admin
 * search's `views` sort, statsMap viewCount). Views of items deleted meanwhile are dropped. Answers how many counted.
 */
export const addViews = async (tx: TDbOrTx, views: readonly TView[]) => {
  if (!views.length) return 0;
  // Three text arrays: one statement text whatever the batch's size.
  const column = (read: (view: TView) => string) => sql.param(views.map(read));
  const result = (await tx.execute(sql`
    WITH incoming AS (
      SELECT i::bigint AS item_id, d::date AS day, v AS viewer
      FROM unnest(${column((view) => String(view.itemId))}::text[], ${column((view) => view.day)}::text[],
        ${column((view) => view.viewer)}::text[]) AS t (i, d, v)
    ),
    marked AS (
      INSERT INTO item_viewers (item_id, day, viewer)
      SELECT i.item_id, i.day, i.viewer FROM incoming i JOIN content_items c ON c.id = i.item_id
      ON CONFLICT DO NOTHING
      RETURNING item_id, day
    ),
    counted AS (SELECT item_id, day, count(*)::int AS n FROM marked GROUP BY item_id, day),
    daily AS (
      INSERT INTO item_views (item_id, day, views) SELECT item_id, day, n FROM counted
      ON CONFLICT (item_id, day) DO UPDATE SET views = item_views.views + excluded.views
    ),
    totals AS (
      UPDATE search_documents s SET views = s.views + t.n
      FROM (SELECT item_id, sum(n)::int AS n FROM counted GROUP BY item_id) t
      WHERE s.item_id = t.item_id
    )
    SELECT coalesce(sum(n), 0)::int AS n FROM counted`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};

/** Forgets who viewed on days before `today`: the marks only serve the day's deduplication. */
export const forgetViewersBefore = (tx: TDbOrTx, today: string) =>
  tx.execute(sql`DELETE FROM item_viewers WHERE day < ${today}::date`);

/** Forgets a user's marks of today (account deletion): the counts stay, they name nobody. */
export const forgetViewer = (tx: TDbOrTx, userId: string) =>
  tx.execute(sql`DELETE FROM item_viewers WHERE viewer = ${`u:${userId}`}`);

/** The items' view totals, as kept on their search rows. */
const viewCountsOfItems = (db: TDbOrTx) =>
  db
    .select({ itemId: searchDocuments.itemId, views: searchDocuments.views })
    .from(searchDocuments)
    .where(anyOf(searchDocuments.itemId, 'itemIds'))
    .prepare('view_counts_of_items');

export const viewCounts = async (db: TDbOrTx, itemIds: readonly number[]) =>
  new Map(
    itemIds.length
      ? (await runPrepared(db, viewCountsOfItems, { itemIds: [...new Set(itemIds)] })).map((row) => [
          row.itemId,
          row.views,
        ])
      : [],
  );
