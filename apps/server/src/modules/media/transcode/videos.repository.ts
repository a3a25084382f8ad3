import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { videos } from '../../../db/schema';

export type TVideoRow = typeof videos.$inferSelect;

export const insertVideo = async (db: TDbOrTx, row: typeof videos.$inferInsert) => {
  await db.insert(videos).values(row);
};

export const findVideo = async (db: TDbOrTx, id: string): Promise<TVideoRow | undefined> =>
  (await db.select().from(videos).where(eq(videos.id, id)).limit(1))[0];

/** The newest video made from a stored source file, unless it failed. */
export const findVideoOfSource = async (db: TDbOrTx, sourceFileId: string): Promise<TVideoRow | undefined> =>
  (
    await db
      .select()
      .from(videos)
      .where(and(eq(videos.sourceFileId, sourceFileId), ne(videos.status, 'failed')))
      .orderBy(desc(videos.createdAt))
      .limit(1)
  )[0];

export const updateVideo = async (
  db: TDbOrTx,
  id: string,
  changes: Partial<Omit<typeof videos.$inferInsert, 'id' | 'sourceFileId' | 'createdAt'>>,
) => {
  await db
    .update(videos)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(videos.id, id));
};

/** Videos still `processing`, oldest first: the queue's work after a restart. */
export const processingVideoIds = async (db: TDbOrTx): Promise<string[]> =>
  (
    await db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.status, 'processing'))
      .orderBy(asc(videos.createdAt), asc(videos.id))
  ).map((row) => row.id);
