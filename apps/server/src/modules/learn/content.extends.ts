import { itemId, parseItemId, type TEditorType, type TItemType } from '@questline/domain/ids';
import { labVersionOf } from '@questline/domain/lab/definition';
import type { TCheckpoint } from '@questline/domain/rules/checkpoints';
import { tutorialTipMap } from '@questline/domain/rules/tutorial-tips';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import type {
  TCourseExtends,
  TProjectExtends,
  TQuizEditorExtends,
  TQuizExtends,
  TTutorialExtends,
} from '@questline/domain/schemas/content-extends';
import { ZLearnDocument } from '@questline/domain/schemas/item';
import { readWellFormed } from '@questline/domain/validation';
import type { TDbOrTx } from '../../db/client';
import { idsOf } from '../authoring/item-refs';
import { commentCounts } from '../comments/comments.repository';
import { stepChannelIds } from '../comments/comments.service';
import { presentMapCard } from '../content/content.presenter';
import { findItems, type TContentRow } from '../content/content.repository';
import { viewCounts } from '../views/views.repository';
import { learnerCanSee, mayEdit, solutionShown, type TViewer } from './learn.policy';
import { presentRecordMap } from './learn.presenter';
import { collectStateOf, findRecords, type TParentRow } from './learn.repository';
import { liveSessionCardOf, liveSessionsOfItem } from './live-session.service';
import { missionCheckpoint } from './progress.checkpoint';
import type { TExtendsContext } from './progress.extends';
import { type TVersionContext, versionDataOf, versionRangesOf } from './progress.versions';
import { questionsOf, quizProgress } from './quiz.presenter';
import { tutorialSkillMap } from './skill.extends';

/** The types whose extends hold the items they contain or point to: tutorials, quizzes, projects, courses, sessions. */
type TContentExtendsType = Exclude<TEditorType, 'mission' | 'pathway' | 'skill' | 'competency'>;

/** The stored parts a type's own part answers, as learners read them. */
const ZStoredParts = ZLearnDocument.pick({
  sections: true,
  solutionPlan: true,
  tutorialGroups: true,
  contentIds: true,
});

/** A tutorial's suggested solution as learners read it (null when it has none, or none that reads so). */
export const solutionPlanOf = (document: TItemDocument) => readWellFormed(ZStoredParts, document).solutionPlan ?? null;

/**
 * The checkpoint of the mission an item is viewed in (§3.10, §4.5): the `missionId` of the page when it is one of
 * the item's missions, else its first mission, with the learner's progress. Null outside a mission.
 */
export const checkpointOf = async (
  db: TDbOrTx,
  input: { ancestors: readonly TParentRow[]; missionId?: string; viewer: TViewer },
): Promise<Required<TCheckpoint> | null> => {
  const missions = input.ancestors.filter((parent) => parent.type === 'mission');
  const asked = input.missionId ? parseItemId(input.missionId) : null;
  const mission = missions.find((parent) => asked?.type === 'mission' && parent.id === asked.id) ?? missions[0];
  if (!mission) return null;
  // The parent query read the mission's published document with it: no second read of the document.
  return missionCheckpoint(db, { id: mission.id }, mission.published ?? {}, input.viewer);
};

/**
 * The types a live session may refer to (§3.7), whose pages show its widget and the latest session's recording; a
 * session's own page shows its card.
 */
const LIVE_SESSION_HOLDERS: readonly string[] = ['tutorial', 'project', 'course'];

const NO_LIVE_SESSIONS = { liveSession: null, latestLiveSession: null };

/**
 * The extends of a tutorial, quiz, project, course or live session (§7.4), after the shared context: the maps of the
 * items it holds or points to, stats, the checkpoint of the mission it is viewed in, the live sessions, and the
 * viewer's saved state and records; then the type's own part (tutorialData, quizData, projectData, courseData).
 */
export const contentExtends = async (
  db: TDbOrTx,
  ctx: TExtendsContext & { ancestors: readonly TParentRow[] },
  input: {
    type: TContentExtendsType;
    edit?: boolean;
    missionId?: string;
    quizFreezeHourSeconds: number;
    version: TVersionContext;
  },
): Promise<TTutorialExtends | TQuizExtends | TQuizEditorExtends | TProjectExtends | TCourseExtends> => {
  const { row, document, view, viewer, breadcrumb, allParentIds, allParentMap, ancestors } = ctx;
  const contentIds = idsOf(document.contentIds);
  const stepContentIds = idsOf(
    (Array.isArray(document.sections) ? document.sections : []).flatMap((section) =>
      isDocument(section) && Array.isArray(section.contentIds) ? section.contentIds : [],
    ),
  );
  const questionContentIds = idsOf(questionsOf(document).flatMap((question) => question.contentIds));
  const replacementIds = idsOf(document.replacementContentIds);
  const prerequisiteIds = idsOf(document.prerequisites);
  const related = await findItems(db, [
    ...contentIds,
    ...stepContentIds,
    ...questionContentIds,
    ...replacementIds,
    ...prerequisiteIds,
  ]);
  const visible = new Map(
    related
      .filter((item) => learnerCanSee(item, viewer) || (view === 'draft' && mayEdit(viewer, item)))
      .map((item) => [item.id, item]),
  );
  const mapOf = (ids: number[], type?: string) =>
    Object.fromEntries(
      ids.flatMap((id) => {
        const item = visible.get(id);
        return item && (!type || item.type === type)
          ? [[itemId(item.type as TItemType, item.id), presentMapCard(item)]]
          : [];
      }),
    );

  const ids = [row.id, ...visible.keys()];
  // Independent reads, run together.
  const [checkpoint, saves, records, liveSessions, comments, views, ranges] = await Promise.all([
    checkpointOf(db, { ancestors, missionId: input.missionId, viewer }),
    collectStateOf(db, viewer?.id ?? null, ids),
    viewer ? findRecords(db, viewer.id, ids) : Promise.resolve([]),
    // §2.9, §4.6: the live session widget and the latest session's recording of tutorial, project and course pages.
    input.type === 'liveSession'
      ? liveSessionCardOf(db, row, viewer, view).then((liveSession) => ({ ...NO_LIVE_SESSIONS, liveSession }))
      : LIVE_SESSION_HOLDERS.includes(input.type)
        ? liveSessionsOfItem(db, row.id, viewer)
        : Promise.resolve(NO_LIVE_SESSIONS),
    commentCounts(db, ids),
    viewCounts(db, ids),
    versionRangesOf(db, [row]),
  ]);
  const typeOf = (id: number) => ((id === row.id ? row : visible.get(id)) as TContentRow).type as TItemType;
  const statsMap = Object.fromEntries(
    ids.map((id) => [
      itemId(typeOf(id), id),
      {
        collectCount: saves.get(id)?.total ?? 0,
        commentCount: comments.get(id) ?? 0,
        viewCount: views.get(id) ?? 0,
      },
    ]),
  );
  const collectMap = Object.fromEntries(ids.map((id) => [itemId(typeOf(id), id), saves.get(id)?.mine === true]));
  const recordMap = presentRecordMap(records);

  const common = {
    breadcrumb,
    ...liveSessions,
    checkpoint,
    collectMap,
    recordMap,
    replacementMap: mapOf(replacementIds),
    prerequisiteMap: mapOf(prerequisiteIds),
    versionData: versionDataOf(
      ranges.get(row.id) ?? { minVersionId: null, maxVersionId: null, withAll: true },
      input.version,
    ),
  };
  const parentsPart = { allParentIds, allParentMap, statsMap };
  // The stored parts the type's own part answers, as learners read them (a field that does not read so is left out).
  const stored = readWellFormed(ZStoredParts, document);
  const visibleContentIds = contentIds
    .filter((id) => visible.has(id))
    .map((id) => itemId((visible.get(id) as TContentRow).type as TItemType, id));
  if (input.type === 'tutorial') {
    const solutionPlan = solutionPlanOf(document);
    const ownRecord = records.find((record) => record.itemId === row.id);
    const withSolution = await solutionShown(solutionPlan, row, viewer, async () => ownRecord?.completed === true);
    return {
      ...common,
      // The comment channels of the steps (§3.12 commentData), in step order: GET /api/community/comments reads each,
      // with the viewer's likes and reports (and a moderator's reportMap) per comment.
      commentData: { commentIds: stepChannelIds(row.id, stored.sections) },
      tutorialData: {
        ...parentsPart,
        sections: (stored.sections ?? []).map((section) =>
          // A step with both a built-in lab and a lab URL is the built-in lab.
          section.lab
            ? { ...section, labUrl: undefined, lab: { ...section.lab, version: labVersionOf(section.lab) } }
            : section,
        ),
        ...(withSolution ? { solutionPlan } : {}),
        contentMap: mapOf(stepContentIds),
        tipMap: tutorialTipMap(stored.sections),
        skillMap: await tutorialSkillMap(db, document, viewer),
      },
    };
  }
  if (input.type === 'quiz') {
    const ownRecord = records.find((record) => record.itemId === row.id);
    const recommended = related.filter((item) => learnerCanSee(item, viewer)).map((item) => item.id);
    const quizData = {
      ...quizProgress(document, ownRecord, input.quizFreezeHourSeconds),
      ...parentsPart,
      contentMap: mapOf(questionContentIds),
      // What the questions point learners to for more: the published items among them.
      recommendMap: mapOf(questionContentIds.filter((id) => recommended.includes(id))),
    };
    // The editor's preview reads the draft's questions as saved, answer key included.
    if (input.edit) return { ...common, quizData: { ...quizData, questions: questionsOf(document) } };
    return { ...common, quizData };
  }
  const data = {
    ...parentsPart,
    contentIds: visibleContentIds,
    ...(view === 'draft' ? { draftContentIds: stored.contentIds ?? [] } : {}),
    tutorialMap: mapOf(contentIds, 'tutorial'),
    quizMap: mapOf(contentIds, 'quiz'),
  };
  if (input.type === 'project') {
    return { ...common, projectData: { ...data, tutorialGroups: stored.tutorialGroups ?? [] } };
  }
  return {
    ...common,
    courseData: {
      ...data,
      projectMap: mapOf(contentIds, 'project'),
      // A live session may refer to a course (§3.7); a course holds none.
      ...(input.type === 'liveSession' ? { courseMap: mapOf(contentIds, 'course') } : {}),
    },
  };
};
