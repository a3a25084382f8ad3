import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { files } from '../../db/schema';

export type TFileRow = typeof files.$inferSelect;

export const insertFile = async (db: TDbOrTx, row: typeof files.$inferInsert) => {
  await db.insert(files).values(row).onConflictDoNothing();
};

export const findFile = async (db: TDbOrTx, id: string): Promise<TFileRow | undefined> =>
  (await db.select().from(files).where(eq(files.id, id)).limit(1))[0];

/**
 * A file as GET /files/{id} serves it, with whether it belongs to a private video (§2.16): the source of one, or one
 * of its subtitles. One query, so that public files cost no more than before; both checks are index lookups. Files
 * are shared by content hash, so bytes a private video uses are private wherever else they appear.
 */
export const findServedFile = async (
  db: TDbOrTx,
  id: string,
): Promise<(TFileRow & { isPrivate: boolean }) | undefined> =>
  (
    await db
      .select({
        ...getTableColumns(files),
        // Qualified by hand: a single-table select renders its columns unqualified, which the subqueries would
        // read as their own.
        isPrivate: sql<boolean>`(exists (select 1 from "videos" v where v."source_file_id" = "files"."id" and v."is_private")
          or exists (select 1 from "video_subtitles" s join "videos" v on v."id" = s."video_id"
            where s."file_id" = "files"."id" and v."is_private"))`,
      })
      .from(files)
      .where(eq(files.id, id))
      .limit(1)
  )[0];

/** Several files at once (in no particular order); ids without a row are left out. */
export const findFiles = async (db: TDbOrTx, ids: readonly string[]): Promise<TFileRow[]> =>
  ids.length
    ? db
        .select()
        .from(files)
        .where(inArray(files.id, [...new Set(ids)]))
    : [];
