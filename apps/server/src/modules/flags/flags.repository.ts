import type { TDbOrTx } from '../../db/client';
import { featureFlags } from '../../db/schema';

export type TFeatureFlagRow = typeof featureFlags.$inferSelect;

/** Every flag an admin has set; flags without a row hold their default. */
export const listFlagRows = (db: TDbOrTx): Promise<TFeatureFlagRow[]> => db.select().from(featureFlags);

/** Sets one flag, whoever set it before: one statement, so two admins toggling at once leave the last word. */
export const upsertFlag = async (db: TDbOrTx, input: { name: string; enabled: boolean; updatedBy: string }) => {
  const now = new Date();
  await db
    .insert(featureFlags)
    .values({ ...input, updatedAt: now })
    .onConflictDoUpdate({
      target: featureFlags.name,
      set: { enabled: input.enabled, updatedBy: input.updatedBy, updatedAt: now },
    });
};
