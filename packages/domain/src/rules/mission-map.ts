/**
 * A pathway's mission map (§3.2 missionPosition): where each mission's card sits, as the pathway editor places it and
 * the learner's pathway page draws it. Places are a card's top left corner in CSS pixels from the map's corner.
 */

export type TMapPosition = { top: number; left: number };
export type TMapMission = { id: string; prerequisiteIds: readonly string[] };

/** The size of a mission's card on the map. */
export const MISSION_CARD = { width: 224, height: 96 } as const;
/** The space between the columns and rows of missions placed by depth, and around the map. */
export const MAP_GAP = { x: 72, y: 40 } as const;
export const MAP_PADDING = 16;

const isPlace = (value: TMapPosition | undefined): value is TMapPosition =>
  value !== undefined && Number.isFinite(value.top) && Number.isFinite(value.left);

/** How many prerequisites inside the pathway stand before each mission, at most (a cycle counts once). */
const prerequisiteDepths = (missions: readonly TMapMission[]) => {
  const byId = new Map(missions.map((mission) => [mission.id, mission]));
  const depths = new Map<string, number>();
  const visit = (id: string, path: ReadonlySet<string>): number => {
    const known = depths.get(id);
    if (known !== undefined) return known;
    const before = (byId.get(id)?.prerequisiteIds ?? []).filter((other) => byId.has(other) && !path.has(other));
    const depth = before.length ? 1 + Math.max(...before.map((other) => visit(other, new Set([...path, id])))) : 0;
    depths.set(id, depth);
    return depth;
  };
  for (const mission of missions) visit(mission.id, new Set([mission.id]));
  return depths;
};

/**
 * Where each mission sits: its saved place, else a column per prerequisite depth, one row after another within a
 * column.
 */
export const missionPlaces = (
  missions: readonly TMapMission[],
  positions: Readonly<Record<string, TMapPosition>>,
): Record<string, TMapPosition> => {
  const depths = prerequisiteDepths(missions);
  const rows = new Map<number, number>();
  return Object.fromEntries(
    missions.map((mission) => {
      const saved = positions[mission.id];
      if (isPlace(saved)) return [mission.id, { top: saved.top, left: saved.left }];
      const depth = depths.get(mission.id) ?? 0;
      const row = rows.get(depth) ?? 0;
      rows.set(depth, row + 1);
      return [
        mission.id,
        {
          top: MAP_PADDING + row * (MISSION_CARD.height + MAP_GAP.y),
          left: MAP_PADDING + depth * (MISSION_CARD.width + MAP_GAP.x),
        },
      ];
    }),
  );
};

/** The curve from the right of a prerequisite's card to the left of its dependent's (an SVG path). */
export const missionLinePath = (from: TMapPosition, to: TMapPosition) => {
  const x1 = from.left + MISSION_CARD.width;
  const y1 = from.top + MISSION_CARD.height / 2;
  const x2 = to.left;
  const y2 = to.top + MISSION_CARD.height / 2;
  const bend = Math.max(40, Math.abs(x2 - x1) / 2);
  return `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`;
};

export type TMapLayout = {
  width: number;
  height: number;
  /** Each mission's top left corner. */
  places: Record<string, TMapPosition>;
  /** One line per prerequisite inside the pathway, from the prerequisite to its dependent. */
  lines: { from: string; to: string; path: string }[];
};

/**
 * The whole map as a learner sees it: the missions' places (a place above or left of the map's corner, which the
 * editor never saves, moves the whole map into view), the lines from prerequisites to dependents, and its size.
 */
export const missionMapLayout = (
  missions: readonly TMapMission[],
  positions: Readonly<Record<string, TMapPosition>>,
): TMapLayout => {
  const raw = missionPlaces(missions, positions);
  const values = Object.values(raw);
  const shiftLeft = Math.max(0, -Math.min(0, ...values.map((place) => place.left)));
  const shiftTop = Math.max(0, -Math.min(0, ...values.map((place) => place.top)));
  const places = Object.fromEntries(
    Object.entries(raw).map(([id, place]) => [id, { left: place.left + shiftLeft, top: place.top + shiftTop }]),
  );
  const lines = missions.flatMap((mission) =>
    mission.prerequisiteIds
      .filter((id) => id in places && id !== mission.id)
      .map((id) => ({
        from: id,
        to: mission.id,
        path: missionLinePath(places[id] as TMapPosition, places[mission.id] as TMapPosition),
      })),
  );
  const placed = Object.values(places);
  return {
    width: Math.max(0, ...placed.map((place) => place.left + MISSION_CARD.width)) + MAP_PADDING,
    height: Math.max(0, ...placed.map((place) => place.top + MISSION_CARD.height)) + MAP_PADDING,
    places,
    lines,
  };
};
