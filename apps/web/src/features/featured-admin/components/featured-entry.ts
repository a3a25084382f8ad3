import type { TContentOption } from '@questline/domain/schemas/creator';
import type { TFeaturedItem } from '@questline/domain/schemas/featured';

/** A row of the list being edited: what its card shows. */
export type TFeaturedEntry = { id: string; type: TFeaturedItem['type']; title: string; thumbnailUrl: string | null };

export const entryOfItem = (item: TFeaturedItem): TFeaturedEntry => ({
  id: item.id,
  type: item.type,
  title: item.title,
  thumbnailUrl: item.thumbnail?.url ?? null,
});

export const entryOfOption = (option: TContentOption): TFeaturedEntry => ({
  id: option.id,
  type: option.type,
  title: option.title,
  thumbnailUrl: option.thumbnail?.url ?? null,
});

/** The list with the entry at `from` moved to `to`. */
export const moveEntry = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};
