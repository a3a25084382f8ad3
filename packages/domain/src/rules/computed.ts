/** Values computed from an item and what it contains (§3.1–§3.3, §5): durations, skill levels, points. */
import { CONTENT_SKILL_LEVELS, EXPERIENCE_CATEGORIES } from '../constants';

export type TPoint = { categoryId: string; point: number };

/** What the rules read of a contained item (§3.1 display fields). */
export type TContainedItem = {
  id: string;
  published?: boolean;
  public?: boolean;
  /** Minutes. */
  duration?: number | null;
  withManual?: boolean;
  manualDuration?: number | null;
  points?: readonly TPoint[];
  estimationPoints?: readonly TPoint[];
  skillLevel?: string | null;
};

/** Only items both published and public count towards their container's duration and points (§5). */
export const isPublishedPublic = (item: TContainedItem) => item.published === true && item.public === true;

/** The duration shown for an item: its manual duration when withManual is set, else its duration (§2.6). */
export const effectiveDuration = (item: TContainedItem) =>
  Math.max(0, (item.withManual ? item.manualDuration : item.duration) ?? 0);

/** A skill's manualDuration (§5): hours × 60 + minutes when withManual is set, else 0. */
export const manualDurationMinutes = (withManual: boolean, hours: number, minutes: number) =>
  withManual ? Math.trunc(hours) * 60 + Math.trunc(minutes) : 0;

/** Skill, project and course durations (§5): the sum over contained items that are published and public. */
export const containedDuration = (items: readonly (TContainedItem | undefined)[]) =>
  items.reduce((sum, item) => sum + (item && isPublishedPublic(item) ? effectiveDuration(item) : 0), 0);

export type TMissionSets = {
  defaultSet?: string | null;
  customContents?: readonly { id: string; contentIds: readonly string[] }[];
};

/** A mission's duration (§3.1): the set whose id equals defaultSet supplies it; 0 without one. */
export const missionDuration = (mission: TMissionSets, itemsById: ReadonlyMap<string, TContainedItem>) => {
  const set = mission.customContents?.find((entry) => entry.id === mission.defaultSet);
  return set ? containedDuration(set.contentIds.map((id) => itemsById.get(id))) : 0;
};

/** A pathway's estimatedDuration (§3.2): the sum of its missions' default-set durations. */
export const pathwayEstimatedDuration = (
  missions: readonly TMissionSets[],
  itemsById: ReadonlyMap<string, TContainedItem>,
) => missions.reduce((sum, mission) => sum + missionDuration(mission, itemsById), 0);

/** A pathway's skillLevel (§3.2): the lowest of its missions'; null when none has one. */
export const lowestSkillLevel = (items: readonly { skillLevel?: string | null }[]) => {
  const ranks = items
    .map((item) => CONTENT_SKILL_LEVELS.indexOf(item.skillLevel as (typeof CONTENT_SKILL_LEVELS)[number]))
    .filter((rank) => rank >= 0);
  return ranks.length ? CONTENT_SKILL_LEVELS[Math.min(...ranks)] : null;
};

/** The sum of a points list: a pathway card's XP (§2.8) and a reward's total (§5). */
export const totalPoints = (points: readonly { point: number }[] | null | undefined) =>
  (points ?? []).reduce((sum, entry) => sum + entry.point, 0);

/**
 * Estimated points (§5): per category, the sum of points and estimationPoints over contained items that are
 * published and public; categories in the §9 order, those summing to 0 left out.
 */
export const estimatedPoints = (items: readonly (TContainedItem | undefined)[]): TPoint[] => {
  const sums = new Map<string, number>();
  for (const item of items) {
    if (!item || !isPublishedPublic(item)) continue;
    for (const entry of [...(item.points ?? []), ...(item.estimationPoints ?? [])]) {
      sums.set(entry.categoryId, (sums.get(entry.categoryId) ?? 0) + entry.point);
    }
  }
  const order = (category: string) => {
    const index = EXPERIENCE_CATEGORIES.indexOf(category as (typeof EXPERIENCE_CATEGORIES)[number]);
    return index < 0 ? EXPERIENCE_CATEGORIES.length : index;
  };
  return [...sums]
    .filter(([, point]) => point > 0)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([categoryId, point]) => ({ categoryId, point }));
};

/** A quiz's estimationInHour and estimationInMinute, derived from its duration in minutes (§3.6), and back. */
export const estimationParts = (duration: number | null | undefined) => {
  const minutes = Math.max(0, Math.trunc(duration ?? 0));
  return { estimationInHour: Math.floor(minutes / 60), estimationInMinute: minutes % 60 };
};
export const estimationMinutes = (parts: { estimationInHour?: number; estimationInMinute?: number }) =>
  Math.trunc(parts.estimationInHour ?? 0) * 60 + Math.trunc(parts.estimationInMinute ?? 0);

/** Content ids on save (§5). Skill content ids are sent only when they resolve to known items. */
export const knownContentIds = (ids: readonly (string | null | undefined)[], known: (id: string) => boolean) =>
  ids.filter((id): id is string => typeof id === 'string' && known(id));

/**
 * Project and course sub-items on save (§5): ids not found in the maps are dropped, and a null id is skipped and
 * reported so the caller can warn.
 */
export const projectContentIds = (ids: readonly (string | null | undefined)[], known: (id: string) => boolean) => {
  const skipped = ids.filter((id) => id === null || id === undefined).length;
  return { contentIds: knownContentIds(ids, known), skippedNulls: skipped };
};
