import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  DEFAULT_ENGINE_VERSIONS,
  ENGINE_VERSION_PATTERN,
  isVersionInRange,
  pageVersion,
  spanOfRanges,
  versionsInRange,
} from './engine-versions';
import { parseVersionRange } from './ranges';

const KNOWN = ['6000.1', '6000.0', '2023.2', '2022.3', '2021.3'];

describe('engine versions (§2.2 uv, §3.1 engine version range)', () => {
  it('order as versions, not as text', () => {
    expect(compareVersions('2022.10', '2022.3')).toBe(1);
    expect(compareVersions('6000.0', '2023.2')).toBe(1);
    expect(compareVersions('2022', '2022.0')).toBe(0);
    expect(compareVersions('2021.3', '2022.3')).toBe(-1);
  });

  it('lie within a range with both ends included and an empty end open', () => {
    const range = parseVersionRange('2022.3_6000.0');
    expect(isVersionInRange('2022.3', range)).toBe(true);
    expect(isVersionInRange('6000.0', range)).toBe(true);
    expect(isVersionInRange('6000.1', range)).toBe(false);
    expect(isVersionInRange('2021.3', range)).toBe(false);
    expect(isVersionInRange('1.0', parseVersionRange('_'))).toBe(true);
    expect(isVersionInRange('9999', parseVersionRange('2023.1_'))).toBe(true);
  });

  it('offer the known versions within the range, newest first, and none for all versions', () => {
    expect(versionsInRange(KNOWN, '2022.3_6000.0')).toEqual(['6000.0', '2023.2', '2022.3']);
    expect(versionsInRange([...KNOWN].reverse(), '_2022.3')).toEqual(['2022.3', '2021.3']);
    expect(versionsInRange(KNOWN, '_')).toEqual([]);
    expect(versionsInRange(KNOWN, undefined)).toEqual([]);
    expect(versionsInRange(KNOWN, '7000_')).toEqual([]);
  });

  it('read a page for the asked version when it offers it, else for its newest', () => {
    expect(pageVersion(KNOWN, '2022.3_6000.0', '2023.2')).toBe('2023.2');
    expect(pageVersion(KNOWN, '2022.3_6000.0', undefined)).toBe('6000.0');
    // Outside the range, or not a version the platform knows: the default version.
    expect(pageVersion(KNOWN, '2022.3_6000.0', '6000.1')).toBe('6000.0');
    expect(pageVersion(KNOWN, '2022.3_6000.0', '2022.4')).toBe('6000.0');
    expect(pageVersion(KNOWN, '_', '2022.3')).toBeNull();
  });

  it("span a container's contents' ranges, leaving out those of all versions", () => {
    expect(spanOfRanges(['2022.3_2023.2', '_', '2021.3_2022.3'])).toEqual({
      minVersionId: '2021.3',
      maxVersionId: '2023.2',
      withAll: false,
    });
    expect(spanOfRanges(['2022.3_2023.2', '2021.3_'])).toEqual({
      minVersionId: '2021.3',
      maxVersionId: null,
      withAll: false,
    });
    expect(spanOfRanges(['2022.10_', '2022.3_'])).toMatchObject({ minVersionId: '2022.3' });
    expect(spanOfRanges(['_', undefined]).withAll).toBe(true);
    expect(spanOfRanges([]).withAll).toBe(true);
  });

  it('default to versions the setting pattern accepts, newest first', () => {
    for (const version of DEFAULT_ENGINE_VERSIONS) expect(ENGINE_VERSION_PATTERN.test(version)).toBe(true);
    expect([...DEFAULT_ENGINE_VERSIONS].sort((a, b) => compareVersions(b, a))).toEqual([...DEFAULT_ENGINE_VERSIONS]);
  });
});
