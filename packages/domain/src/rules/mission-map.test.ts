import { expect, it } from 'vitest';
import { MAP_GAP, MAP_PADDING, MISSION_CARD, missionLinePath, missionMapLayout, missionPlaces } from './mission-map';

const column = (depth: number) => MAP_PADDING + depth * (MISSION_CARD.width + MAP_GAP.x);
const row = (index: number) => MAP_PADDING + index * (MISSION_CARD.height + MAP_GAP.y);

it('keeps saved places and lays the others out a column per prerequisite depth', () => {
  const missions = [
    { id: 'a', prerequisiteIds: [] },
    { id: 'b', prerequisiteIds: ['a'] },
    { id: 'c', prerequisiteIds: ['a', 'b', 'outside'] },
    { id: 'd', prerequisiteIds: [] },
  ];
  expect(missionPlaces(missions, { d: { top: 500, left: 40 } })).toEqual({
    a: { top: row(0), left: column(0) },
    b: { top: row(0), left: column(1) },
    c: { top: row(0), left: column(2) },
    d: { top: 500, left: 40 },
  });
  // A cycle counts once; a place that is not a number is no place.
  const cycle = [
    { id: 'x', prerequisiteIds: ['y'] },
    { id: 'y', prerequisiteIds: ['x'] },
  ];
  expect(missionPlaces(cycle, { x: { top: Number.NaN, left: 0 } }).x).toEqual({ top: row(0), left: column(1) });
});

it('draws a line from each prerequisite to its dependent and moves a map with negative places into view', () => {
  const layout = missionMapLayout(
    [
      { id: 'a', prerequisiteIds: [] },
      { id: 'b', prerequisiteIds: ['a', 'b'] },
    ],
    { a: { top: -20, left: -10 }, b: { top: 0, left: 300 } },
  );
  expect(layout.places).toEqual({ a: { top: 0, left: 0 }, b: { top: 20, left: 310 } });
  expect(layout.lines).toEqual([
    { from: 'a', to: 'b', path: missionLinePath({ top: 0, left: 0 }, { top: 20, left: 310 }) },
  ]);
  expect(layout.lines[0]?.path).toBe('M 224 48 C 267 48, 267 68, 310 68');
  expect([layout.width, layout.height]).toEqual([310 + MISSION_CARD.width + MAP_PADDING, 20 + 96 + MAP_PADDING]);
  expect(missionMapLayout([], {})).toMatchObject({ width: MAP_PADDING, height: MAP_PADDING, lines: [] });
});
