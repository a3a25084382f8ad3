import type { TMapPosition } from '../learn-types';

/** The size of a mission on the map, in map units (CSS pixels). */
export const MAP_NODE = { width: 224, height: 96 } as const;
const GAP = { x: 72, y: 40 } as const;
const PADDING = 16;

type TMapMission = { id: string; prerequisiteIds: readonly string[] };

export type TMapLayout = {
  width: number;
  height: number;
  /** Each mission's top left corner. */
  places: Record<string, TMapPosition>;
  /** One line per prerequisite inside the pathway, from the prerequisite to its dependent. */
  lines: { from: string; to: string; path: string }[];
};

/** How many prerequisites stand before a mission inside the pathway, at most (cycles count once). */
const depthOf = (missions: readonly TMapMission[]) => {
  const byId = new Map(missions.map((mission) => [mission.id, mission]));
  const depths = new Map<string, number>();
  const visit = (id: string, path: ReadonlySet<string>): number => {
    const known = depths.get(id);
    if (known !== undefined) return known;
    const mission = byId.get(id);
    const before = (mission?.prerequisiteIds ?? []).filter(
      (prerequisite) => byId.has(prerequisite) && !path.has(prerequisite),
    );
    const depth = before.length
      ? 1 + Math.max(...before.map((prerequisite) => visit(prerequisite, new Set([...path, id]))))
      : 0;
    depths.set(id, depth);
    return depth;
  };
  for (const mission of missions) visit(mission.id, new Set([mission.id]));
  return depths;
};

/**
 * Where each mission sits on a pathway's map (§3.2 missionPosition: a card's top left corner in CSS pixels, as the
 * pathway editor places it): where the author placed it, or, for missions without a place, in a column per
 * prerequisite depth, as the editor lays them out too. Each prerequisite is joined to its dependent by a curve.
 */
export const missionMapLayout = (
  missions: readonly TMapMission[],
  positions: Readonly<Record<string, TMapPosition>>,
): TMapLayout => {
  const depths = depthOf(missions);
  const perColumn = new Map<number, number>();
  const raw = missions.map((mission) => {
    const placed = positions[mission.id];
    if (placed) return { id: mission.id, ...placed };
    const depth = depths.get(mission.id) ?? 0;
    const row = perColumn.get(depth) ?? 0;
    perColumn.set(depth, row + 1);
    return {
      id: mission.id,
      left: PADDING + depth * (MAP_NODE.width + GAP.x),
      top: PADDING + row * (MAP_NODE.height + GAP.y),
    };
  });
  // A place above or left of the map's corner (never saved by the editor) moves the whole map into view.
  const shiftLeft = Math.max(0, -Math.min(0, ...raw.map((place) => place.left)));
  const shiftTop = Math.max(0, -Math.min(0, ...raw.map((place) => place.top)));
  const places = Object.fromEntries(
    raw.map((place) => [place.id, { left: place.left + shiftLeft, top: place.top + shiftTop }]),
  );
  const inMap = new Set(missions.map((mission) => mission.id));
  const lines = missions.flatMap((mission) =>
    mission.prerequisiteIds
      .filter((id) => inMap.has(id) && id !== mission.id)
      .map((id) => {
        const from = places[id] as TMapPosition;
        const to = places[mission.id] as TMapPosition;
        const x1 = from.left + MAP_NODE.width;
        const y1 = from.top + MAP_NODE.height / 2;
        const x2 = to.left;
        const y2 = to.top + MAP_NODE.height / 2;
        const bend = Math.max(40, Math.abs(x2 - x1) / 2);
        return {
          from: id,
          to: mission.id,
          path: `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`,
        };
      }),
  );
  const values = Object.values(places);
  return {
    width: Math.max(0, ...values.map((place) => place.left + MAP_NODE.width)) + PADDING,
    height: Math.max(0, ...values.map((place) => place.top + MAP_NODE.height)) + PADDING,
    places,
    lines,
  };
};
