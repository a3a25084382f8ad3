import { useCallback, useMemo, useState } from 'react';
import type { TDisplayItem } from '../api/get-item-maps';
import { displayMapOf } from './mission-display-map';
import type { TEditorItem } from './parts/display-map';

/** A mission as the pathway editor shows it: its card, and the missions it needs first (§3.3 prerequisiteIds). */
export type TMissionCard = TDisplayItem & { prerequisiteIds?: string[] };
export type TPathwayDisplayMap = Record<string, TMissionCard>;

/**
 * The pathway forms' id → display data map: the item's maps (its `missionMap` carries each mission's
 * prerequisiteIds; a save's answer brings new maps), plus what the add-content dialog returns, which never hides
 * what the item's maps know.
 */
export const usePathwayDisplayMap = (item: TEditorItem | undefined) => {
  const [added, setAdded] = useState<TPathwayDisplayMap>({});
  const seeded = useMemo(() => displayMapOf(item) as TPathwayDisplayMap, [item]);
  const map = useMemo<TPathwayDisplayMap>(() => ({ ...added, ...seeded }), [seeded, added]);
  const remember = useCallback(
    (entry: TDisplayItem) => setAdded((previous) => ({ ...previous, [entry.id]: entry })),
    [],
  );
  return { map, remember };
};
