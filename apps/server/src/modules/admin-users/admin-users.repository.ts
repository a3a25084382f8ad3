import type { TRole } from '@questline/domain/roles';
import {
  and,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { sessions, userMemberships, userRoles, users } from '../../db/schema';

/** The columns administration reads of a user. */
const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  lastSignInAt: users.lastSignInAt,
};
export type TAdminUserRow = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  disabledAt: Date | null;
  lastSignInAt: Date | null;
};

/** `text` anywhere in a value, for ILIKE: its own %, _ and \ match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const searchCondition = (db: TDbOrTx, query: { q?: string; role?: TRole }) => {
  const conditions: SQL[] = [];
  if (query.q) {
    // Both columns carry a trigram index, which ILIKE '%…%' uses (migration 0022).
    const pattern = containing(query.q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  if (query.role) {
    const role = query.role;
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, role))),
      ),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
};

/** A page of users matching a search (newest accounts first), and how many match in all. */
export const searchUsers = async (
  db: TDbOrTx,
  query: { q?: string; role?: TRole; limit: number; offset: number },
): Promise<{ rows: TAdminUserRow[]; total: number }> => {
  const where = searchCondition(db, query);
  const [rows, totals] = await Promise.all([
    db
      .select(adminColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
};

/** The user, locked for the rest of the transaction: changes to one user queue up, so before and after are exact. */
export const lockUser = async (db: TDbOrTx, id: string): Promise<TAdminUserRow | undefined> =>
  (await db.select(adminColumns).from(users).where(eq(users.id, id)).limit(1).for('update'))[0];

export const findAdminUser = async (db: TDbOrTx, id: string): Promise<TAdminUserRow | undefined> =>
  (await db.select(adminColumns).from(users).where(eq(users.id, id)).limit(1))[0];

/** Roles of each user, sorted. */
export const rolesOfUsers = async (db: TDbOrTx, ids: readonly string[]) => {
  const held = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return held;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, [...ids]))
    .orderBy(userRoles.role);
  for (const row of rows) held.get(row.userId)?.push(row.role);
  return held;
};

/** Memberships in force now of each user, sorted. */
export const membershipsOfUsers = async (db: TDbOrTx, ids: readonly string[]) => {
  const held = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return held;
  const rows = await db
    .select({ userId: userMemberships.userId, membership: userMemberships.membership })
    .from(userMemberships)
    .where(
      and(
        inArray(userMemberships.userId, [...ids]),
        or(isNull(userMemberships.expiresAt), gt(userMemberships.expiresAt, new Date())),
      ),
    )
    .orderBy(userMemberships.membership);
  for (const row of rows) held.get(row.userId)?.push(row.membership);
  return held;
};

/** Makes `roles` the user's roles: others are taken, missing ones granted (the CLI's grantRoles). */
export const removeRolesExcept = async (db: TDbOrTx, userId: string, roles: readonly string[]) => {
  await db
    .delete(userRoles)
    .where(
      roles.length
        ? and(eq(userRoles.userId, userId), notInArray(userRoles.role, [...roles]))
        : eq(userRoles.userId, userId),
    );
};

/**
 * Holds the super admins for the rest of the transaction: two changes that could each take away a super admin
 * (a role, a disable) queue up, so the second counts what the first left.
 */
export const lockSuperAdmins = async (db: TDbOrTx) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('admin:superAdmins'))`);
};

/** Super admins other than `userId` whose accounts are enabled. */
export const countOtherActiveSuperAdmins = async (db: TDbOrTx, userId: string) =>
  (
    await db
      .select({ n: count() })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.role, 'superAdmin'), ne(userRoles.userId, userId), isNull(users.disabledAt)))
  )[0]?.n ?? 0;

export const setDisabledAt = async (db: TDbOrTx, userId: string, disabledAt: Date | null) => {
  await db.update(users).set({ disabledAt, updatedAt: new Date() }).where(eq(users.id, userId));
};

/** Ends every session of the user at once (better-auth reads sessions from this table on each request). */
export const deleteSessionsOf = async (db: TDbOrTx, userId: string) => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
};
