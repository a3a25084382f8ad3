import { parseItemId } from '@questline/domain/ids';
import type {
  TCourseExtends,
  TProjectExtends,
  TQuizExtends,
  TTutorialExtends,
} from '@questline/domain/schemas/content-extends';
import type { TMissionExtends } from '@questline/domain/schemas/progress';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import type { TContentRow } from '../content/content.repository';
import { solutionPlanOf } from './content.extends';
import { isStaff, itemRefusal, solutionShown } from './learn.policy';
import { presentRecordMap } from './learn.presenter';
import { collectStateOf, findRecords } from './learn.repository';
import { liveSessionOfItem } from './live-session.service';
import { versionRankOf } from './progress.checkpoint';
import { quizProgress } from './quiz.presenter';

/** The types whose signed-in extends are the anonymous answer with the learner's own part laid over it. */
export const OVERLAID_TYPES = ['tutorial', 'quiz', 'project', 'course', 'mission'] as const;
export type TOverlaidType = (typeof OVERLAID_TYPES)[number];

type TOverlaidExtends = TTutorialExtends | TQuizExtends | TProjectExtends | TCourseExtends | TMissionExtends;

/** An anonymous visitor's extends, kept with the row it was read from. */
export type TSharedExtends = { row: TContentRow; result: TOverlaidExtends };

/**
 * Whether a signed-in viewer's extends of an item differ from an anonymous visitor's only by their own part (saves,
 * records, progress, the suggested solution, a live session's state): true for every viewer who is not staff (staff
 * also see internal items) and whom the item lets in (anyone it lets in reads its published version, as anonymous
 * visitors do; those who may edit it read the draft only with edit=true). Those who may edit it are told apart by
 * the suggested solution's rule alone, which the overlay applies as it is.
 */
export const readsAsAnonymous = (row: TContentRow, viewer: TMe) =>
  !isStaff(viewer) && row.status === 'published' && itemRefusal(row, viewer) === null;

const numericIds = (ids: readonly string[]) => ids.flatMap((id) => parseItemId(id)?.id ?? []);

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
          : result.missionData;

/**
 * The signed-in learner's extends from the anonymous answer (§7.4): their saves (with every item's save count read
 * again, so their own save shows at once), their records, their checkpoint progress, their quiz progress, the
 * suggested solution if they may see it, a mission's version update, and the live session widget when anyone's
 * widget could differ from the anonymous one. Two reads beside the session's, where reading the answer again cost
 * about a dozen.
 */
export const overlayExtends = async (
  db: TDbOrTx,
  shared: TSharedExtends,
  viewer: TMe,
  quizFreezeHourSeconds: number,
): Promise<TOverlaidExtends> => {
  const { row, result } = shared;
  const data = dataOf(result);
  const itemIds = numericIds(Object.keys(result.collectMap));
  const nodeIds = numericIds(result.checkpoint?.nodes.map((node) => node.id) ?? []);
  // The live session widget of tutorial, project and course pages (§4.6): members may see members-only sessions, and
  // a shown session's card depends on who reads it (premium, registered).
  const widget = 'liveSession' in result && !('quizData' in result) ? result.liveSession : undefined;
  const [saves, records, liveSession] = await Promise.all([
    collectStateOf(db, viewer.id, itemIds),
    findRecords(db, viewer.id, [...itemIds, ...nodeIds]),
    widget || (widget === null && viewer.memberships.length)
      ? liveSessionOfItem(db, row.id, viewer)
      : Promise.resolve(widget),
  ]);
  const own = new Set(itemIds);
  const ownRecord = records.find((record) => record.itemId === row.id);
  const completed = new Set(records.filter((record) => record.completed).map((record) => record.itemId));
  const collectMap = Object.fromEntries(
    Object.keys(result.collectMap).map((id) => [id, saves.get(parseItemId(id)?.id ?? 0)?.mine === true]),
  );
  const statsMap = Object.fromEntries(
    Object.entries(data.statsMap).map(([id, stats]) => [
      id,
      { ...stats, collectCount: saves.get(parseItemId(id)?.id ?? 0)?.total ?? 0 },
    ]),
  );
  const checkpoint = result.checkpoint && {
    ...result.checkpoint,
    nodes: result.checkpoint.nodes.map((node) => ({
      ...node,
      status: { completed: completed.has(parseItemId(node.id)?.id ?? 0) },
    })),
  };
  const common = {
    ...result,
    ...(liveSession === undefined ? {} : { liveSession }),
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
      quizData: { ...result.quizData, statsMap, ...quizProgress(document, ownRecord, quizFreezeHourSeconds) },
    } as TQuizExtends;
  }
  if ('projectData' in result) return { ...common, projectData: { ...result.projectData, statsMap } };
  if ('courseData' in result) return { ...common, courseData: { ...result.courseData, statsMap } };
  // A newer version of the mission waits for a learner whose record is of an older one (§4.5).
  const versionRank = versionRankOf(document);
  const recordVersion = ownRecord ? (ownRecord.versionId ?? 1) : null;
  const versionUpdate =
    recordVersion !== null && recordVersion < versionRank ? { from: recordVersion, to: versionRank } : null;
  return { ...common, missionData: { ...result.missionData, statsMap, versionUpdate } } as TMissionExtends;
};
