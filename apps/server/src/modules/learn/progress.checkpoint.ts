import { itemId, parseItemId, type TItemType } from '@questline/domain/ids';
import {
  checkpointProgress,
  pathwayCheckpointProgress,
  type TCheckpoint,
  type TCheckpointNode,
} from '@questline/domain/rules/checkpoints';
import type { TPointGain } from '@questline/domain/rules/levels';
import type { TPathwayMission } from '@questline/domain/rules/navigation';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TDbOrTx } from '../../db/client';
import { findItems, type TContentRow } from '../content/content.repository';
import { isExpired, learnerCanSee, type TViewer } from './learn.policy';
import { childIdsOf, findRecords } from './learn.repository';

type TAssessmentEntry = { op: 'And' | 'Or'; value: string };

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The document a learner reads: the published one (or, for its authors before a first publish, the draft). */
export const documentOf = (row: TContentRow): TItemDocument => row.published ?? row.draft;

/** An assessment list (§3.3 assessmentItem, §3.2 assessmentItems) as stored; malformed entries are skipped. */
export const assessmentOf = (
  document: TItemDocument,
  field: 'assessmentItem' | 'assessmentItems',
): TAssessmentEntry[] =>
  listOf(document[field]).flatMap((entry) => {
    const { op, value } = (entry ?? {}) as { op?: unknown; value?: unknown };
    return (op === 'And' || op === 'Or') && typeof value === 'string' && parseItemId(value) ? [{ op, value }] : [];
  });

/** Prefixed ids of a list field, of the given type only. */
export const idsOfType = (value: unknown, type: TItemType) =>
  listOf(value).filter((id): id is string => typeof id === 'string' && parseItemId(id)?.type === type);

/** Numeric ids of prefixed ones; anything unparsable is left out. */
export const numericIds = (ids: readonly string[]) => ids.flatMap((id) => parseItemId(id)?.id ?? []);

/** The version learners of a mission are moved to (§4.5 version update); 1 before versions were counted. */
export const versionRankOf = (document: TItemDocument) =>
  typeof document.versionRank === 'number' && Number.isInteger(document.versionRank) ? document.versionRank : 1;

/** The points of an item's reward (§3.1 points) that are worth something. */
export const pointsOf = (document: TItemDocument): TPointGain[] =>
  listOf(document.points).flatMap((entry) => {
    const { categoryId, point } = (entry ?? {}) as { categoryId?: unknown; point?: unknown };
    return typeof categoryId === 'string' && typeof point === 'number' && point > 0 ? [{ categoryId, point }] : [];
  });

/** A mission's free assets (§3.3) as checkpoint rewards: the package id names the asset. */
const assetRewardsOf = (document: TItemDocument) =>
  listOf(document.freeAssets).flatMap((asset) => {
    const packageId = (asset as { packageId?: unknown } | null)?.packageId;
    return typeof packageId === 'string' && packageId ? [{ itemId: packageId, packageId }] : [];
  });

const badgeRewardsOf = async (db: TDbOrTx, row: Pick<TContentRow, 'id'>) =>
  (await childIdsOf(db, row.id, 'badge')).map((id) => ({ itemId: itemId('badge', id) }));

/**
 * Checkpoint nodes of an assessment list (§3.10): the viewer's completion from their records; title and slug only
 * of the items the viewer may see, any other node keeps just its id and type.
 */
const assessmentNodes = async (
  db: TDbOrTx,
  entries: readonly TAssessmentEntry[],
  viewer: TViewer,
): Promise<TCheckpointNode[]> => {
  const nodes = entries.flatMap((entry) => {
    const parsed = parseItemId(entry.value);
    return parsed ? [{ ...parsed, relation: entry.op }] : [];
  });
  const nodeIds = nodes.map((node) => node.id);
  const [records, rows] = await Promise.all([
    viewer ? findRecords(db, viewer.id, nodeIds) : Promise.resolve([]),
    findItems(db, nodeIds),
  ]);
  const completed = new Set(records.filter((record) => record.completed).map((record) => record.itemId));
  const shown = new Map(rows.filter((row) => learnerCanSee(row, viewer) && row.card).map((row) => [row.id, row]));
  return nodes.map((node) => ({
    id: itemId(node.type, node.id),
    type: node.type,
    title: shown.get(node.id)?.card?.title ?? null,
    slug: shown.get(node.id)?.slug ?? null,
    relation: node.relation,
    status: { completed: completed.has(node.id) },
    // Submissions arrive with their issue; until then nothing has a submitted time.
    submittedTime: null,
  }));
};

/**
 * A mission's checkpoint for the viewer (§3.10, §4.5): nodes from its assessment items (op → relation), badges from
 * its badge items, assets from its free assets.
 */
export const missionCheckpoint = async (
  db: TDbOrTx,
  row: Pick<TContentRow, 'id'>,
  document: TItemDocument,
  viewer: TViewer,
): Promise<Required<TCheckpoint>> => {
  const [nodes, badgeRewards] = await Promise.all([
    assessmentNodes(db, assessmentOf(document, 'assessmentItem'), viewer),
    badgeRewardsOf(db, row),
  ]);
  return { nodes, badgeRewards, assetRewards: assetRewardsOf(document) };
};

/**
 * The missions of a pathway the viewer may see (`rows`, and `missions` beside them), in pathway order, with their
 * prerequisites and the viewer's progress; and the `chain` of every published mission of the pathway, which decides
 * completion: a mission the viewer cannot see (internal-only) still stands in the chain, so skipping it never
 * completes the pathway.
 */
export const pathwayMissionsOf = async (db: TDbOrTx, document: TItemDocument, viewer: TViewer) => {
  const ids = numericIds(idsOfType(document.missionIds, 'mission'));
  const found = new Map((await findItems(db, ids)).map((row) => [row.id, row]));
  const published = ids.flatMap((id) => {
    const row = found.get(id);
    return row?.type === 'mission' && row.status === 'published' && !isExpired(row) ? [row] : [];
  });
  const rows = published.filter((row) => learnerCanSee(row, viewer));
  const records = viewer ? await findRecords(db, viewer.id, ids) : [];
  const completed = new Set(records.filter((record) => record.completed).map((record) => record.itemId));
  const missionOf = (row: TContentRow): TPathwayMission => ({
    id: itemId('mission', row.id),
    prerequisiteIds: idsOfType(documentOf(row).prerequisiteIds, 'mission'),
    completed: completed.has(row.id),
  });
  return { rows, missions: rows.map(missionOf), chain: published.map(missionOf) };
};
export type TPathwayMissions = Awaited<ReturnType<typeof pathwayMissionsOf>>;

/**
 * A pathway's checkpoint for the viewer (§4.4, §4.5): its assessment items, or its missions when it has none; its
 * badge (the acclaim badge) as reward. `progress` says whether the pathway is complete.
 */
export const pathwayCheckpoint = async (
  db: TDbOrTx,
  row: TContentRow,
  document: TItemDocument,
  viewer: TViewer,
  known?: TPathwayMissions,
) => {
  const pathwayMissions = known ?? (await pathwayMissionsOf(db, document, viewer));
  const assessment = assessmentOf(document, 'assessmentItems');
  const byMissions = assessment.length === 0;
  const [nodes, badgeRewards] = await Promise.all([
    byMissions
      ? pathwayMissions.rows.map(
          (mission, index): TCheckpointNode => ({
            id: itemId('mission', mission.id),
            type: 'mission',
            title: mission.card?.title ?? null,
            slug: mission.slug,
            relation: 'And',
            status: { completed: pathwayMissions.missions[index]?.completed === true },
            submittedTime: null,
          }),
        )
      : assessmentNodes(db, assessment, viewer),
    badgeRewardsOf(db, row),
  ]);
  const checkpoint = { nodes, badgeRewards, assetRewards: [] };
  return {
    checkpoint,
    progress: pathwayCheckpointProgress(checkpoint, pathwayMissions.chain, { byMissions }),
    pathwayMissions,
  };
};

/** The checkpoint of a mission or pathway and the viewer's progress through it. */
export const checkpointOfItem = async (db: TDbOrTx, row: TContentRow, document: TItemDocument, viewer: TViewer) => {
  if (row.type === 'pathway') return pathwayCheckpoint(db, row, document, viewer);
  const checkpoint = await missionCheckpoint(db, row, document, viewer);
  return { checkpoint, progress: checkpointProgress(checkpoint), pathwayMissions: null };
};
