import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { sessions, userRoles } from '../../db/schema';

type TRows<T> = { rows: T[] };

// ── Signed-in devices ──

/** A session as Settings lists it: never its token. */
export type TSessionRow = {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

/** The user's sessions in force (not expired), the most recently active first. */
export const listActiveSessions = (db: TDbOrTx, userId: string): Promise<TSessionRow[]> =>
  db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));

// ── Deleting an account (account.service.ts deleteAccount): each step in the caller's transaction ──

/** Holds the super admins for the rest of the transaction: two of them deleting their accounts at once queue up. */
export const lockSuperAdmins = async (tx: TDbOrTx) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('superAdmins'))`);
};

/** How many super admins there are besides the user. */
export const countOtherSuperAdmins = async (tx: TDbOrTx, userId: string) =>
  (
    await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.role, 'superAdmin'), ne(userRoles.userId, userId)))
  ).length;

/**
 * The groups the user owns, locked, each with the member who joined it first after the owner (null when the owner is
 * its last member): that member is who takes it over.
 */
export const ownedGroupsWithSuccessors = async (tx: TDbOrTx, userId: string) =>
  (
    (await tx.execute(sql`
      select g."id", (select m."user_id" from "group_members" m
          where m."group_id" = g."id" and m."user_id" <> ${userId}
          order by m."created_at", m."user_id" limit 1) as "successor"
      from "groups" g where g."owner_id" = ${userId} order by g."id" for update`)) as unknown as TRows<{
      id: number | string;
      successor: string | null;
    }>
  ).rows.map((row) => ({ id: Number(row.id), successor: row.successor }));

/** Takes back the user's likes of comments and submissions, each liked item's count with it. */
export const withdrawLikes = async (tx: TDbOrTx, userId: string) => {
  await tx.execute(sql`
    update "comments" c set "like_count" = greatest(c."like_count" - 1, 0)
    where c."id" in (select l."comment_id" from "comment_likes" l where l."user_id" = ${userId})`);
  await tx.execute(sql`delete from "comment_likes" where "user_id" = ${userId}`);
  await tx.execute(sql`
    update "submissions" s set "like_count" = greatest(s."like_count" - 1, 0)
    where s."id" in (select l."submission_id" from "submission_likes" l where l."user_id" = ${userId})`);
  await tx.execute(sql`delete from "submission_likes" where "user_id" = ${userId}`);
};

/**
 * Deletes the user's comments and replies (the replies others wrote under them go with them, as when an author deletes
 * a comment); answers the items they were on, whose comment counts the caller recounts.
 */
export const deleteCommentsBy = async (tx: TDbOrTx, userId: string) => [
  ...new Set(
    (
      (await tx.execute(
        sql`delete from "comments" where "author_id" = ${userId} returning "item_id"`,
      )) as unknown as TRows<{ item_id: number | string }>
    ).rows.map((row) => Number(row.item_id)),
  ),
];

/**
 * Deletes the user's submissions and WebGL builds; answers the content-hash keys the builds' files used, whose bytes
 * the caller removes once no other build holds them.
 */
export const deleteSubmissionsAndBuildsBy = async (tx: TDbOrTx, userId: string) => {
  const keys = (
    (await tx.execute(sql`
      select distinct f."storage_key" as "key" from "webgl_build_files" f
      join "webgl_builds" b on b."id" = f."build_id" where b."owner_id" = ${userId}`)) as unknown as TRows<{
      key: string;
    }>
  ).rows.map((row) => row.key);
  await tx.execute(sql`delete from "submissions" where "author_id" = ${userId}`);
  await tx.execute(sql`delete from "webgl_builds" where "owner_id" = ${userId}`);
  return keys;
};

/** The files the user uploaded (their upload rows go with the user row). */
export const uploadedFileIds = async (tx: TDbOrTx, userId: string) =>
  (
    (await tx.execute(sql`select "file_id" from "file_uploads" where "user_id" = ${userId}`)) as unknown as TRows<{
      file_id: string;
    }>
  ).rows.map((row) => row.file_id);

/** Deletes the user's tracking events (§7.9): the table only sets the user null on its own. */
export const deleteTrackingEventsOf = async (tx: TDbOrTx, userId: string) => {
  await tx.execute(sql`delete from "tracking_events" where "user_id" = ${userId}`);
};

/** Deletes what names the user's address without pointing at the account: group invitations and edlab seats. */
export const deleteAddressedTo = async (tx: TDbOrTx, email: string) => {
  await tx.execute(sql`delete from "group_invitations" where "email" = ${email.toLowerCase()}`);
  await tx.execute(sql`delete from "edlab_seats" where "email" = ${email.toLowerCase()}`);
};

/** A stored document without its `ownerId` and `authorId` when they name the user. */
const documentWithout = (column: string, userId: string) => {
  const document = sql.identifier(column);
  return sql`${document} - array_remove(array[
    case when ${document}->>'ownerId' = ${userId} then 'ownerId' end,
    case when ${document}->>'authorId' = ${userId} then 'authorId' end], null)`;
};

/** Whether a stored document names the user as its owner or author. */
const documentNames = (column: string, userId: string) => {
  const document = sql.identifier(column);
  return sql`(${document}->>'ownerId' = ${userId} or ${document}->>'authorId' = ${userId})`;
};

/**
 * Content the user owns or authored stays, with no known author (spec §1: it is shown as the provider): the owner and
 * author columns and the `ownerId` / `authorId` its drafts, published documents and published versions hold are
 * cleared. Nothing else of the items changes (not their edit counter: open editors are not told of it).
 */
export const forgetAuthorship = async (tx: TDbOrTx, userId: string) => {
  await tx.execute(sql`
    update "content_items" set
      "owner_id" = nullif("owner_id", ${userId}),
      "author_id" = nullif("author_id", ${userId}),
      "draft" = ${documentWithout('draft', userId)},
      "published" = ${documentWithout('published', userId)}
    where "owner_id" = ${userId} or "author_id" = ${userId}
      or ${documentNames('draft', userId)} or ${documentNames('published', userId)}`);
  await tx.execute(sql`
    update "content_versions" set
      "published_by" = nullif("published_by", ${userId}),
      "document" = ${documentWithout('document', userId)}
    where "published_by" = ${userId} or ${documentNames('document', userId)}`);
};

/** Deletes better-auth's pending verifications for the user (password reset tokens and the like). */
export const deleteVerificationsOf = async (tx: TDbOrTx, userId: string) => {
  await tx.execute(sql`delete from "verifications" where "value" = ${userId}`);
};
