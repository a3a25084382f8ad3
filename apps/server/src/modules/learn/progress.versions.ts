import { pageVersion, spanOfRanges, versionsInRange } from '@questline/domain/rules/engine-versions';
import { parseVersionRange, type TVersionRange } from '@questline/domain/rules/ranges';
import type { TDbOrTx } from '../../db/client';
import { childrenOf, findItems, type TContentRow } from '../content/content.repository';

/** The types whose progress is kept per engine version when they are bound to some versions (§4.4). */
const CONTAINER_TYPES: readonly string[] = ['project', 'course'];

/** The engine versions a request names and the ones the platform knows (config engineVersions), newest first. */
export type TVersionContext = { uv?: string | null; known: readonly string[] };

const ownRange = (row: TContentRow) => {
  const value = (row.published ?? row.draft)?.engineVersionRange;
  return parseVersionRange(typeof value === 'string' ? value : '_');
};

/**
 * The engine version range of each item (§3.1): a tutorial's or quiz's own; a project's or course's, which authors do
 * not set, the span of its published contents' ranges (decision 0074), a course's projects by theirs. Two reads
 * for any number of containers, none without.
 */
export const versionRangesOf = async (
  db: TDbOrTx,
  rows: readonly TContentRow[],
): Promise<Map<number, TVersionRange>> => {
  const ranges = new Map(rows.map((row) => [row.id, ownRange(row)]));
  const containerIds = rows.filter((row) => CONTAINER_TYPES.includes(row.type)).map((row) => row.id);
  if (containerIds.length === 0) return ranges;
  const edges = await childrenOf(db, containerIds, 'content');
  const contents = await findItems(db, [...new Set(edges.map((edge) => edge.childId))]);
  const projects = contents.filter((row) => row.type === 'project');
  const projectEdges = await childrenOf(
    db,
    projects.map((row) => row.id),
    'content',
  );
  const inner = await findItems(db, [...new Set(projectEdges.map((edge) => edge.childId))]);
  const byId = new Map([...contents, ...inner].filter((row) => row.status === 'published').map((row) => [row.id, row]));
  const spanOf = (parentId: number, edgeList: readonly { parentId: number; childId: number }[]): TVersionRange =>
    spanOfRanges(
      edgeList.flatMap((edge) => {
        const child = edge.parentId === parentId ? byId.get(edge.childId) : undefined;
        if (!child) return [];
        return [child.type === 'project' ? spanOf(child.id, projectEdges) : ownRange(child)];
      }),
    );
  for (const id of containerIds) ranges.set(id, spanOf(id, edges));
  return ranges;
};

/**
 * The version part of a learner page (§2.2 uv): the versions it offers (none for an item of all versions) and the
 * one it is read for, the asked `uv` when offered, else the newest (decision 0074).
 */
export const versionDataOf = (range: TVersionRange, version: TVersionContext) => ({
  versions: versionsInRange(version.known, range),
  current: pageVersion(version.known, range, version.uv),
});

/** The version a container's record is read and written for: null when it is of all versions. */
export const recordVersionOf = (range: TVersionRange, version: TVersionContext) =>
  range.withAll ? null : pageVersion(version.known, range, version.uv);
