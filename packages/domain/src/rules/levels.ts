import { BASE_EXPERIENCE, type TExperienceCategory } from '../constants';

/** Rounds up to a multiple of 5 (§9). */
const ceilTo5 = (value: number) => Math.ceil(value / 5) * 5;

/**
 * Experience a category needs to go from `level` to the next (§9): the base for level 1, then 1.5 × the
 * previous level's need, rounded up to a multiple of 5. Categories with base 0 never level up.
 */
export const levelExperience = (category: TExperienceCategory | string, level: number): number => {
  const base = BASE_EXPERIENCE[category as TExperienceCategory] ?? 0;
  let need = base;
  for (let current = 1; current < level && need > 0; current++) need = ceilTo5(need * 1.5);
  return need;
};

/** Where a total of points stands: the level (from 1), the points earned inside it, and what the level needs. */
export const levelAt = (category: TExperienceCategory | string, totalPoint: number) => {
  let level = 1;
  let remaining = Math.max(0, totalPoint);
  let need = levelExperience(category, 1);
  while (need > 0 && remaining >= need) {
    remaining -= need;
    level += 1;
    need = ceilTo5(need * 1.5);
  }
  return { level, levelPoint: remaining, categoryExperience: need };
};

/** The level detail of §3.10, as the experience dialog shows it after `increasedPoint` was earned. */
export type TLevelDetail = {
  categoryId: string;
  /** The level reached after the increase. */
  level: number;
  totalPoint: number;
  increasedPoint: number;
  /** Points inside the level held before the increase. */
  levelPoint: number;
  /** What the level held before the increase needs in all (0 for categories that never level up). */
  categoryExperience: number;
  /** Points still missing to the next level after the increase (0 when the category never levels up). */
  leftPoint: number;
  isLevelUp: boolean;
  /** How many levels the increase climbed (more than 1 for a large reward). */
  levelsGained: number;
};

/**
 * §4.5: with category experience above 0, the increase is a level-up when levelPoint + increasedPoint reaches
 * it; otherwise leftPoint = experience − increase − levelPoint. Generalised to several levels at once.
 */
export const levelDetail = (categoryId: string, totalPoint: number, increasedPoint: number): TLevelDetail => {
  const before = levelAt(categoryId, totalPoint - increasedPoint);
  const after = levelAt(categoryId, totalPoint);
  const isLevelUp = before.categoryExperience > 0 && before.levelPoint + increasedPoint >= before.categoryExperience;
  return {
    categoryId,
    level: after.level,
    totalPoint,
    increasedPoint,
    levelPoint: before.levelPoint,
    categoryExperience: before.categoryExperience,
    leftPoint: after.categoryExperience > 0 ? after.categoryExperience - after.levelPoint : 0,
    isLevelUp,
    levelsGained: after.level - before.level,
  };
};

/** Experience earned for one category (§3.1 points, §3.10 experiencePoints). */
export type TPointGain = { categoryId: string; point: number };

/**
 * The gains of one learner write added up per category, in the order categories first appear; entries worth
 * nothing are left out. A write that completes several items (a tutorial, then its mission and pathway) answers one
 * level detail per category, for everything it earned there.
 */
export const mergePoints = (gains: readonly TPointGain[]): TPointGain[] => {
  const sums = new Map<string, number>();
  for (const gain of gains) {
    if (gain.point > 0) sums.set(gain.categoryId, (sums.get(gain.categoryId) ?? 0) + gain.point);
  }
  return [...sums].map(([categoryId, point]) => ({ categoryId, point }));
};
