/**
 * What GET /api/learn/{type}/{idOrSlug}/extends answers for tutorials, projects, courses, quizzes and live sessions
 * (§7.4): the breadcrumb, the maps of the items it holds or points to, stats, the checkpoint of the mission it is viewed
 * in, its live sessions, the viewer's saved state and records; then the type's own part.
 */
import { z } from 'zod';
import { ZCardMap, ZLearnDocument, ZLearnStep, ZTutorialGroup } from './item';
import { ZLiveSessionCard } from './live-session';
import { ZCheckpoint, ZParentLink, ZStatsMap } from './progress';
import { ZQuizEditorQuestion, ZQuizProgress } from './quiz-progress';
import { ZRecordMap } from './records';

const common = {
  /** The page's context chain (§2.2), the item itself last. */
  breadcrumb: z.array(ZParentLink.extend({ url: z.string() })),
  /**
   * A tutorial's, project's or course's live session: the last opening one referring to it (§4.6); a live session's
   * page, its own card. Null when there is none.
   */
  liveSession: ZLiveSessionCard.nullable(),
  /**
   * A tutorial's, project's or course's latest live session (§2.9): of the previous ones referring to it with a
   * recording, the newest by its start. Null when there is none, and on quiz and live session pages.
   */
  latestLiveSession: ZLiveSessionCard.nullable(),
  /** The checkpoint of the mission the item is viewed in (§3.10); null outside a mission. */
  checkpoint: ZCheckpoint.nullable(),
  collectMap: z.record(z.string(), z.boolean()),
  recordMap: ZRecordMap,
  replacementMap: ZCardMap,
  prerequisiteMap: ZCardMap,
  /**
   * The engine versions of the page (§2.2 uv, decision 0074): those the platform knows within the item's range, newest
   * first (none for an item of all versions), and the one the page is read for: uv when offered, else the newest.
   */
  versionData: z.object({ versions: z.array(z.string()), current: z.string().nullable() }),
};

/** The type's own part always starts with the item's parents (§3.4 allParentIds) and the page's stats. */
const parents = {
  allParentIds: z.array(z.string()),
  allParentMap: z.record(z.string(), ZParentLink),
  statsMap: ZStatsMap,
};

/** tutorialData: the steps, the suggested solution to those allowed to see it (§6), and what the steps point to. */
export const ZTutorialData = z.object({
  ...parents,
  sections: z.array(ZLearnStep),
  solutionPlan: ZLearnDocument.shape.solutionPlan,
  contentMap: ZCardMap,
  /**
   * The tips of the steps (§3.4 tipMap; decision 0074): by step id, the plain text of each 'tip' callout of the step,
   * in reading order (rules/tutorial-tips.ts). Steps without a tip are left out.
   */
  tipMap: z.record(z.string(), z.object({ id: z.string(), tips: z.array(z.string()) })),
  /** The tutorial's published skills, in its order (§3.4 skillMap). */
  skillMap: ZCardMap,
});

export const ZTutorialExtends = z.object({
  ...common,
  /** The comment channels of the steps (§3.12), in step order: GET /api/community/comments reads each. */
  commentData: z.object({ commentIds: z.array(z.string()) }),
  tutorialData: ZTutorialData,
});
export type TTutorialExtends = z.infer<typeof ZTutorialExtends>;

/** quizData: the viewer's standing in the quiz, and what its questions point to. */
export const ZQuizData = ZQuizProgress.extend({
  ...parents,
  contentMap: ZCardMap,
  /** The published items among them: what the questions point learners to for more. */
  recommendMap: ZCardMap,
});

export const ZQuizExtends = z.object({ ...common, quizData: ZQuizData });
export type TQuizExtends = z.infer<typeof ZQuizExtends>;

/** With edit=true, to those who may edit the quiz: the draft's questions as authored, answer key included. */
export const ZQuizEditorExtends = z.object({
  ...common,
  quizData: ZQuizData.extend({ questions: z.array(ZQuizEditorQuestion) }),
});
export type TQuizEditorExtends = z.infer<typeof ZQuizEditorExtends>;

/** What a project's and a course's own parts share: the contents the viewer may see, with their cards by type. */
const containerData = {
  ...parents,
  contentIds: z.array(z.string()),
  /** In the draft view (the editor's preview, an author before the first publish): the draft's contents as saved. */
  draftContentIds: z.array(z.string()).optional(),
  tutorialMap: ZCardMap,
  quizMap: ZCardMap,
};

export const ZProjectData = z.object({ ...containerData, tutorialGroups: z.array(ZTutorialGroup) });
export const ZProjectExtends = z.object({ ...common, projectData: ZProjectData });
export type TProjectExtends = z.infer<typeof ZProjectExtends>;

export const ZCourseData = z.object({
  ...containerData,
  projectMap: ZCardMap,
  /** Live sessions only (§3.7 tutorialMap, projectMap, courseMap): the course the session refers to. */
  courseMap: ZCardMap.optional(),
});
/** A course's extends; a live session's too, its referred item among the contents. */
export const ZCourseExtends = z.object({ ...common, courseData: ZCourseData });
export type TCourseExtends = z.infer<typeof ZCourseExtends>;
