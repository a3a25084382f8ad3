import { parseItemId } from '@questline/domain/ids';
import { pathwayCheckpointProgress } from '@questline/domain/rules/checkpoints';
import type {
  TCourseExtends,
  TProjectExtends,
  TQuizExtends,
  TTutorialExtends,
} from '@questline/domain/schemas/content-extends';
import type { TMissionExtends, TPathwayExtends } from '@questline/domain/schemas/progress';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import type { TContentRow } from '../content/content.repository';
import { solutionPlanOf } from './content.extends';
import { isStaff, itemRefusal, solutionShown } from './learn.policy';
import { presentRecordMap } from './learn.presenter';
import { collectStateOf, findRecords } from './learn.repository';
import { readExtends } from './learn.service';
import { liveSessionsOfItem } from './live-session.service';
import { assessmentOf, numericIds, pathwayMissionsOf, versionRankOf } from './progress.checkpoint';
import { pathwayStanding } from './progress.extends';
import { quizProgress } from './quiz.presenter';

/** The types whose signed-in extends are the anonymous answer with the learner's own part laid over it. */
export const OVERLAID_TYPES = ['tutorial', 'quiz', 'project', 'course', 'mission', 'pathway'] as const;
export type TOverlaidType = (typeof OVERLAID_TYPES)[number];

type TOverlaidExtends =
  | TTutorialExtends
  | TQuizExtends
  | TProjectExtends
  | TCourseExtends
  | TMissionExtends
  | TPathwayExtends;

/**
 * An anonymous visitor's extends, kept with the row it was read from and, for a pathway, the chain of its published
 * missions (those anonymous visitors are not shown too), which decides its completion.
 */
export type TSharedExtends = {
  row: TContentRow;
  result: TOverlaidExtends;
  chain: { id: string; prerequisiteIds: readonly string[] }[];
};

/** What an anonymous visitor's extends of an item keeps for signed-in learners' (readExtends without a viewer). */
export const sharedExtendsOf = async (
  db: TDbOrTx,
  input: Omit<Parameters<typeof readExtends>[1], 'viewer'> & { type: TOverlaidType },
): Promise<TSharedExtends> => {
  const { row, result } = await readExtends(db, { ...input, viewer: null });
  const chain =
    row.type === 'pathway'
      ? (await pathwayMissionsOf(db, row.published ?? {}, null)).chain.map(({ id, prerequisiteIds }) => ({
          id,
          prerequisiteIds,
        }))
      : [];
  return { row, result: result as TOverlaidExtends, chain };
};

/**
 * Whether a signed-in viewer's extends of an item differ from an anonymous visitor's only by their own part (saves,
 * records, progress, the suggested solution, a live session's state): true for every viewer who is not staff (staff
 * also see internal items) and whom the item lets in (anyone it lets in reads its published version, as anonymous
 * visitors do; those who may edit it read the draft only with edit=true). Those who may edit it are told apart by
 * the suggested solution's rule alone, which the overlay applies as it is.
 */
export const readsAsAnonymous = (row: TContentRow, viewer: TMe) =>
  !isStaff(viewer) && row.status === 'published' && itemRefusal(row, viewer) === null;

/** The row id a prefixed id names (0, no row, when it names none). */
const rowIdOf = (id: string) => parseItemId(id)?.id ?? 0;

/** The type's own part of the answer, which holds the stats (and a tutorial's solution, a quiz's progress). */
const dataOf = (result: TOverlaidExtends) =>
  'tutorialData' in result
    ? result.tutorialData
    : 'quizData' in result
      ? result.quizData
      : 'projectData' in result
        ? result.projectData
        : 'courseData' in result
          ? result.courseData
          : 'missionData' in result
            ? result.missionData
            : result.pathwayData;

/**
 * The signed-in learner's extends from the anonymous answer (§7.4): their saves (with every item's save count read
 * again, so their own save shows at once), their records, their checkpoint progress, their quiz progress, the
 * suggested solution if they may see it, a mission's version update, and the live sessions when anyone's could
 * differ from the anonymous ones. Two reads beside the session's, where reading the answer again cost
 * about a dozen.
 */
export const overlayExtends = async (
  db: TDbOrTx,
  shared: TSharedExtends,
  viewer: TMe,
  options: { quizFreezeHourSeconds: number; missionId?: string },
): Promise<TOverlaidExtends> => {
  const { row, result } = shared;
  const data = dataOf(result);
  const itemIds = numericIds(Object.keys(result.collectMap));
  const nodeIds = numericIds(result.checkpoint?.nodes.map((node) => node.id) ?? []);
  // The live sessions of tutorial, project and course pages (§2.9, §4.6): members may see members-only sessions, and
  // a shown session's card depends on who reads it (premium, registered).
  const shown = 'latestLiveSession' in result && !('quizData' in result) ? result : null;
  const [saves, records, liveSessions] = await Promise.all([
    collectStateOf(db, viewer.id, itemIds),
    findRecords(db, viewer.id, [...itemIds, ...nodeIds, ...numericIds(shared.chain.map((mission) => mission.id))]),
    shown && (shown.liveSession || shown.latestLiveSession || viewer.memberships.length)
      ? liveSessionsOfItem(db, row.id, viewer)
      : Promise.resolve({}),
  ]);
  const own = new Set(itemIds);
  const ownRecord = records.find((record) => record.itemId === row.id);
  const completed = new Set(records.filter((record) => record.completed).map((record) => record.itemId));
  const collectMap = Object.fromEntries(
    Object.keys(result.collectMap).map((id) => [id, saves.get(rowIdOf(id))?.mine === true]),
  );
  const statsMap = Object.fromEntries(
    Object.entries(data.statsMap).map(([id, stats]) => [
      id,
      { ...stats, collectCount: saves.get(rowIdOf(id))?.total ?? 0 },
    ]),
  );
  const checkpoint = result.checkpoint && {
    ...result.checkpoint,
    nodes: result.checkpoint.nodes.map((node) => ({
      ...node,
      status: { completed: completed.has(rowIdOf(node.id)) },
    })),
  };
  const common = {
    ...result,
    ...liveSessions,
    checkpoint,
    collectMap,
    recordMap: presentRecordMap(records.filter((record) => own.has(record.itemId))),
  };
  const document = row.published ?? {};
  if ('tutorialData' in result) {
    const { solutionPlan: _anonymous, ...tutorialData } = result.tutorialData;
    const solutionPlan = solutionPlanOf(document);
    const shown = await solutionShown(solutionPlan, row, viewer, async () => ownRecord?.completed === true);
    return { ...common, tutorialData: { ...tutorialData, statsMap, ...(shown ? { solutionPlan } : {}) } };
  }
  if ('quizData' in result) {
    return {
      ...common,
      quizData: { ...result.quizData, statsMap, ...quizProgress(document, ownRecord, options.quizFreezeHourSeconds) },
    } as TQuizExtends;
  }
  if ('projectData' in result) return { ...common, projectData: { ...result.projectData, statsMap } };
  if ('courseData' in result) return { ...common, courseData: { ...result.courseData, statsMap } };
  if ('pathwayData' in result) {
    // The missions' standing on the map, from the learner's completions (progress.extends pathwayStanding).
    const { pathwayData } = result;
    const withCompletion = (mission: { id: string; prerequisiteIds: readonly string[] }) => ({
      ...mission,
      completed: completed.has(rowIdOf(mission.id)),
    });
    const missions = pathwayData.missionIds.map((id) =>
      withCompletion({ id, prerequisiteIds: pathwayData.missionMap[id]?.prerequisiteIds ?? [] }),
    );
    const chain = shared.chain.map(withCompletion);
    const pathwayCheckpoint = checkpoint ?? pathwayData.checkpoint;
    const byMissions = assessmentOf(document, 'assessmentItems').length === 0;
    const standing = pathwayStanding({
      missions,
      progressCompleted: pathwayCheckpointProgress(pathwayCheckpoint, chain, { byMissions }).completed,
      missionId: options.missionId,
      ownCompleted: ownRecord?.completed === true,
    });
    const missionMap = Object.fromEntries(
      missions.map((mission) => [
        mission.id,
        {
          ...(pathwayData.missionMap[mission.id] as (typeof pathwayData.missionMap)[string]),
          status: standing.statusOf(mission),
        },
      ]),
    );
    return {
      ...common,
      pathwayData: {
        ...pathwayData,
        statsMap,
        missionMap,
        currentMissionId: standing.currentMissionId,
        nextMissionIds: standing.nextMissionIds,
        checkpoint: pathwayCheckpoint,
        completed: standing.completed,
      },
    } as TPathwayExtends;
  }
  // A newer version of the mission waits for a learner whose record is of an older one (§4.5).
  const versionRank = versionRankOf(document);
  const recordVersion = ownRecord ? (ownRecord.versionId ?? 1) : null;
  const versionUpdate =
    recordVersion !== null && recordVersion < versionRank ? { from: recordVersion, to: versionRank } : null;
  return { ...common, missionData: { ...result.missionData, statsMap, versionUpdate } } as TMissionExtends;
};
