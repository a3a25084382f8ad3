import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containedDuration,
  effectiveDuration,
  estimatedPoints,
  estimationMinutes,
  estimationParts,
  knownContentIds,
  lowestSkillLevel,
  manualDurationMinutes,
  missionDuration,
  pathwayEstimatedDuration,
  projectContentIds,
  type TContainedItem,
  totalPoints,
} from './computed';

const item = (id: string, duration: number, extra: Partial<TContainedItem> = {}): TContainedItem => ({
  id,
  duration,
  published: true,
  public: true,
  ...extra,
});

describe('durations (§5)', () => {
  it('a skill manualDuration is hours × 60 + minutes, only with withManual', () => {
    expect(manualDurationMinutes(true, 2, 15)).toBe(135);
    expect(manualDurationMinutes(false, 2, 15)).toBe(0);
  });

  it('uses the manual duration when withManual is set', () => {
    expect(effectiveDuration(item('a', 30, { withManual: true, manualDuration: 90 }))).toBe(90);
    expect(effectiveDuration(item('a', 30))).toBe(30);
    expect(effectiveDuration({ id: 'a' })).toBe(0);
  });

  it('counts only items both published and public', () => {
    expect(
      containedDuration([
        item('a', 10),
        item('b', 20, { published: false }),
        item('c', 40, { public: false }),
        undefined,
        item('d', 5),
      ]),
    ).toBe(15);
  });

  it('never counts an unpublished or private item, whatever else the list holds', () => {
    const arbitraryItem = fc.record({
      id: fc.string(),
      duration: fc.nat(500),
      published: fc.boolean(),
      public: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbitraryItem), (items) => {
        const hidden = items.map((entry) => ({ ...entry, published: false }));
        expect(containedDuration([...items, ...hidden])).toBe(containedDuration(items));
      }),
    );
  });
});

describe('missions and pathways (§3.1, §3.2)', () => {
  const items = new Map([
    ['ltu_1', item('ltu_1', 30)],
    ['ltu_2', item('ltu_2', 45)],
    ['lqz_3', item('lqz_3', 10)],
  ]);
  const mission = {
    defaultSet: 's2',
    customContents: [
      { id: 's1', contentIds: ['ltu_1'] },
      { id: 's2', contentIds: ['ltu_2', 'lqz_3'] },
    ],
  };

  it('takes a mission duration from its default set', () => {
    expect(missionDuration(mission, items)).toBe(55);
    expect(missionDuration({ ...mission, defaultSet: null }, items)).toBe(0);
    expect(missionDuration({}, items)).toBe(0);
  });

  it('sums a pathway estimatedDuration over its missions', () => {
    expect(pathwayEstimatedDuration([mission, { ...mission, defaultSet: 's1' }], items)).toBe(85);
  });

  it('takes the lowest skill level of the missions', () => {
    expect(lowestSkillLevel([{ skillLevel: 'advanced' }, { skillLevel: 'beginner' }, { skillLevel: null }])).toBe(
      'beginner',
    );
    expect(lowestSkillLevel([{ skillLevel: 'all' }])).toBeNull();
    expect(lowestSkillLevel([])).toBeNull();
  });

  it('shows the sum of the points as a pathway card XP', () => {
    expect(totalPoints([{ point: 100 }, { point: 250 }])).toBe(350);
    expect(totalPoints(null)).toBe(0);
  });
});

describe('estimated points (§5)', () => {
  it('sums points and estimationPoints per category over published public items', () => {
    expect(
      estimatedPoints([
        item('a', 0, {
          points: [{ categoryId: 'programming', point: 50 }],
          estimationPoints: [{ categoryId: 'audio', point: 20 }],
        }),
        item('b', 0, {
          points: [
            { categoryId: 'essentials', point: 30 },
            { categoryId: 'programming', point: 10 },
          ],
        }),
        item('c', 0, { published: false, points: [{ categoryId: 'programming', point: 999 }] }),
        item('d', 0, { points: [{ categoryId: 'audio', point: 0 }] }),
        undefined,
      ]),
    ).toEqual([
      { categoryId: 'essentials', point: 30 },
      { categoryId: 'programming', point: 60 },
      { categoryId: 'audio', point: 20 },
    ]);
  });

  it('puts unknown categories last', () => {
    expect(
      estimatedPoints([
        item('a', 0, {
          points: [
            { categoryId: 'other', point: 5 },
            { categoryId: 'audio', point: 5 },
          ],
        }),
      ]),
    ).toEqual([
      { categoryId: 'audio', point: 5 },
      { categoryId: 'other', point: 5 },
    ]);
  });
});

describe('quiz estimation (§3.6)', () => {
  it('splits a duration into hours and minutes and back', () => {
    expect(estimationParts(135)).toEqual({ estimationInHour: 2, estimationInMinute: 15 });
    expect(estimationParts(null)).toEqual({ estimationInHour: 0, estimationInMinute: 0 });
    fc.assert(
      fc.property(fc.nat(100_000), (minutes) => {
        expect(estimationMinutes(estimationParts(minutes))).toBe(minutes);
      }),
    );
    expect(estimationMinutes({})).toBe(0);
  });
});

describe('content ids on save (§5)', () => {
  const known = (id: string) => id !== 'ltu_404';
  it('sends only ids that resolve to known items', () => {
    expect(knownContentIds(['ltu_1', 'ltu_404', null, 'ltu_2'], known)).toEqual(['ltu_1', 'ltu_2']);
  });

  it('drops unknown project ids and reports skipped nulls', () => {
    expect(projectContentIds(['ltu_1', null, undefined, 'ltu_404'], known)).toEqual({
      contentIds: ['ltu_1'],
      skippedNulls: 2,
    });
  });
});
