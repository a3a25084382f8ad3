import { and, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { sessions, userMemberships, userRoles, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

export const findUserById = async (db: TDbOrTx, id: string): Promise<TUserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** A membership in force now: without an end, or ending later. */
const membershipInForce = () => or(isNull(userMemberships.expiresAt), gt(userMemberships.expiresAt, sql`now()`));

/** A user's row, roles and memberships in force now. */
const accessColumns = {
  user: users,
  roles: sql<string[]>`coalesce((SELECT array_agg(${userRoles.role}) FROM ${userRoles}
    WHERE ${userRoles.userId} = ${users.id}), '{}')`,
  memberships: sql<string[]>`coalesce((SELECT array_agg(${userMemberships.membership}) FROM ${userMemberships}
    WHERE ${userMemberships.userId} = ${users.id} AND ${membershipInForce()}), '{}')`,
};

const sessionWithAccess = (db: TDbOrTx) =>
  db
    .select({ ...accessColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_with_access');

/**
 * The session of `token`, while it lasts, with its user, their roles and the memberships in force now: one prepared
 * statement for what every signed-in request reads (auth/current-user.ts).
 */
export const findSessionWithAccess = async (
  db: TDb,
  token: string,
): Promise<{ user: TUserRow; roles: string[]; memberships: string[]; expiresAt: Date } | undefined> => {
  // Built once per database (building a select of every user column costs more than running it).
  const [row] = await runPrepared(db, sessionWithAccess, { token });
  return row && { ...row, roles: [...row.roles].sort(), memberships: [...row.memberships].sort() };
};

export const findUserByEmail = async (db: TDbOrTx, email: string): Promise<TUserRow | undefined> =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];

/** Marks the user's address verified (an account the operator made: users.service createUser). */
export const markEmailVerified = async (db: TDbOrTx, id: string) => {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, id));
};

export const deleteUser = async (db: TDbOrTx, id: string) => {
  await db.delete(users).where(eq(users.id, id));
};

/** Whether an admin disabled the user: such a user holds no session (auth.ts refuses to create one). */
export const isUserDisabled = async (db: TDbOrTx, id: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), isNotNull(users.disabledAt)))
      .limit(1)
  ).length > 0;

/** Notes a new session of the user (administration's 'last sign-in'). */
export const recordSignIn = async (db: TDbOrTx, id: string) => {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
};

export const listRoles = async (db: TDbOrTx, userId: string): Promise<string[]> =>
  (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)))
    .map((row) => row.role)
    .sort();

/** Memberships in force now: those without an end, or ending later. */
export const listMemberships = async (db: TDbOrTx, userId: string): Promise<string[]> =>
  (
    await db
      .select({ membership: userMemberships.membership })
      .from(userMemberships)
      .where(and(eq(userMemberships.userId, userId), membershipInForce()))
  )
    .map((row) => row.membership)
    .sort();

export const grantRoles = async (db: TDbOrTx, userId: string, roles: readonly string[]) => {
  if (roles.length === 0) return;
  await db
    .insert(userRoles)
    .values(roles.map((role) => ({ userId, role })))
    .onConflictDoNothing();
};

export const grantMemberships = async (db: TDbOrTx, userId: string, memberships: readonly string[]) => {
  if (memberships.length === 0) return;
  await db
    .insert(userMemberships)
    .values(memberships.map((membership) => ({ userId, membership })))
    .onConflictDoNothing();
};

export const updatePreferences = async (
  db: TDbOrTx,
  userId: string,
  preferences: { locale?: string; region?: string; theme?: string },
) => {
  await db
    .update(users)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(users.id, userId));
};

/** A user named by id or by custom profile URL (§2.1 /u/{userId or customProfileUrl}); the id wins. */
export const findUserByIdOrUrl = async (db: TDbOrTx, idOrUrl: string): Promise<TUserRow | undefined> =>
  (await findUserById(db, idOrUrl)) ??
  (await db.select().from(users).where(eq(users.customProfileUrl, idOrUrl.toLowerCase())).limit(1))[0];

/**
 * Whether a custom profile URL names another user already: their own URL, or their id (a profile link by id is
 * read first, so a URL equal to an id would never reach its owner).
 */
export const profileUrlTakenByOther = async (db: TDbOrTx, userId: string, url: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.id, userId), or(eq(users.customProfileUrl, url), sql`lower(${users.id}) = ${url}`)))
      .limit(1)
  ).length > 0;

export type TUserSettings = {
  name: string;
  customProfileUrl: string | null;
  locale: string | null;
  region: string | null;
  emailNotifications: boolean;
  isShow: boolean;
  theme: string;
  timeZone: string | null;
  topicIds: number[];
  industryIds: number[];
};

export const updateSettings = async (db: TDbOrTx, userId: string, settings: TUserSettings) => {
  const [saved] = await db
    .update(users)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!saved) throw new Error(`user ${userId} vanished`);
  return saved;
};

/** Holds a custom profile URL for the rest of the transaction: two users claiming one URL at once queue up. */
export const lockProfileUrl = async (db: TDbOrTx, url: string) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`profileUrl:${url}`}))`);
};
