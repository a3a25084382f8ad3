import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { labWork } from '../../db/schema';

type TWorkKey = { userId: string; itemId: number; sectionId: string };

const whereKey = (key: TWorkKey) =>
  and(eq(labWork.userId, key.userId), eq(labWork.itemId, key.itemId), eq(labWork.sectionId, key.sectionId));

export const findLabWork = async (db: TDbOrTx, key: TWorkKey) =>
  (await db.select().from(labWork).where(whereKey(key)).limit(1))[0];

/** Keeps a learner's code; `passed` sets when the server's checks passed on it, and any later edit clears it. */
export const saveLabWork = async (db: TDbOrTx, key: TWorkKey, code: string, passed = false) => {
  const passedTime = passed ? sql`now()` : null;
  const [row] = await db
    .insert(labWork)
    .values({ ...key, code, passedTime })
    .onConflictDoUpdate({
      target: [labWork.userId, labWork.itemId, labWork.sectionId],
      // Saving the code that passed keeps the time it passed.
      set: {
        code,
        passedTime: passed ? sql`now()` : sql`case when ${labWork.code} = excluded.code then ${labWork.passedTime} end`,
        updatedTime: sql`now()`,
      },
    })
    .returning();
  return row as typeof labWork.$inferSelect;
};
