import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { videoSubtitles } from '../../../db/schema';

export type TSubtitleRow = typeof videoSubtitles.$inferSelect;

/** The subtitle tracks of several videos in one query, ordered by video and language. */
export const findSubtitlesOfVideos = async (db: TDbOrTx, videoIds: readonly string[]): Promise<TSubtitleRow[]> =>
  videoIds.length
    ? db
        .select()
        .from(videoSubtitles)
        .where(inArray(videoSubtitles.videoId, [...new Set(videoIds)]))
        .orderBy(asc(videoSubtitles.videoId), asc(videoSubtitles.language))
    : [];

/** Adds a video's track in a language, or replaces the one it has. */
export const upsertSubtitle = async (
  db: TDbOrTx,
  row: { videoId: string; language: string; fileId: string; uploadedBy: string },
) => {
  await db
    .insert(videoSubtitles)
    .values(row)
    .onConflictDoUpdate({
      target: [videoSubtitles.videoId, videoSubtitles.language],
      set: { fileId: row.fileId, uploadedBy: row.uploadedBy, updatedAt: sql`now()` },
    });
};

/** Removes a video's track in a language; answers whether there was one. */
export const deleteSubtitle = async (db: TDbOrTx, videoId: string, language: string) =>
  (
    await db
      .delete(videoSubtitles)
      .where(and(eq(videoSubtitles.videoId, videoId), eq(videoSubtitles.language, language)))
      .returning({ videoId: videoSubtitles.videoId })
  ).length > 0;
