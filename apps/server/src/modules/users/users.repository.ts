import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { userMemberships, userRoles, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

export const findUserById = async (db: TDbOrTx, id: string): Promise<TUserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByEmail = async (db: TDbOrTx, email: string): Promise<TUserRow | undefined> =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];

export const deleteUser = async (db: TDbOrTx, id: string) => {
  await db.delete(users).where(eq(users.id, id));
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
      .where(
        and(
          eq(userMemberships.userId, userId),
          or(isNull(userMemberships.expiresAt), gt(userMemberships.expiresAt, new Date())),
        ),
      )
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
  preferences: { locale?: string; region?: string },
) => {
  await db
    .update(users)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(users.id, userId));
};
