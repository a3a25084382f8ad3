import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { files, fileUploads, submissionLikes, submissions, users, webglBuildFiles, webglBuilds } from '../../db/schema';

export type TSubmissionRow = typeof submissions.$inferSelect;
export type TBuildRow = typeof webglBuilds.$inferSelect;
export type TBuildFileRow = typeof webglBuildFiles.$inferSelect;

// ── Builds ──

/** Writes a build and its file list at once (the caller's transaction). */
export const insertBuild = async (
  db: TDbOrTx,
  build: typeof webglBuilds.$inferInsert,
  entries: readonly Omit<TBuildFileRow, 'buildId'>[],
): Promise<TBuildRow> => {
  const [row] = await db.insert(webglBuilds).values(build).returning();
  if (!row) throw new Error('insert returned no row');
  // Chunked: a build may hold thousands of files, and one statement takes at most 65,535 parameters.
  for (let start = 0; start < entries.length; start += 1000) {
    await db
      .insert(webglBuildFiles)
      .values(entries.slice(start, start + 1000).map((entry) => ({ ...entry, buildId: row.id })));
  }
  return row;
};

export const findBuild = async (db: TDbOrTx, id: number): Promise<TBuildRow | undefined> =>
  (await db.select().from(webglBuilds).where(eq(webglBuilds.id, id)).limit(1))[0];

export const findBuilds = async (db: TDbOrTx, ids: readonly number[]): Promise<TBuildRow[]> =>
  ids.length
    ? db
        .select()
        .from(webglBuilds)
        .where(inArray(webglBuilds.id, [...new Set(ids)]))
    : [];

/** One file of the build with this slug, by its path below the build's root: the play origin's one query. */
export const findBuildFile = async (db: TDbOrTx, slug: string, path: string): Promise<TBuildFileRow | undefined> =>
  (
    await db
      .select({
        buildId: webglBuildFiles.buildId,
        path: webglBuildFiles.path,
        storageKey: webglBuildFiles.storageKey,
        size: webglBuildFiles.size,
        contentType: webglBuildFiles.contentType,
        contentEncoding: webglBuildFiles.contentEncoding,
      })
      .from(webglBuildFiles)
      .innerJoin(webglBuilds, eq(webglBuilds.id, webglBuildFiles.buildId))
      .where(and(eq(webglBuilds.slug, slug), eq(webglBuildFiles.path, path)))
      .limit(1)
  )[0];

/** Of these content-hash keys, those that no build's file list holds. */
export const unreferencedBuildKeys = async (db: TDbOrTx, keys: readonly string[]): Promise<string[]> => {
  if (!keys.length) return [];
  const held = new Set(
    (
      await db
        .selectDistinct({ key: webglBuildFiles.storageKey })
        .from(webglBuildFiles)
        .where(inArray(webglBuildFiles.storageKey, [...keys]))
    ).map((row) => row.key),
  );
  return keys.filter((key) => !held.has(key));
};

// Qualified by hand: a single-table statement renders its columns unqualified, which the subquery would read as its own.
const unsubmitted = sql`not exists (select 1 from "submissions" s where s."build_id" = "webgl_builds"."id")`;

/**
 * Builds made before `cutoff` that no submission holds (the orphan sweep removes them), after the build `after` in id
 * order, at most `limit`.
 */
export const unsubmittedBuildsBefore = async (
  db: TDbOrTx,
  input: { cutoff: Date; after: number; limit: number },
): Promise<number[]> =>
  (
    await db
      .select({ id: webglBuilds.id })
      .from(webglBuilds)
      .where(and(lt(webglBuilds.createdAt, input.cutoff), gt(webglBuilds.id, input.after), unsubmitted))
      .orderBy(webglBuilds.id)
      .limit(input.limit)
  ).map((row) => row.id);

/**
 * Deletes the build (and its file list) if it is still made before `cutoff` and held by no submission; answers its
 * zip and the content-hash keys its files used, null when it was kept. The caller's transaction.
 */
export const deleteUnsubmittedBuild = async (db: TDbOrTx, id: number, cutoff: Date) => {
  const keys = await db
    .select({ key: webglBuildFiles.storageKey })
    .from(webglBuildFiles)
    .where(eq(webglBuildFiles.buildId, id));
  const deleted = await db
    .delete(webglBuilds)
    .where(and(eq(webglBuilds.id, id), lt(webglBuilds.createdAt, cutoff), unsubmitted))
    .returning({ sourceFileId: webglBuilds.sourceFileId });
  const [build] = deleted;
  return build ? { sourceFileId: build.sourceFileId, keys: keys.map((row) => row.key) } : null;
};

/**
 * The file a build is made from, when `uploaderId` uploaded it (kind and size tell whether it is a build upload):
 * nobody unpacks, or spends their quota on, another learner's upload.
 */
export const findUploadedFile = async (db: TDbOrTx, id: string, uploaderId: string) =>
  (
    await db
      .select({ file: files })
      .from(files)
      .innerJoin(fileUploads, and(eq(fileUploads.fileId, files.id), eq(fileUploads.userId, uploaderId)))
      .where(eq(files.id, id))
      .limit(1)
  )[0]?.file;

// ── Submissions ──

export const insertSubmission = async (db: TDbOrTx, row: typeof submissions.$inferInsert): Promise<TSubmissionRow> => {
  const [inserted] = await db.insert(submissions).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
};

export const findSubmission = async (db: TDbOrTx, id: number): Promise<TSubmissionRow | undefined> =>
  (await db.select().from(submissions).where(eq(submissions.id, id)).limit(1))[0];

export const findSubmissions = async (db: TDbOrTx, ids: readonly number[]): Promise<TSubmissionRow[]> =>
  ids.length
    ? db
        .select()
        .from(submissions)
        .where(inArray(submissions.id, [...new Set(ids)]))
    : [];

/** Counts one view or play; answers the submission after it. */
export const countSubmission = async (db: TDbOrTx, id: number, what: 'view' | 'play') => {
  const column = what === 'view' ? submissions.viewCount : submissions.playCount;
  const [row] = await db
    .update(submissions)
    .set(what === 'view' ? { viewCount: sql`${column} + 1` } : { playCount: sql`${column} + 1` })
    .where(eq(submissions.id, id))
    .returning();
  return row;
};

/**
 * Toggles the user's like of a submission and keeps the submission's count with it, in the caller's transaction:
 * the like row decides (inserted or deleted), so two concurrent presses of one user count once.
 */
export const toggleSubmissionLike = async (db: TDbOrTx, submissionId: number, userId: string) => {
  const removed = await db
    .delete(submissionLikes)
    .where(and(eq(submissionLikes.submissionId, submissionId), eq(submissionLikes.userId, userId)))
    .returning();
  if (!removed.length) {
    const added = await db.insert(submissionLikes).values({ submissionId, userId }).onConflictDoNothing().returning();
    if (!added.length) return findSubmission(db, submissionId).then((row) => ({ liked: true, row }));
  }
  const liked = removed.length === 0;
  const [row] = await db
    .update(submissions)
    .set({ likeCount: sql`greatest(${submissions.likeCount} + ${liked ? 1 : -1}, 0)` })
    .where(eq(submissions.id, submissionId))
    .returning();
  return { liked, row };
};

export const likedBy = async (db: TDbOrTx, submissionIds: readonly number[], userId: string) =>
  submissionIds.length
    ? new Set(
        (
          await db
            .select({ id: submissionLikes.submissionId })
            .from(submissionLikes)
            .where(and(inArray(submissionLikes.submissionId, [...submissionIds]), eq(submissionLikes.userId, userId)))
        ).map((row) => row.id),
      )
    : new Set<number>();

/**
 * A page of an author's submissions, newest first, after the `before` id (ids grow with time), one more than asked
 * so that the caller knows whether more follow; `publicOnly` leaves private ones out (another user's profile).
 */
export const authorSubmissionsPage = async (
  db: TDbOrTx,
  input: { authorId: string; before: number | null; limit: number; publicOnly: boolean },
) => {
  const where = and(
    eq(submissions.authorId, input.authorId),
    input.publicOnly ? eq(submissions.isPrivate, false) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(submissions)
      .where(and(where, input.before === null ? undefined : lt(submissions.id, input.before)))
      .orderBy(desc(submissions.id))
      .limit(input.limit + 1),
    db.select({ value: count() }).from(submissions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** Names, avatars and profile URLs of submission authors. */
export const submissionAuthors = async (db: TDbOrTx, ids: readonly string[]) =>
  ids.length
    ? db
        .select({ id: users.id, name: users.name, image: users.image, customProfileUrl: users.customProfileUrl })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
    : [];

/** Urls of thumbnail files by id (the files that exist). */
export const thumbnailFiles = async (db: TDbOrTx, ids: readonly string[]) =>
  ids.length
    ? db
        .select({ id: files.id, kind: files.kind })
        .from(files)
        .where(inArray(files.id, [...new Set(ids)]))
    : [];
