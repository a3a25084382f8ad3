import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_CATEGORIES } from '../constants';
import { levelAt, levelDetail, levelExperience, mergePoints } from './levels';

describe('levelExperience (§9)', () => {
  it('starts from the base of each category', () => {
    expect(levelExperience('essentials', 1)).toBe(500);
    expect(levelExperience('artAnimation', 1)).toBe(500);
    expect(levelExperience('programming', 1)).toBe(500);
    expect(levelExperience('audio', 1)).toBe(250);
    expect(levelExperience('systemsDesign', 1)).toBe(250);
    expect(levelExperience('professionalSkills', 1)).toBe(250);
    expect(levelExperience('somethingElse', 1)).toBe(0);
  });

  it('needs 1.5 × the previous level, rounded up to a multiple of 5', () => {
    expect([1, 2, 3, 4, 5].map((level) => levelExperience('programming', level))).toEqual([500, 750, 1125, 1690, 2535]);
    expect([1, 2, 3, 4].map((level) => levelExperience('audio', level))).toEqual([250, 375, 565, 850]);
  });

  it('always grows and stays a multiple of 5', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EXPERIENCE_CATEGORIES), fc.integer({ min: 1, max: 30 }), (category, level) => {
        const need = levelExperience(category, level);
        expect(need % 5).toBe(0);
        expect(levelExperience(category, level + 1)).toBeGreaterThanOrEqual(need * 1.5);
      }),
    );
  });
});

describe('levelAt', () => {
  it('starts at level 1 and climbs at each threshold', () => {
    expect(levelAt('programming', 0)).toEqual({ level: 1, levelPoint: 0, categoryExperience: 500 });
    expect(levelAt('programming', 499)).toEqual({ level: 1, levelPoint: 499, categoryExperience: 500 });
    expect(levelAt('programming', 500)).toEqual({ level: 2, levelPoint: 0, categoryExperience: 750 });
    expect(levelAt('programming', 1300)).toEqual({ level: 3, levelPoint: 50, categoryExperience: 1125 });
  });

  it('keeps categories with base 0 at level 1', () => {
    expect(levelAt('other', 100_000)).toEqual({ level: 1, levelPoint: 100_000, categoryExperience: 0 });
  });

  it('never goes down as points grow', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPERIENCE_CATEGORIES),
        fc.nat(200_000),
        fc.nat(10_000),
        (category, total, more) => {
          expect(levelAt(category, total + more).level).toBeGreaterThanOrEqual(levelAt(category, total).level);
        },
      ),
    );
  });
});

describe('levelDetail (§3.10, §4.5)', () => {
  it('reports points left when the increase stays inside the level', () => {
    expect(levelDetail('audio', 200, 50)).toEqual({
      categoryId: 'audio',
      level: 1,
      totalPoint: 200,
      increasedPoint: 50,
      levelPoint: 150,
      categoryExperience: 250,
      leftPoint: 50,
      isLevelUp: false,
      levelsGained: 0,
    });
  });

  it('is a level-up when levelPoint + increasedPoint reaches the experience', () => {
    const detail = levelDetail('audio', 250, 100);
    expect(detail).toMatchObject({
      level: 2,
      levelPoint: 150,
      categoryExperience: 250,
      isLevelUp: true,
      levelsGained: 1,
    });
    expect(detail.leftPoint).toBe(375);
  });

  it('climbs several levels at once for a large reward', () => {
    expect(levelDetail('programming', 1300, 1300)).toMatchObject({
      level: 3,
      isLevelUp: true,
      levelsGained: 2,
      leftPoint: 1075,
    });
  });

  it('never levels up a category with base 0', () => {
    expect(levelDetail('other', 900, 900)).toMatchObject({
      level: 1,
      isLevelUp: false,
      leftPoint: 0,
      categoryExperience: 0,
    });
  });

  it('calls it a level-up exactly when the level rises', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPERIENCE_CATEGORIES),
        fc.nat(50_000),
        fc.nat(5_000),
        (category, before, increase) => {
          const detail = levelDetail(category, before + increase, increase);
          expect(detail.isLevelUp).toBe(detail.levelsGained > 0);
        },
      ),
    );
  });
});

describe('mergePoints', () => {
  it('adds up gains per category in first-seen order and leaves out what is worth nothing', () => {
    expect(
      mergePoints([
        { categoryId: 'programming', point: 20 },
        { categoryId: 'audio', point: 0 },
        { categoryId: 'essentials', point: 100 },
        { categoryId: 'programming', point: 50 },
      ]),
    ).toEqual([
      { categoryId: 'programming', point: 70 },
      { categoryId: 'essentials', point: 100 },
    ]);
  });
});
