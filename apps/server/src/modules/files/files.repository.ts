import { eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { files } from '../../db/schema';

export type TFileRow = typeof files.$inferSelect;

export const insertFile = async (db: TDbOrTx, row: typeof files.$inferInsert) => {
  await db.insert(files).values(row).onConflictDoNothing();
};

export const findFile = async (db: TDbOrTx, id: string): Promise<TFileRow | undefined> =>
  (await db.select().from(files).where(eq(files.id, id)).limit(1))[0];

/** Several files at once (in no particular order); ids without a row are left out. */
export const findFiles = async (db: TDbOrTx, ids: readonly string[]): Promise<TFileRow[]> =>
  ids.length
    ? db
        .select()
        .from(files)
        .where(inArray(files.id, [...new Set(ids)]))
    : [];
