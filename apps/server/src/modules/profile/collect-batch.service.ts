import { AppError, type TFieldError } from '@questline/domain/errors';
import { parseItemId } from '@questline/domain/ids';
import type { TCollectBatch, TCollectBatchResult } from '@questline/domain/schemas/learner';
import type { TMe } from '@questline/domain/schemas/session';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { collections } from '../../db/schema';
import { findItems } from '../content/content.repository';
import { itemRefusal } from '../learn/learn.policy';

/**
 * POST /api/learn/collect/batch (§2.6 select all): saves every listed item to the learner's My Learning, as the collect
 * toggle saves one (published items the learner's gates let through), in the caller's transaction. Every entry is
 * checked before anything is written: an entry naming no such item (or one of another type) refuses the request with
 * `collect_ResourceNotFound_item` and its place (items.N); an item the learner may not save refuses it with the
 * toggle's refusal (premium_required). Items already saved stay saved: the request never takes one back.
 */
export const saveCollectBatch = async (
  db: TDbOrTx,
  viewer: TMe,
  input: TCollectBatch,
): Promise<TCollectBatchResult> => {
  const parsed = input.items.map((entry) => {
    const id = parseItemId(entry.id);
    return id && id.type === entry.type ? id.id : null;
  });
  const rows = new Map(
    (
      await findItems(
        db,
        parsed.filter((id): id is number => id !== null),
      )
    ).map((row) => [row.id, row]),
  );
  const missing: TFieldError[] = [];
  let refusal: AppError | null = null;
  for (const [index, id] of parsed.entries()) {
    const row = id === null ? undefined : rows.get(id);
    const refused = row?.status === 'published' ? itemRefusal(row, viewer) : new AppError('not_found');
    if (refused?.key === 'not_found') missing.push({ path: `items.${index}`, key: 'collect_ResourceNotFound_item' });
    else refusal ??= refused;
  }
  if (missing.length) throw new AppError('collect_ResourceNotFound_item', { fields: missing });
  if (refusal) throw refusal;

  const itemIds = [...new Set(parsed as number[])];
  const before = await db
    .select({ itemId: collections.itemId })
    .from(collections)
    .where(and(eq(collections.userId, viewer.id), inArray(collections.itemId, itemIds)));
  await db
    .insert(collections)
    .values(itemIds.map((itemId) => ({ userId: viewer.id, itemId, type: rows.get(itemId)?.type ?? '' })))
    .onConflictDoNothing();
  return {
    collectMap: Object.fromEntries(input.items.map((entry) => [entry.id, true as const])),
    added: itemIds.length - before.length,
    message: 'saved_successfully',
  };
};
