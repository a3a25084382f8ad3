import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { anyOf, runPrepared } from '../../db/prepared';
import {
  collections,
  contentEdges,
  contentItems,
  experience,
  expiredRedirects,
  records,
  type TRecordData,
  type TStoredCard,
} from '../../db/schema';

export type TRecordRow = typeof records.$inferSelect;

const recordsOfItems = (db: TDbOrTx) =>
  db
    .select()
    .from(records)
    .where(and(eq(records.userId, sql.placeholder('userId')), anyOf(records.itemId, 'itemIds')))
    .prepare('records_of_items');

export const findRecords = async (db: TDbOrTx, userId: string, itemIds: readonly number[]): Promise<TRecordRow[]> =>
  itemIds.length ? runPrepared(db, recordsOfItems, { userId, itemIds: [...new Set(itemIds)] }) : [];

/**
 * The learner's record of one item, locked for the rest of the transaction; created empty when there is none.
 * Creating it first (a concurrent creation wins quietly) means every save reads, then writes, under the row lock:
 * two first saves at once apply one after the other instead of the second replacing the first.
 */
export const lockRecord = async (db: TDbOrTx, key: { userId: string; itemId: number; type: string }) => {
  const locked = (await lockRecords(db, key.userId, [key])).get(key.itemId);
  if (!locked) throw new Error('record missing after insert');
  return locked;
};

/**
 * The learner's records of several items, locked for the rest of the transaction in item order (so that two writes
 * locking overlapping sets never wait on each other in a cycle); created empty where there are none.
 */
export const lockRecords = async (db: TDbOrTx, userId: string, items: readonly { itemId: number; type: string }[]) => {
  if (items.length === 0) return new Map<number, TRecordRow>();
  await db
    .insert(records)
    .values(items.map((item) => ({ userId, itemId: item.itemId, type: item.type, data: {} })))
    .onConflictDoNothing({ target: [records.userId, records.itemId] });
  const locked = await db
    .select()
    .from(records)
    .where(
      and(
        eq(records.userId, userId),
        inArray(
          records.itemId,
          items.map((item) => item.itemId),
        ),
      ),
    )
    .orderBy(records.itemId)
    .for('update');
  return new Map(locked.map((row) => [row.itemId, row]));
};

export const updateRecord = async (
  db: TDbOrTx,
  key: { userId: string; itemId: number },
  patch: Partial<{
    completed: boolean;
    completedTime: Date | null;
    lastCompletedTime: Date | null;
    data: TRecordData;
    versionId: number | null;
    withAll: boolean;
    flag: boolean;
  }>,
) => {
  const [saved] = await db
    .update(records)
    .set({ ...patch, updatedTime: new Date() })
    .where(and(eq(records.userId, key.userId), eq(records.itemId, key.itemId)))
    .returning();
  if (!saved) throw new Error('update returned no row');
  return saved;
};

const collectedOfItems = (db: TDbOrTx) =>
  db
    .select({ itemId: collections.itemId })
    .from(collections)
    .where(and(eq(collections.userId, sql.placeholder('userId')), anyOf(collections.itemId, 'itemIds')))
    .prepare('collected_of_items');

export const collectedIds = async (db: TDbOrTx, userId: string, itemIds: readonly number[]) =>
  itemIds.length
    ? (await runPrepared(db, collectedOfItems, { userId, itemIds: [...new Set(itemIds)] })).map((row) => row.itemId)
    : [];

const collectStateOfItems = (db: TDbOrTx) =>
  db
    .select({
      itemId: collections.itemId,
      total: count(),
      mine: sql<boolean>`bool_or(${collections.userId} = ${sql.placeholder('userId')})`,
    })
    .from(collections)
    .where(anyOf(collections.itemId, 'itemIds'))
    .groupBy(collections.itemId)
    .prepare('collect_state_of_items');

/**
 * How many have saved each item, and whether the user (none for a visitor) is one of them, in one read; items nobody
 * saved are absent.
 */
export const collectStateOf = async (db: TDbOrTx, userId: string | null, itemIds: readonly number[]) =>
  new Map(
    itemIds.length
      ? (await runPrepared(db, collectStateOfItems, { userId, itemIds: [...new Set(itemIds)] })).map((row) => [
          row.itemId,
          { total: Number(row.total), mine: row.mine === true },
        ])
      : [],
  );

/** Saves the item for the user, or takes it back; answers whether it is now saved. */
export const toggleCollection = async (db: TDbOrTx, userId: string, itemId: number, type: string) => {
  const removed = await db
    .delete(collections)
    .where(and(eq(collections.userId, userId), eq(collections.itemId, itemId)))
    .returning({ itemId: collections.itemId });
  if (removed.length) return false;
  await db.insert(collections).values({ userId, itemId, type }).onConflictDoNothing();
  return true;
};

/** The types that hold others as parents on detail pages (§2.2 parent chain); live sessions only link content. */
const PARENT_TYPES = ['project', 'course', 'mission', 'pathway'] as const;

export type TParentRow = {
  /** The item this parent holds: the viewed item, or a parent one level below. */
  childId: number;
  depth: number;
  id: number;
  type: string;
  slug: string;
  card: TStoredCard | null;
  /** The published document of a mission (its checkpoint reads it); null for the other types. */
  published: Record<string, unknown> | null;
};

/**
 * Every parent learners may reach above an item, up to `maxDepth` levels, in one recursive query (§3.4
 * allParentIds): items holding it as content or (pathways) as missions, published, not hidden and not expired,
 * internal-only ones only with `withInternal` (staff). A parent that is not reachable hides what is above it too.
 * Ordered by level, then by first publish, so each child's first parent is its context.
 */
export const reachableParents = async (
  db: TDbOrTx,
  childId: number,
  options: { withInternal: boolean; maxDepth: number },
): Promise<TParentRow[]> => {
  const reachable = sql`i.type in (${sql.join(
    PARENT_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )}) and i.status = 'published' and i.hidden = false ${options.withInternal ? sql`` : sql`and i.internal_only = false`}
    and (i.unpublished_at is null or i.unpublished_at > now()) and e.role in ('content', 'mission')`;
  const result = (await db.execute(sql`
    with recursive chain (child_id, id, depth) as (
      select e.child_id, e.parent_id, 1
        from content_edges e join content_items i on i.id = e.parent_id
        where e.child_id = ${childId} and ${reachable}
      union
      select e.child_id, e.parent_id, c.depth + 1
        from chain c
        join content_edges e on e.child_id = c.id
        join content_items i on i.id = e.parent_id
        where c.depth < ${options.maxDepth} and ${reachable}
    )
    select c.child_id, c.depth, i.id, i.type, i.slug, i.card,
        case when i.type = 'mission' then i.published end as published
      from chain c join content_items i on i.id = c.id
      order by c.depth, i.published_at, i.id`)) as unknown as {
    rows: {
      child_id: unknown;
      depth: unknown;
      id: unknown;
      type: string;
      slug: string;
      card: TStoredCard | null;
      published: Record<string, unknown> | null;
    }[];
  };
  return result.rows.map((row) => ({
    childId: Number(row.child_id),
    depth: Number(row.depth),
    id: Number(row.id),
    type: row.type,
    slug: row.slug,
    card: row.card,
    published: row.published,
  }));
};

/** Ids of the projects holding an item as content, whatever their state (expired redirects, §2.2). */
export const parentProjectIds = async (db: TDbOrTx, childId: number) =>
  (
    await db
      .select({ id: contentItems.id })
      .from(contentEdges)
      .innerJoin(contentItems, eq(contentItems.id, contentEdges.parentId))
      .where(and(eq(contentEdges.childId, childId), eq(contentEdges.role, 'content'), eq(contentItems.type, 'project')))
      .orderBy(contentItems.id)
  ).map((row) => row.id);

/** The children of an item in one role, in their order (a mission's badges, ...). */
const childIdsByRole = (db: TDbOrTx) =>
  db
    .select({ childId: contentEdges.childId })
    .from(contentEdges)
    .where(and(eq(contentEdges.parentId, sql.placeholder('parentId')), eq(contentEdges.role, sql.placeholder('role'))))
    .orderBy(contentEdges.position)
    .prepare('child_ids_by_role');

export const childIdsOf = async (db: TDbOrTx, parentId: number, role: string) =>
  (await runPrepared(db, childIdsByRole, { parentId, role })).map((row) => row.childId);

export const findExpiredRedirect = async (db: TDbOrTx, itemIds: readonly number[]) =>
  itemIds.length
    ? ((
        await db
          .select({ itemId: expiredRedirects.itemId, redirectUrl: expiredRedirects.redirectUrl })
          .from(expiredRedirects)
          .where(inArray(expiredRedirects.itemId, [...itemIds]))
      ).sort((a, b) => itemIds.indexOf(a.itemId) - itemIds.indexOf(b.itemId))[0]?.redirectUrl ?? null)
    : null;

/**
 * Adds experience points to a learner's categories (one row per category, made on first use) and answers each
 * category's new total. Entries of 0 points change nothing and are left out.
 */
export const addExperience = async (
  db: TDbOrTx,
  userId: string,
  points: readonly { categoryId: string; point: number }[],
): Promise<Map<string, number>> => {
  // One row per category in the statement: an upsert may not touch a row twice.
  const gains = new Map<string, number>();
  for (const entry of points) {
    if (entry.point > 0) gains.set(entry.categoryId, (gains.get(entry.categoryId) ?? 0) + entry.point);
  }
  if (!gains.size) return new Map();
  const rows = await db
    .insert(experience)
    .values([...gains].map(([categoryId, point]) => ({ userId, categoryId, points: point })))
    .onConflictDoUpdate({
      target: [experience.userId, experience.categoryId],
      set: { points: sql`${experience.points} + excluded.points`, updatedAt: new Date() },
    })
    .returning({ categoryId: experience.categoryId, points: experience.points });
  return new Map(rows.map((row) => [row.categoryId, row.points]));
};

/** A learner's experience per category; categories never earned in are absent. */
export const experienceOf = async (db: TDbOrTx, userId: string) =>
  new Map(
    (
      await db
        .select({ categoryId: experience.categoryId, points: experience.points })
        .from(experience)
        .where(eq(experience.userId, userId))
    ).map((row) => [row.categoryId, row.points]),
  );

/**
 * Serialises the completion checks of one learner until the transaction ends: two writes completing the last two
 * items of a mission at once would each miss the other's uncommitted record and leave the mission open.
 */
export const lockLearnerProgress = async (db: TDbOrTx, userId: string) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`progress:${userId}`}))`);
};
