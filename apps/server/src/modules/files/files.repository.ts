import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { files, fileUploads } from '../../db/schema';

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

// ── Uploads: who uploaded a file (storage quota, orphan sweep) ──

/** Records that the user uploaded the file; uploading it again starts its day before the orphan sweep anew. */
export const recordUpload = async (db: TDbOrTx, userId: string, fileId: string) => {
  await db
    .insert(fileUploads)
    .values({ userId, fileId })
    .onConflictDoUpdate({ target: [fileUploads.userId, fileUploads.fileId], set: { createdAt: sql`now()` } });
};

/** Holds the user's storage for the rest of the transaction, so that two writes cannot both fit the last bytes. */
export const lockUserStorage = async (db: TDbOrTx, userId: string) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`storage:${userId}`}))`);
};

/** What the user stores, in bytes: the files they uploaded (each once) and their unpacked WebGL builds. */
export const storageUsedBy = async (db: TDbOrTx, userId: string): Promise<number> => {
  const result = (await db.execute(sql`
    select coalesce((select sum(f."size") from "file_uploads" u join "files" f on f."id" = u."file_id"
        where u."user_id" = ${userId}), 0)
      + coalesce((select sum(b."size") from "webgl_builds" b where b."owner_id" = ${userId}), 0) as "used"`)) as unknown as {
    rows: { used: string | number }[];
  };
  return Number(result.rows[0]?.used ?? 0);
};

// ── The orphan sweep (orphan-sweep.ts) ──

type TRows<T> = { rows: T[] };
const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Files some record holds by a foreign key: a video's source, poster or thumbnail, a subtitle track, a WebGL build's
 * zip, a submission's thumbnail (about `f`, the file).
 */
const HELD_BY_RECORD = sql`(exists (select 1 from "videos" v
      where v."source_file_id" = f."id" or v."poster_file_id" = f."id" or v."thumbnail_file_id" = f."id")
    or exists (select 1 from "video_subtitles" vs where vs."file_id" = f."id")
    or exists (select 1 from "webgl_builds" b where b."source_file_id" = f."id")
    or exists (select 1 from "submissions" s where s."thumbnail_file_id" = f."id"))`;

/**
 * Uploaded files the sweep has not settled whose uploads were all made before `cutoff` (uploading a file again
 * starts its day anew), after `after` in id order, at most `limit`.
 */
export const orphanCandidates = async (db: TDbOrTx, input: { cutoff: Date; after: string; limit: number }) =>
  (
    (await db.execute(sql`
      select distinct u."file_id" as "id" from "file_uploads" u
      where u."kept_at" is null and u."created_at" < ${input.cutoff.toISOString()} and u."file_id" > ${input.after}
        and not exists (select 1 from "file_uploads" n
          where n."file_id" = u."file_id" and n."created_at" >= ${input.cutoff.toISOString()})
      order by u."file_id" limit ${input.limit}`)) as unknown as TRows<{ id: string }>
  ).rows.map((row) => row.id);

/** Of these files, those a record holds by a foreign key. */
export const filesHeldByRecords = async (db: TDbOrTx, ids: readonly string[]) =>
  new Set(
    ids.length
      ? (
          (await db.execute(
            sql`select f."id" from "files" f where f."id" in (${idList(ids)}) and ${HELD_BY_RECORD}`,
          )) as unknown as TRows<{ id: string }>
        ).rows.map((row) => row.id)
      : [],
  );

/**
 * Of these files, those whose id any content names: an item's draft, published document or card (thumbnails,
 * attachments, videos, rich text images), a published version's document, a user's picture, or a site page's text
 * (the images an admin put in /about or the legal pages). One pass over them
 * for the whole batch, matching the ids as one pattern.
 */
export const filesNamedInContent = async (db: TDbOrTx, ids: readonly string[]) => {
  if (!ids.length) return new Set<string>();
  const pattern = `(${ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  const result = (await db.execute(sql`
    select distinct m."found"[1] as "id"
    from (
      select concat_ws(' ', i."draft"::text, i."published"::text, i."card"::text) as "text" from "content_items" i
      union all select cv."document"::text from "content_versions" cv
      union all select u."image" from "users" u where u."image" is not null
      union all select sp."content"::text from "site_pages" sp
    ) as d
    cross join lateral regexp_matches(d."text", ${pattern}, 'g') as m("found")`)) as unknown as TRows<{ id: string }>;
  return new Set(result.rows.map((row) => row.id));
};

/** Settles files found referenced: the sweep does not look at them again (until uploaded again). */
export const markUploadsKept = async (db: TDbOrTx, ids: readonly string[]) => {
  if (!ids.length) return;
  await db.execute(
    sql`update "file_uploads" set "kept_at" = now() where "file_id" in (${idList(ids)}) and "kept_at" is null`,
  );
};

/** Puts a file back before the sweep (the record that held it is gone): removed next time if nothing else holds it. */
export const unsettleUploads = async (db: TDbOrTx, fileId: string) => {
  await db.execute(sql`update "file_uploads" set "kept_at" = null where "file_id" = ${fileId}`);
};

/**
 * Deletes these files' rows (their uploads with them) unless, by now, one was uploaded again or settled, or a record
 * holds it; answers what was deleted, for the caller to remove the bytes.
 */
export const deleteOrphanFiles = async (db: TDbOrTx, ids: readonly string[], cutoff: Date) =>
  ids.length
    ? (
        (await db.execute(sql`
          delete from "files" f
          where f."id" in (${idList(ids)})
            and not exists (select 1 from "file_uploads" n where n."file_id" = f."id"
              and (n."created_at" >= ${cutoff.toISOString()} or n."kept_at" is not null))
            and not ${HELD_BY_RECORD}
          returning f."id", f."storage_key" as "storageKey", f."content_type" as "contentType"`)) as unknown as TRows<{
          id: string;
          storageKey: string;
          contentType: string;
        }>
      ).rows
    : [];

/**
 * Deletes these files' rows unless someone still has an upload of them or a record holds them (the uploads of a
 * deleted account, account.service.ts); answers what was deleted, for the caller to remove the bytes. Content naming
 * a file is the caller's to rule out first (filesNamedInContent).
 */
export const deleteUnheldFiles = async (db: TDbOrTx, ids: readonly string[]) =>
  ids.length
    ? (
        (await db.execute(sql`
          delete from "files" f
          where f."id" in (${idList(ids)})
            and not exists (select 1 from "file_uploads" n where n."file_id" = f."id")
            and not ${HELD_BY_RECORD}
          returning f."id", f."storage_key" as "storageKey", f."content_type" as "contentType"`)) as unknown as TRows<{
          id: string;
          storageKey: string;
          contentType: string;
        }>
      ).rows
    : [];
