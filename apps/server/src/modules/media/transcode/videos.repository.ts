import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
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

/**
 * The newest video of each stored source file, unless it failed, keyed by source file id: `findVideoOfSource` for
 * a whole page of sources in one query.
 */
export const findVideosOfSources = async (
  db: TDbOrTx,
  sourceFileIds: readonly string[],
): Promise<Map<string, TVideoRow>> => {
  const found = new Map<string, TVideoRow>();
  if (!sourceFileIds.length) return found;
  const rows = await db
    .select()
    .from(videos)
    .where(and(inArray(videos.sourceFileId, [...new Set(sourceFileIds)]), ne(videos.status, 'failed')))
    .orderBy(desc(videos.createdAt));
  for (const row of rows) if (!found.has(row.sourceFileId)) found.set(row.sourceFileId, row);
  return found;
};

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

/**
 * Sets the privacy of every video made from a source file: privacy belongs to the uploaded video, so a transcode that
 * failed and the one that replaced it agree, and GET /files/{id} of the source reads the same answer.
 */
export const updatePrivacyOfSource = async (db: TDbOrTx, sourceFileId: string, isPrivate: boolean) => {
  await db.update(videos).set({ isPrivate, updatedAt: sql`now()` }).where(eq(videos.sourceFileId, sourceFileId));
};

/** Whether a source file's videos (failed ones included) are private: a new transcode of it keeps their privacy. */
export const isSourcePrivate = async (db: TDbOrTx, sourceFileId: string) =>
  (
    await db
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.sourceFileId, sourceFileId), eq(videos.isPrivate, true)))
      .limit(1)
  ).length > 0;

/** Videos still `processing`, oldest first: the queue's work after a restart. */
export const processingVideoIds = async (db: TDbOrTx): Promise<string[]> =>
  (
    await db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.status, 'processing'))
      .orderBy(asc(videos.createdAt), asc(videos.id))
  ).map((row) => row.id);
