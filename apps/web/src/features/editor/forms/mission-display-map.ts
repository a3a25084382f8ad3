import { useCallback, useMemo, useState } from 'react';
import type { TDisplayItem, TDisplayMap } from '../api/get-item-maps';
import type { TEditorItem } from './parts/display-map';

const isDisplayItem = (value: unknown): value is TDisplayItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { title?: unknown }).title === 'string' &&
  typeof (value as { type?: unknown }).type === 'string';

/**
 * Every named item the mission and pathway editor reads carry (§3.2, §3.3: `contentMap`, `missionMap`,
 * `competencyMap` and the like), as one id → display data map. A map entry may carry more than the display fields
 * (an item's `internalOnly`), which is kept.
 */
export const displayMapOf = (item: TEditorItem | undefined): TDisplayMap => {
  const map: TDisplayMap = {};
  if (!item) return map;
  for (const [field, entries] of Object.entries(item)) {
    if (!field.endsWith('Map') || typeof entries !== 'object' || entries === null) continue;
    for (const [id, entry] of Object.entries(entries)) {
      if (isDisplayItem(entry)) map[id] = { ...entry, id };
    }
  }
  return map;
};

/** The display map of a mission or pathway form: the item's maps plus what the author adds through the dialogs. */
export const useMissionDisplayMap = (item: TEditorItem | undefined) => {
  const [added, setAdded] = useState<TDisplayMap>({});
  const seeded = useMemo(() => displayMapOf(item), [item]);
  const map = useMemo(() => ({ ...seeded, ...added }), [seeded, added]);
  const remember = useCallback(
    (entry: TDisplayItem) => setAdded((previous) => ({ ...previous, [entry.id]: entry })),
    [],
  );
  return { map, remember };
};

/** The strings of a list value (ids as the item holds them). */
export const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
