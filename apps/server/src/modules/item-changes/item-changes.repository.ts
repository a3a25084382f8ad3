import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentItems } from '../../db/schema';

/** The edit counter of each of these items that still exists. */
export const findRevisions = async (db: TDbOrTx, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: contentItems.id, revision: contentItems.revision })
        .from(contentItems)
        .where(inArray(contentItems.id, [...ids]));
