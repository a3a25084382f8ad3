import { and, asc, count, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { edlabSeats } from '../../db/schema';

export type TSeatRow = typeof edlabSeats.$inferSelect;

export const listSeats = (db: TDbOrTx, ownerId: string): Promise<TSeatRow[]> =>
  db
    .select()
    .from(edlabSeats)
    .where(eq(edlabSeats.ownerId, ownerId))
    .orderBy(asc(edlabSeats.assignedAt), asc(edlabSeats.email));

export const countSeats = async (db: TDbOrTx, ownerId: string) =>
  (await db.select({ n: count() }).from(edlabSeats).where(eq(edlabSeats.ownerId, ownerId)))[0]?.n ?? 0;

/** Inserts the seat; false when the address already holds one of this member's seats. */
export const insertSeat = async (db: TDbOrTx, ownerId: string, email: string) =>
  (await db.insert(edlabSeats).values({ ownerId, email }).onConflictDoNothing().returning({ email: edlabSeats.email }))
    .length > 0;

/** Deletes the seat; false when the address held none of this member's seats. */
export const deleteSeat = async (db: TDbOrTx, ownerId: string, email: string) =>
  (
    await db
      .delete(edlabSeats)
      .where(and(eq(edlabSeats.ownerId, ownerId), eq(edlabSeats.email, email)))
      .returning({ email: edlabSeats.email })
  ).length > 0;
