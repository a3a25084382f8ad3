import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { xapiStatements } from '../../db/schema';

export type TStatementRow = typeof xapiStatements.$inferSelect;
export type TNewStatement = Pick<TStatementRow, 'id' | 'statement' | 'userId' | 'verb' | 'activityId'>;

/** Stores statements, in `db`'s transaction: the one of the event they state. */
export const insertStatements = async (db: TDbOrTx, rows: readonly TNewStatement[]) => {
  if (!rows.length) return;
  await db.insert(xapiStatements).values([...rows]);
};

export type TStatementFilters = {
  userId?: string;
  verb?: string;
  activityId?: string;
  /** Stored after this instant (exclusive), and at or before `until`. */
  since?: Date;
  until?: Date;
  /** The page after this one, newest stored first. */
  after?: { stored: Date; id: string };
  limit: number;
};

/** Statements matching the filters, newest stored first (ties by id), at most `limit`. */
export const listStatements = async (db: TDbOrTx, filters: TStatementFilters) => {
  const conditions: (SQL | undefined)[] = [
    filters.userId === undefined ? undefined : eq(xapiStatements.userId, filters.userId),
    filters.verb === undefined ? undefined : eq(xapiStatements.verb, filters.verb),
    filters.activityId === undefined ? undefined : eq(xapiStatements.activityId, filters.activityId),
    filters.since === undefined ? undefined : gt(xapiStatements.stored, filters.since),
    filters.until === undefined ? undefined : lte(xapiStatements.stored, filters.until),
    filters.after === undefined
      ? undefined
      : or(
          lt(xapiStatements.stored, filters.after.stored),
          and(eq(xapiStatements.stored, filters.after.stored), lt(xapiStatements.id, filters.after.id)),
        ),
  ];
  return db
    .select()
    .from(xapiStatements)
    .where(and(...conditions))
    .orderBy(desc(xapiStatements.stored), desc(xapiStatements.id))
    .limit(filters.limit);
};

const undelivered = and(isNull(xapiStatements.deliveredAt), isNull(xapiStatements.rejectedAt));

/** The oldest statements the LRS has not taken yet (the outbox), at most `limit`. */
export const outboxBatch = (db: TDbOrTx, limit: number) =>
  db
    .select({ id: xapiStatements.id, statement: xapiStatements.statement })
    .from(xapiStatements)
    .where(undelivered)
    .orderBy(asc(xapiStatements.stored), asc(xapiStatements.id))
    .limit(limit);

/** Whether the outbox holds any statement. */
export const outboxHasStatements = async (db: TDbOrTx) =>
  (await db.select({ id: xapiStatements.id }).from(xapiStatements).where(undelivered).limit(1)).length > 0;

/** Marks statements the LRS accepted. */
export const markDelivered = async (db: TDbOrTx, ids: readonly string[]) => {
  if (!ids.length) return;
  await db
    .update(xapiStatements)
    .set({ deliveredAt: sql`now()`, deliveryError: null })
    .where(inArray(xapiStatements.id, [...ids]));
};

/** Keeps a statement the LRS refused as such, with its answer: it is not sent again. */
export const markRejected = async (db: TDbOrTx, id: string, error: string) => {
  await db
    .update(xapiStatements)
    .set({ rejectedAt: sql`now()`, deliveryError: error })
    .where(eq(xapiStatements.id, id));
};
