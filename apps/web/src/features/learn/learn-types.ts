/**
 * The learner pages' view of the learn API: the answers' types come from the domain schemas the server answers with;
 * the names here are the ones this feature reads them by.
 */
import type { TMapCard } from '@questline/domain/schemas/content';
import type {
  TCourseExtends,
  TProjectExtends,
  TQuizExtends,
  TTutorialExtends,
} from '@questline/domain/schemas/content-extends';
import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import type {
  TMissionData,
  TMissionExtends,
  TPathwayData,
  TPathwayExtends,
  TRecordFlagResult,
} from '@questline/domain/schemas/progress';
import type { TQuizAnswersResult, TQuizAttemptSummary, TQuizProgress } from '@questline/domain/schemas/quiz-progress';
import type { TRecord } from '@questline/domain/schemas/records';
import type { TCompetencyData, TCompetencyExtends, TSkillData, TSkillExtends } from '@questline/domain/schemas/skills';

export type { TLearnItem, TLearnStep, TMapPosition, TTutorialGroup } from '@questline/domain/schemas/item';
export type { TContentSet, TMissionData, TPathwayData, TPathwayMissionCard } from '@questline/domain/schemas/progress';
export type { TLearnerQuestion, TQuizProgress } from '@questline/domain/schemas/quiz-progress';

/** The types whose learner detail pages this feature builds (the server's DETAIL_TYPES). */
export const LEARN_TYPES = [
  'tutorial',
  'project',
  'course',
  'quiz',
  'mission',
  'pathway',
  'skill',
  'competency',
] as const;
export type TLearnType = (typeof LEARN_TYPES)[number];

/** The signed-in learner's progress record (§3.10). */
export type TLearnRecord = TRecord;
/** The viewer's latest attempt at a quiz. */
export type TQuizAttempt = TQuizAttemptSummary;
/** What answering questions earns: the graded answers, the new progress and the experience gained. */
export type TQuizAnswerResult = TQuizAnswersResult;
/** POST /api/learn/record/flag (§4.5 resume checkpoint). */
export type TFlagResult = TRecordFlagResult;
export type TBreadcrumbLink = TTutorialExtends['breadcrumb'][number];

/** GET /api/learn/{type}/{idOrSlug}/extends (§7.4) of each learner page (without edit). */
export type TLearnExtendsResult =
  | TTutorialExtends
  | TProjectExtends
  | TCourseExtends
  | TQuizExtends
  | TMissionExtends
  | TPathwayExtends
  | TSkillExtends
  | TCompetencyExtends;

/**
 * The extends as the page reads them, flattened (get-learn-extends flattenExtends): the server nests the type's own
 * part under tutorialData, projectData, courseData, quizData, missionData, pathwayData, skillData or competencyData;
 * the page reads one object, with every map present.
 */
export type TLearnExtends = Pick<
  TTutorialExtends,
  'breadcrumb' | 'checkpoint' | 'collectMap' | 'recordMap' | 'replacementMap'
> &
  Pick<TTutorialExtends['tutorialData'], 'allParentIds' | 'allParentMap' | 'statsMap'> &
  Pick<TProjectExtends['projectData'], 'contentIds' | 'tutorialMap' | 'quizMap' | 'tutorialGroups'> & {
    projectMap: Record<string, TMapCard>;
    /** A tutorial's skills (§3.4 skillMap); a competency page's skills besides. */
    skillMap: Record<string, TMapCard>;
    /** A quiz page's progress (quizData); null on other pages. */
    quiz: TQuizProgress | null;
    mission: TMissionData | null;
    pathway: TPathwayData | null;
    skill: TSkillData | null;
    competency: TCompetencyData | null;
    /** A tutorial, project or course's live session: the last opening one referring to it (§4.6); null when none. */
    liveSession: TLiveSessionCard | null;
    /** Its latest live session (§2.9): the newest previous one with a recording; null when none. */
    latestLiveSession: TLiveSessionCard | null;
    /** The engine versions the page offers and the one it is read for (§2.2 uv); none on other pages. */
    versionData: TTutorialExtends['versionData'];
  };
