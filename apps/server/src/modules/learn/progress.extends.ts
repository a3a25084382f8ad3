import { itemId, type TItemType } from '@questline/domain/ids';
import {
  currentPathwayMission,
  learnerContentSet,
  nextMissions,
  type TPathwayMission,
} from '@questline/domain/rules/navigation';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import type { TMissionData, TMissionExtends, TPathwayData, TPathwayExtends } from '@questline/domain/schemas/progress';
import type { TDbOrTx } from '../../db/client';
import { commentCounts } from '../comments/comments.repository';
import { presentMapCard } from '../content/content.presenter';
import { findItems, type TContentRow } from '../content/content.repository';
import { viewCounts } from '../views/views.repository';
import { learnerCanSee, mayEdit, type TViewer } from './learn.policy';
import { presentRecordMap } from './learn.presenter';
import { collectStateOf, findRecords } from './learn.repository';
import {
  assessmentOf,
  documentOf,
  idsOfType,
  missionCheckpoint,
  numericIds,
  pathwayCheckpoint,
  versionRankOf,
} from './progress.checkpoint';
import { dependentMissions } from './progress.repository';

/** What extends computed before the type's own part: the item, who reads it, and where it sits. */
export type TExtendsContext = {
  row: TContentRow;
  document: TItemDocument;
  view: 'draft' | 'published';
  viewer: TViewer;
  breadcrumb: { type: string; id: string; slug?: string | null; title: string; url: string }[];
  allParentIds: string[];
  allParentMap: Record<string, { type: string; id: string; slug?: string | null; title: string }>;
};

type TContentSet = {
  id: string;
  title: string;
  description?: string | null;
  contentIds: string[];
  deprecated: boolean;
};

const idOf = (row: TContentRow) => itemId(row.type as TItemType, row.id);
const cardsOf = (rows: readonly TContentRow[]) =>
  Object.fromEntries(rows.map((row) => [idOf(row), presentMapCard(row)]));

/** A mission's content sets (§3.3) as stored; malformed entries are skipped. */
const setsOf = (document: TItemDocument): TContentSet[] =>
  (Array.isArray(document.customContents) ? document.customContents : []).flatMap((set) =>
    isDocument(set) && typeof set.id === 'string'
      ? [
          {
            id: set.id,
            title: typeof set.title === 'string' ? set.title : '',
            description: typeof set.description === 'string' ? set.description : null,
            contentIds: Array.isArray(set.contentIds)
              ? set.contentIds.filter((id): id is string => typeof id === 'string')
              : [],
            deprecated: set.deprecated === true,
          },
        ]
      : [],
  );

/** The items a page may show: what learners may see, and in the editor's preview what the viewer may edit. */
export const shownRows = (rows: readonly TContentRow[], ctx: TExtendsContext) =>
  rows.filter((row) => learnerCanSee(row, ctx.viewer) || (ctx.view === 'draft' && mayEdit(ctx.viewer, row)));

/** The stats, saved state and records of the viewer for the page's items (§2.9, §3.10). */
export const viewerMaps = async (db: TDbOrTx, viewer: TViewer, rows: readonly TContentRow[]) => {
  const ids = rows.map((row) => row.id);
  const [saves, records, comments, views] = await Promise.all([
    collectStateOf(db, viewer?.id ?? null, ids),
    viewer ? findRecords(db, viewer.id, ids) : Promise.resolve([]),
    commentCounts(db, ids),
    viewCounts(db, ids),
  ]);
  return {
    statsMap: Object.fromEntries(
      rows.map((row) => [
        idOf(row),
        {
          collectCount: saves.get(row.id)?.total ?? 0,
          commentCount: comments.get(row.id) ?? 0,
          viewCount: views.get(row.id) ?? 0,
        },
      ]),
    ),
    collectMap: Object.fromEntries(rows.map((row) => [idOf(row), saves.get(row.id)?.mine === true])),
    records,
  };
};

/**
 * GET /api/learn/mission/{id}/extends (§7.4, §4.3): the mission's own checkpoint, the set the learner follows and
 * the sets they may choose, the cards of their contents, its prerequisites and dependents, and whether a newer
 * version of the mission waits for the learner.
 */
export const missionExtends = async (
  db: TDbOrTx,
  ctx: TExtendsContext,
  query: { contentId?: string },
): Promise<TMissionExtends> => {
  const { row, document, viewer } = ctx;
  const sets = setsOf(document);
  const defaultSet = typeof document.defaultSet === 'string' ? document.defaultSet : null;
  const prerequisiteIds = idsOfType(document.prerequisiteIds, 'mission');
  const assessmentIds = assessmentOf(document, 'assessmentItem').map((entry) => entry.value);
  const [related, dependents, checkpoint] = await Promise.all([
    findItems(db, numericIds([...sets.flatMap((set) => set.contentIds), ...assessmentIds, ...prerequisiteIds])),
    dependentMissions(db, idOf(row)),
    missionCheckpoint(db, row, document, viewer),
  ]);
  const shown = shownRows(related, ctx);
  const shownIds = new Set(shown.map(idOf));
  const dependentRows = dependents.filter((dependent) => learnerCanSee(dependent, viewer));
  const missionRows = [...shown.filter((item) => prerequisiteIds.includes(idOf(item))), ...dependentRows];
  const contentRows = shown.filter((item) => item.type !== 'mission' || assessmentIds.includes(idOf(item)));
  const maps = await viewerMaps(db, viewer, [row, ...shown, ...dependentRows]);

  const own = maps.records.find((record) => record.itemId === row.id);
  const versionRank = versionRankOf(document);
  const recordVersion = own ? (own.versionId ?? 1) : null;
  const missionData: TMissionData = {
    allParentIds: ctx.allParentIds,
    allParentMap: ctx.allParentMap,
    statsMap: maps.statsMap,
    contentSetId: learnerContentSet({ defaultSet, customContents: sets }, query.contentId),
    customContents: sets
      .filter((set) => !set.deprecated || set.id === query.contentId)
      .map((set) => ({ ...set, contentIds: set.contentIds.filter((id) => shownIds.has(id)) })),
    contentMap: cardsOf(contentRows),
    prerequisiteIds,
    dependentIds: dependentRows.map(idOf),
    missionMap: cardsOf(missionRows),
    versionUpdate:
      recordVersion !== null && recordVersion < versionRank ? { from: recordVersion, to: versionRank } : null,
  };
  return {
    breadcrumb: ctx.breadcrumb,
    checkpoint,
    collectMap: maps.collectMap,
    recordMap: presentRecordMap(maps.records),
    replacementMap: {},
    missionData,
  };
};

/** The content ids of a mission's default set (§3.3: the set whose id is defaultSet). */
const defaultSetIds = (mission: TContentRow) => {
  const document = documentOf(mission);
  const sets = setsOf(document);
  return sets.find((set) => set.id === document.defaultSet)?.contentIds ?? [];
};

/**
 * The learner's standing on a pathway's map (§4.4) from their missions' completion: each mission's status
 * (completed; available when every prerequisite inside the pathway is completed, one outside it never blocks;
 * current), the current mission (`missionId` asks for one) and the next ones, and whether the pathway is completed
 * (its own record, or its checkpoint's progress over the chain of its published missions: `progressCompleted`).
 */
export const pathwayStanding = (input: {
  missions: readonly TPathwayMission[];
  progressCompleted: boolean;
  missionId?: string;
  ownCompleted: boolean;
}) => {
  const { missions } = input;
  const current = currentPathwayMission(missions, input.missionId);
  const byId = new Map(missions.map((mission) => [mission.id, mission]));
  return {
    statusOf: (mission: TPathwayMission) => ({
      completed: mission.completed,
      available: mission.prerequisiteIds.every((id) => !byId.has(id) || byId.get(id)?.completed === true),
      current: mission.id === current?.id,
    }),
    currentMissionId: current?.id ?? null,
    nextMissionIds: nextMissions(missions, current?.id ?? null).map((mission) => mission.id),
    completed: input.ownCompleted || input.progressCompleted,
  };
};

/**
 * GET /api/learn/pathway/{id}/extends (§7.4, §4.4): its missions with the learner's standing on the map (completed,
 * available, current), the current and next missions, the cards of the missions' default-set contents, and the
 * pathway's checkpoint. `missionId` asks for the current mission.
 */
export const pathwayExtends = async (
  db: TDbOrTx,
  ctx: TExtendsContext,
  query: { missionId?: string },
): Promise<TPathwayExtends> => {
  const { row, document, viewer } = ctx;
  const { checkpoint, progress, pathwayMissions } = await pathwayCheckpoint(db, row, document, viewer);
  const { rows: missionRows, missions } = pathwayMissions;
  const setIds = new Map(missionRows.map((mission) => [mission.id, defaultSetIds(mission)]));
  const contents = shownRows(await findItems(db, numericIds([...setIds.values()].flat())), ctx);
  const shownIds = new Set(contents.map(idOf));
  const maps = await viewerMaps(db, viewer, [row, ...missionRows, ...contents]);

  const own = maps.records.find((record) => record.itemId === row.id);
  const standing = pathwayStanding({
    missions,
    progressCompleted: progress.completed,
    missionId: query.missionId,
    ownCompleted: own?.completed === true,
  });
  const missionMap = Object.fromEntries(
    missionRows.map((mission, index) => {
      const state = missions[index] as (typeof missions)[number];
      return [
        state.id,
        {
          ...presentMapCard(mission),
          prerequisiteIds: [...state.prerequisiteIds],
          contentIds: (setIds.get(mission.id) ?? []).filter((id) => shownIds.has(id)),
          status: standing.statusOf(state),
        },
      ];
    }),
  );
  const position = (document.missionPosition ?? {}) as TPathwayData['missionPosition'];
  const ofType = (type: string) => cardsOf(contents.filter((item) => item.type === type));
  const pathwayData: TPathwayData = {
    allParentIds: ctx.allParentIds,
    allParentMap: ctx.allParentMap,
    statsMap: maps.statsMap,
    missionIds: missions.map((mission) => mission.id),
    missionPosition: Object.fromEntries(
      missions.flatMap((mission) => {
        const place = position[mission.id];
        return place ? [[mission.id, place]] : [];
      }),
    ),
    missionMap,
    courseMap: ofType('course'),
    tutorialMap: ofType('tutorial'),
    quizMap: ofType('quiz'),
    projectMap: ofType('project'),
    currentMissionId: standing.currentMissionId,
    nextMissionIds: standing.nextMissionIds,
    checkpoint,
    completed: standing.completed,
  };
  return {
    breadcrumb: ctx.breadcrumb,
    checkpoint,
    collectMap: maps.collectMap,
    recordMap: presentRecordMap(maps.records),
    replacementMap: {},
    pathwayData,
  };
};
