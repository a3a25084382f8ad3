import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { userMemberships } from '../../db/schema';

/** Grants a membership without end; a grant that had an end (or had lapsed) becomes one without. */
export const upsertMembership = async (db: TDbOrTx, userId: string, membership: string) => {
  await db
    .insert(userMemberships)
    .values({ userId, membership, expiresAt: null })
    .onConflictDoUpdate({
      target: [userMemberships.userId, userMemberships.membership],
      set: { expiresAt: null, grantedAt: new Date() },
    });
};

export const deleteMembership = async (db: TDbOrTx, userId: string, membership: string) => {
  await db
    .delete(userMemberships)
    .where(and(eq(userMemberships.userId, userId), eq(userMemberships.membership, membership)));
};
