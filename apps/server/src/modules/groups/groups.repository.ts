import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  groupInvitations,
  groupMembers,
  groupPostReports,
  groupPosts,
  groups,
  userPresence,
  users,
} from '../../db/schema';
import { secondsSinceSeen } from '../presence/presence.repository';

export type TGroupRow = typeof groups.$inferSelect;
export type TGroupPostRow = typeof groupPosts.$inferSelect;
/** A user as groups show them, with the age of their last heartbeat. */
export type TGroupUserRow = {
  id: string;
  name: string;
  image: string | null;
  customProfileUrl: string | null;
  secondsSinceSeen: number | null;
};

const groupUserColumns = {
  id: users.id,
  name: users.name,
  image: users.image,
  customProfileUrl: users.customProfileUrl,
  secondsSinceSeen,
};

// ── Groups ──

export const findGroup = async (db: TDbOrTx, id: number): Promise<TGroupRow | undefined> =>
  (await db.select().from(groups).where(eq(groups.id, id)).limit(1))[0];

/** The group row, locked until the transaction ends: membership changes and the delete check wait on each other. */
export const lockGroup = async (tx: TDbOrTx, id: number): Promise<TGroupRow | undefined> =>
  (await tx.select().from(groups).where(eq(groups.id, id)).for('update'))[0];

/** Serialises writes that claim a group name (case-insensitively) until the transaction ends. */
export const lockGroupName = async (tx: TDbOrTx, name: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`groupName:${name.toLowerCase()}`}))`);
};

/** Whether another group holds this name, whatever its case. */
export const groupNameTaken = async (db: TDbOrTx, name: string, exceptId?: number) =>
  (
    await db
      .select({ id: groups.id })
      .from(groups)
      .where(
        and(sql`lower(${groups.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(groups.id, exceptId)),
      )
      .limit(1)
  ).length > 0;

export const insertGroup = async (tx: TDbOrTx, input: { name: string; ownerId: string }): Promise<TGroupRow> => {
  const [row] = await tx.insert(groups).values(input).returning();
  return row as TGroupRow;
};

export const renameGroup = async (tx: TDbOrTx, id: number, name: string): Promise<TGroupRow> => {
  const [row] = await tx.update(groups).set({ name, updatedAt: new Date() }).where(eq(groups.id, id)).returning();
  return row as TGroupRow;
};

/** Hands the group to another of its members (its owner's account is being deleted). */
export const transferGroup = async (tx: TDbOrTx, id: number, ownerId: string) => {
  await tx.update(groups).set({ ownerId, updatedAt: new Date() }).where(eq(groups.id, id));
};

/** Deletes the group with its members, invitations and posts (cascades); reposts of its posts elsewhere stay. */
export const deleteGroup = async (tx: TDbOrTx, id: number) => {
  await tx.delete(groups).where(eq(groups.id, id));
};

/** The user's groups, oldest joined first, with their member counts. */
export const groupsOfUser = async (db: TDbOrTx, userId: string) => {
  const memberCount = db
    .select({ groupId: groupMembers.groupId, total: count().as('total') })
    .from(groupMembers)
    .groupBy(groupMembers.groupId)
    .as('member_count');
  return db
    .select({ group: groups, memberCount: memberCount.total })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(memberCount, eq(memberCount.groupId, groups.id))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groupMembers.joinedAt), asc(groups.id));
};

// ── Members ──

export const isMember = async (db: TDbOrTx, groupId: number, userId: string) =>
  (
    await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .limit(1)
  ).length > 0;

/** Of the given groups, those the user belongs to. */
export const memberGroupIds = async (db: TDbOrTx, userId: string, groupIds: readonly number[]) =>
  groupIds.length
    ? (
        await db
          .select({ groupId: groupMembers.groupId })
          .from(groupMembers)
          .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, [...groupIds])))
      ).map((row) => row.groupId)
    : [];

export const addMember = async (tx: TDbOrTx, groupId: number, userId: string) => {
  await tx.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing();
};

export const removeMember = async (tx: TDbOrTx, groupId: number, userId: string) => {
  await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
};

export const countMembers = async (db: TDbOrTx, groupId: number) =>
  (await db.select({ total: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId)))[0]?.total ?? 0;

/** The members with their online status, in the order they joined. */
export const listMembers = async (db: TDbOrTx, groupId: number): Promise<TGroupUserRow[]> =>
  db
    .select(groupUserColumns)
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .leftJoin(userPresence, eq(userPresence.userId, users.id))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.joinedAt), asc(users.name));

/** Users by id with their online status (post authors). */
export const groupUsersByIds = async (db: TDbOrTx, ids: readonly string[]): Promise<TGroupUserRow[]> =>
  ids.length
    ? db
        .select(groupUserColumns)
        .from(users)
        .leftJoin(userPresence, eq(userPresence.userId, users.id))
        .where(inArray(users.id, [...new Set(ids)]))
    : [];

/** Of the given addresses, those whose account already belongs to the group. */
export const memberEmails = async (db: TDbOrTx, groupId: number, emails: readonly string[]) =>
  (
    await db
      .select({ email: users.email })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, groupId), inArray(sql`lower(${users.email})`, [...emails])))
  ).map((row) => row.email.toLowerCase());

// ── Invitations ──

/** Invites each address not yet invited to the group; answers the addresses newly invited. */
export const insertInvitations = async (
  tx: TDbOrTx,
  groupId: number,
  emails: readonly string[],
  invitedBy: string,
): Promise<string[]> =>
  emails.length
    ? (
        await tx
          .insert(groupInvitations)
          .values(emails.map((email) => ({ groupId, email, invitedBy })))
          .onConflictDoNothing()
          .returning({ email: groupInvitations.email })
      ).map((row) => row.email)
    : [];

/** The invitation of the group to this address, if any. */
export const findInvitation = async (db: TDbOrTx, groupId: number, email: string) =>
  (
    await db
      .select()
      .from(groupInvitations)
      .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.email, email.toLowerCase())))
      .limit(1)
  )[0];

export const deleteInvitation = async (tx: TDbOrTx, id: number) => {
  await tx.delete(groupInvitations).where(eq(groupInvitations.id, id));
};

/** Invitations waiting for this address, newest first, with their group and who sent them. */
export const invitationsForEmail = async (db: TDbOrTx, email: string) =>
  db
    .select({
      id: groupInvitations.id,
      createdAt: groupInvitations.createdAt,
      groupId: groups.id,
      groupName: groups.name,
      invitedBy: users.name,
    })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .leftJoin(users, eq(users.id, groupInvitations.invitedBy))
    .where(eq(groupInvitations.email, email.toLowerCase()))
    .orderBy(desc(groupInvitations.createdAt), desc(groupInvitations.id));

/** The group's invitations not yet answered, oldest first. */
export const pendingInvitations = async (db: TDbOrTx, groupId: number) =>
  db
    .select({ id: groupInvitations.id, email: groupInvitations.email, createdAt: groupInvitations.createdAt })
    .from(groupInvitations)
    .where(eq(groupInvitations.groupId, groupId))
    .orderBy(asc(groupInvitations.createdAt), asc(groupInvitations.id));

// ── Posts ──

export const insertPost = async (
  tx: TDbOrTx,
  input: { groupId: number; authorId: string; text: string; kind?: 'post' | 'repost'; repostOfId?: number },
): Promise<TGroupPostRow> => {
  const [row] = await tx.insert(groupPosts).values(input).returning();
  return row as TGroupPostRow;
};

/** Posts members read: those no moderator hid. */
const shown = isNull(groupPosts.hiddenAt);

/**
 * A post of the given group as members reach it (a post id under another group's path, or a post a moderator hid,
 * finds nothing); `withHidden` for the moderators' hide and show.
 */
export const findPost = async (
  db: TDbOrTx,
  groupId: number,
  postId: number,
  options: { withHidden?: boolean } = {},
): Promise<TGroupPostRow | undefined> =>
  (
    await db
      .select()
      .from(groupPosts)
      .where(and(eq(groupPosts.id, postId), eq(groupPosts.groupId, groupId), options.withHidden ? undefined : shown))
      .limit(1)
  )[0];

/** A moderator hides a post from its group, or shows it again. */
export const setPostHidden = async (tx: TDbOrTx, postId: number, hidden: boolean, by: string) => {
  await tx
    .update(groupPosts)
    .set(
      hidden
        ? { hiddenAt: sql`coalesce(${groupPosts.hiddenAt}, now())`, hiddenBy: by }
        : { hiddenAt: null, hiddenBy: null },
    )
    .where(eq(groupPosts.id, postId));
};

/** Stores a member's report of a post; false when they had already reported it. */
export const insertPostReport = async (
  tx: TDbOrTx,
  report: { postId: number; userId: string; type: string; content: string | null },
) => (await tx.insert(groupPostReports).values(report).onConflictDoNothing().returning()).length > 0;

export const updatePostText = async (tx: TDbOrTx, postId: number, text: string): Promise<TGroupPostRow> => {
  const [row] = await tx
    .update(groupPosts)
    .set({ text, editedAt: new Date() })
    .where(eq(groupPosts.id, postId))
    .returning();
  return row as TGroupPostRow;
};

export const setPostFeatured = async (tx: TDbOrTx, postId: number, featured: boolean): Promise<TGroupPostRow> => {
  const [row] = await tx
    .update(groupPosts)
    .set({ featuredAt: featured ? sql`coalesce(${groupPosts.featuredAt}, now())` : null })
    .where(eq(groupPosts.id, postId))
    .returning();
  return row as TGroupPostRow;
};

export const deletePost = async (tx: TDbOrTx, postId: number) => {
  await tx.delete(groupPosts).where(eq(groupPosts.id, postId));
};

/** A page of the group's posts, newest first, before a post id; one more than asked tells whether more follow. */
export const listPosts = async (db: TDbOrTx, groupId: number, options: { before?: number; limit: number }) =>
  db
    .select()
    .from(groupPosts)
    .where(and(eq(groupPosts.groupId, groupId), shown, options.before ? lt(groupPosts.id, options.before) : undefined))
    .orderBy(desc(groupPosts.id))
    .limit(options.limit + 1);

/** The group's featured posts, most recently featured first. */
export const listFeaturedPosts = async (db: TDbOrTx, groupId: number) =>
  db
    .select()
    .from(groupPosts)
    .where(and(eq(groupPosts.groupId, groupId), isNotNull(groupPosts.featuredAt), shown))
    .orderBy(desc(groupPosts.featuredAt), desc(groupPosts.id));

/** Posts by id with the name of their group: what reposts share (a hidden post is shared by none). */
export const postsWithGroups = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({ post: groupPosts, groupName: groups.name })
        .from(groupPosts)
        .innerJoin(groups, eq(groups.id, groupPosts.groupId))
        .where(and(inArray(groupPosts.id, [...new Set(ids)]), shown))
    : [];
