import { useCallback, useMemo, useState } from 'react';
import { type TDisplayItem, type TDisplayMap, type TMapsType, useItemMaps } from '../../api/get-item-maps';

/** The item an editor form was loaded from: GET /api/learn/{type}/{id}?edit=true. */
export type TEditorItem = Record<string, unknown> & { id?: string; type?: string; language?: string };

/** Maps an item may carry of what it refers to (§3.4, §3.5): titles and durations by id. */
const MAP_FIELDS = [
  'contentMap',
  'tutorialMap',
  'projectMap',
  'quizMap',
  'replacementMap',
  'skillMap',
  'learnSkillMap',
  'prerequisiteMap',
] as const;

const isDisplayItem = (value: unknown): value is TDisplayItem =>
  typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';

export const seedDisplayMap = (item: TEditorItem | undefined): TDisplayMap => {
  const map: TDisplayMap = {};
  for (const field of MAP_FIELDS) {
    const entries = item?.[field];
    if (typeof entries !== 'object' || entries === null) continue;
    for (const [id, entry] of Object.entries(entries)) {
      if (isDisplayItem(entry)) map[id] = { ...entry, id };
    }
  }
  return map;
};

const MAPS_TYPES: readonly string[] = ['tutorial', 'project', 'course', 'quiz'] satisfies TMapsType[];

/**
 * A local id → display data map for the lists of a form: seeded from the item's maps, completed from the item's
 * extends when the read lacks some, and extended with what the add-content dialog returns.
 */
export const useDisplayMap = (item: TEditorItem | undefined, ids: readonly string[]) => {
  const [added, setAdded] = useState<TDisplayMap>({});
  const seeded = useMemo(() => seedDisplayMap(item), [item]);
  const missing = ids.some((id) => !(id in seeded) && !(id in added));
  const type = typeof item?.type === 'string' && MAPS_TYPES.includes(item.type) ? (item.type as TMapsType) : null;
  const fetched = useItemMaps(type ?? 'tutorial', typeof item?.id === 'string' ? item.id : null, missing && !!type);
  const map = useMemo(() => ({ ...fetched.data, ...seeded, ...added }), [fetched.data, seeded, added]);
  const remember = useCallback(
    (entry: TDisplayItem) => setAdded((previous) => ({ ...previous, [entry.id]: entry })),
    [],
  );
  return { map, remember };
};
