import { parseVersionRange, type TVersionRange } from './ranges';

/**
 * The engine versions the platform knows when ENGINE_VERSIONS is not set, newest first: what a learner page offers
 * inside an item's range (§2.2 uv, §3.1 engine version range).
 */
export const DEFAULT_ENGINE_VERSIONS = ['6000.1', '6000.0', '2023.2', '2022.3', '2021.3'] as const;

/** An engine version id: digits in dot-separated parts ('2022.3', '6000.0.1'), at most 40 characters as uv is. */
export const ENGINE_VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,3}$/;

/**
 * Orders two version ids as versions, part by part as numbers ('2022.10' after '2022.3'); a missing part counts
 * as 0, so '2022' and '2022.0' are the same version. Parts that are not numbers compare as text.
 */
export const compareVersions = (a: string, b: string) => {
  const left = a.split('.');
  const right = b.split('.');
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const [x = '0', y = '0'] = [left[index], right[index]];
    const difference = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y, 'en');
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
};

/** Whether a version lies within a range (both ends included; an empty end is open). Every version is in '_'. */
export const isVersionInRange = (version: string, range: TVersionRange) =>
  range.withAll ||
  ((range.minVersionId === null || compareVersions(version, range.minVersionId) >= 0) &&
    (range.maxVersionId === null || compareVersions(version, range.maxVersionId) <= 0));

/**
 * The versions a learner may switch between on an item's page: the known versions within its range, newest first.
 * None for an item of all versions, which reads the same in every version.
 */
export const versionsInRange = (known: readonly string[], range: TVersionRange | string | null | undefined) => {
  const parsed = typeof range === 'object' && range !== null ? range : parseVersionRange(range);
  if (parsed.withAll) return [];
  return [...known].filter((version) => isVersionInRange(version, parsed)).sort((a, b) => compareVersions(b, a));
};

/**
 * The version a page is read for (§2.2 uv): the asked one when the page offers it, else the newest it offers (the
 * default). Null for an item of all versions, and when no known version lies within its range.
 */
export const pageVersion = (
  known: readonly string[],
  range: TVersionRange | string | null | undefined,
  uv: string | null | undefined,
) => {
  const offered = versionsInRange(known, range);
  return uv && offered.includes(uv) ? uv : (offered[0] ?? null);
};

/**
 * The range of a project or course, which authors do not set (§3.1 lists it for tutorials, quizzes and skills): the
 * span of its contents' ranges that are not all versions, from the lowest lower end to the highest upper end (an
 * open end stays open). A container whose contents all read the same in every version is of all versions.
 */
export const spanOfRanges = (ranges: readonly (TVersionRange | string | null | undefined)[]): TVersionRange => {
  const bound = ranges
    .map((range) => (typeof range === 'object' && range !== null ? range : parseVersionRange(range)))
    .filter((range) => !range.withAll);
  if (bound.length === 0) return { minVersionId: null, maxVersionId: null, withAll: true };
  const ends = (side: 'minVersionId' | 'maxVersionId', order: 1 | -1) => {
    if (bound.some((range) => range[side] === null)) return null;
    return (bound.map((range) => range[side]) as string[]).sort((a, b) => order * compareVersions(a, b))[0] ?? null;
  };
  return { minVersionId: ends('minVersionId', 1), maxVersionId: ends('maxVersionId', -1), withAll: false };
};
