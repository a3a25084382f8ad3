import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { setupTokens, userRoles } from '../../db/schema';

export type TSetupTokenRow = typeof setupTokens.$inferSelect;

/** Whether any user holds the superAdmin role. */
export const superAdminExists = async (db: TDbOrTx) =>
  (await db.select({ one: sql`1` }).from(userRoles).where(eq(userRoles.role, 'superAdmin')).limit(1)).length > 0;

/** Makes `token` the only setup token: every older one stops working. */
export const replaceSetupTokens = (db: TDbOrTx, token: { tokenHash: string; expiresAt: Date }) =>
  db.transaction(async (tx) => {
    await tx.delete(setupTokens);
    await tx.insert(setupTokens).values(token);
  });

/**
 * Takes the unexpired token with this hash, deleting it: of several callers with one token, one gets the row and the
 * others nothing.
 */
export const takeSetupToken = async (db: TDbOrTx, tokenHash: string, now: Date) =>
  (
    await db
      .delete(setupTokens)
      .where(and(eq(setupTokens.tokenHash, tokenHash), gt(setupTokens.expiresAt, now)))
      .returning()
  )[0];

/** Puts back a taken token whose setup failed, unless a newer start has issued another one meanwhile. */
export const restoreSetupToken = async (db: TDbOrTx, token: TSetupTokenRow) => {
  await db.execute(
    sql`INSERT INTO ${setupTokens} (token_hash, expires_at, created_at)
        SELECT ${token.tokenHash}, ${token.expiresAt.toISOString()}::timestamptz, ${token.createdAt.toISOString()}::timestamptz
        WHERE NOT EXISTS (SELECT 1 FROM ${setupTokens})`,
  );
};

export const deleteSetupTokens = async (db: TDbOrTx) => {
  await db.delete(setupTokens);
};
