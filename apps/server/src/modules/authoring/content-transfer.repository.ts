import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags, users } from '../../db/schema';

/** The tags among `ids` that exist here, with their kind (topic or industry). */
export const existingTags = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select({ id: tags.id, kind: tags.kind })
        .from(tags)
        .where(inArray(tags.id, [...new Set(ids)]))
    : [];

/** The users among `ids` that exist here. */
export const existingUserIds = async (db: TDbOrTx, ids: readonly string[]) =>
  ids.length
    ? (
        await db
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.id, [...new Set(ids)]))
      ).map((row) => row.id)
    : [];
