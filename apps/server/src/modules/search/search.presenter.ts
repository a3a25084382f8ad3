import { itemId, type TItemType } from '@questline/domain/ids';
import type { TSearchCard } from '@questline/domain/schemas/search';
import { presentCard, presentMapCard } from '../content/content.presenter';
import type { TContentRow } from '../content/content.repository';
import type { TSearchRow } from './search.repository';

export const publicIdOf = (row: { type: string; id: number }) => itemId(row.type as TItemType, row.id);

/**
 * A found item as search answers it (§3.11 search result item): the stored card with withManual, manualDuration and
 * hidden. Items without a card (drafts, which admin search finds) are carded from the full row's draft.
 */
export const presentSearchCard = (row: TSearchRow, full?: TContentRow): TSearchCard => {
  // The counts cards show, from the search row the found rows join (none without one).
  const stats =
    row.views === null ? null : { views: row.views, ratingSum: row.ratingSum ?? 0, ratingCount: row.ratingCount ?? 0 };
  if (!row.card && full) return { ...presentMapCard(full, stats), hidden: full.hidden };
  return {
    ...presentCard(row, stats),
    withManual: row.card?.withManual === true,
    manualDuration: typeof row.card?.manualDuration === 'number' ? row.card.manualDuration : null,
    hidden: row.hidden,
  };
};
