import type { TCheckpoint } from '@questline/domain/rules/checkpoints';
import type { TLevelDetail } from '@questline/domain/rules/levels';
import type { TProgressRecord } from '@questline/domain/rules/navigation';
import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import type { TVideoContent } from '@questline/domain/schemas/media';
import type { TRecordFlagResult } from '@questline/domain/schemas/progress';
import type { TMapCard } from './map-card-types';
import type { TCompetencyPageData, TSkillPageData } from './skill-types';

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

/** A tutorial step (§3.4) as the published document holds it. */
export type TLearnStep = {
  id: string;
  title: string;
  body?: unknown;
  type: 'text' | 'lab' | 'submission';
  optionType?: 'required' | 'optional';
  labUrl?: string;
  submissionType?: string;
  contentIds?: string[];
};

export type TTutorialGroup = { title: string; contentIds: string[] };

/** A mission's content set (§3.3): a titled list of contents a learner may follow. */
export type TContentSet = {
  id: string;
  title: string;
  description?: string | null;
  contentIds: string[];
  deprecated?: boolean;
};

/** A place on a pathway's mission map (§3.2 missionPosition), in map units from the top left. */
export type TMapPosition = { top: number; left: number };

/** GET /api/learn/{type}/{idOrSlug}: the published document with the item's own columns (§3.1, §3.4, §3.5). */
export type TLearnItem = {
  id: string;
  type: TLearnType;
  slug: string;
  title: string;
  description?: unknown;
  descPlain?: string;
  language: string;
  thumbnail?: { id?: string; url: string } | null;
  skillLevel?: string | null;
  duration?: number | null;
  withManual?: boolean;
  manualDuration?: number | null;
  points?: { categoryId: string; point: number }[];
  /** The overview video (§2.9) with its transcode, as the page plays it. */
  overviewVideo?: TVideoContent | null;
  overviewVideoTitle?: string | null;
  isExercise?: boolean;
  sections?: TLearnStep[];
  /** Answered to signed-in viewers only (§6). */
  solutionPlan?: { requiredComplete?: boolean; body?: unknown } | null;
  objective?: unknown;
  careerGoals?: unknown;
  properties?: { objective?: unknown; careerGoals?: unknown };
  contentIds?: string[];
  tutorialGroups?: TTutorialGroup[];
  /** A quiz's published card counts its questions; the questions themselves come with the learner's progress. */
  questionsCount?: number;
  quizSetting?: { passNumber?: number; freezingTimeInHours?: number } | null;
  /** Missions and pathways (§3.2, §3.3). */
  shortDescription?: string | null;
  strapline?: string | null;
  customContents?: TContentSet[];
  defaultSet?: string | null;
  /** A published mission's version (1 at the first publish). */
  versionRank?: number;
  missionIds?: string[];
  /** Skills and competencies (§3.8). */
  subSkills?: { title: string }[];
  engineVersionRange?: string;
  skillIds?: string[];
  missionPosition?: Record<string, TMapPosition>;
  /** The video a pathway shows once it is completed (§3.2 details). */
  completeVideoId?: string | null;
  /** The completion video with its transcode, as the page plays it. */
  completeVideo?: TVideoContent | null;
  completeVideoTitle?: string | null;
  premium: boolean;
  unPublishedTime: string | null;
  isExpired: boolean;
  published: boolean;
};

/** The signed-in learner's progress record (§3.10). */
export type TLearnRecord = TProgressRecord & { type?: string; steps?: Record<string, { completed: boolean }> };

/**
 * A quiz question as a learner receives it (§3.6): never which options are correct; `result` only once the learner
 * answered it in their latest attempt, with the feedback that answer earned.
 */
export type TLearnerQuestion = {
  id: string;
  body: unknown;
  contentIds?: string[];
  skillIds?: string[];
  /** More than one option is correct: the learner picks with checkboxes rather than radio buttons. */
  multiple: boolean;
  options: { id: string; body: unknown }[];
  result: { optionIds: string[]; correct: boolean; feedback: unknown } | null;
};

/** The viewer's latest attempt at a quiz. */
export type TQuizAttempt = {
  id: string;
  startedTime: string;
  finishedTime: string | null;
  passed: boolean | null;
  correctCount: number;
  answeredCount: number;
};

/** Where the viewer stands in a quiz: its questions with their answers, the latest attempt and any freeze. */
export type TQuizProgress = {
  questions: TLearnerQuestion[];
  passNumber: number;
  questionsCount: number;
  freezingTimeInHours: number;
  attempt: TQuizAttempt | null;
  /** Set while a failed attempt's freeze runs: no new attempt before this time (ISO). */
  frozenUntil: string | null;
  /** The viewer has passed this quiz at least once. */
  passed: boolean;
};

/** What answering questions earns: the graded answers, the new progress and the experience gained. */
export type TQuizAnswerResult = {
  progress: TQuizProgress;
  results: { questionId: string; correct: boolean; feedback: unknown }[];
  levelDetails: TLevelDetail[];
  recordMap: Record<string, TLearnRecord>;
};

/** Where a learner stands on a mission of a pathway (§4.4). */
export type TMissionStatus = { completed: boolean; available: boolean; current: boolean };
export type TPathwayMissionCard = TMapCard & { prerequisiteIds: string[]; status: TMissionStatus };

/** missionData of a mission's extends (§7.4): the learner's set, the cards of its contents, and its neighbours. */
export type TMissionData = {
  /** The set the learner follows: the one asked for, or the default when that one is deprecated or gone (§4.3). */
  contentSetId: string | null;
  customContents: TContentSet[];
  contentMap: Record<string, TMapCard>;
  prerequisiteIds: string[];
  dependentIds: string[];
  missionMap: Record<string, TMapCard>;
  /** The learner's record is on an older version of the mission than the published one. */
  versionUpdate: { from: number; to: number } | null;
};

/** pathwayData of a pathway's extends (§7.4): its missions with the learner's standing, and its checkpoint. */
export type TPathwayData = {
  missionIds: string[];
  missionPosition: Record<string, TMapPosition>;
  missionMap: Record<string, TPathwayMissionCard>;
  currentMissionId: string | null;
  nextMissionIds: string[];
  checkpoint: TCheckpoint | null;
  completed: boolean;
};

export type TBreadcrumbLink = { id: string; type: string; slug?: string | null; title: string; url?: string };

/**
 * GET .../extends (§7.4), flattened: the server nests the type's own part under tutorialData, projectData,
 * courseData, quizData, missionData or pathwayData; the page reads one object.
 */
export type TLearnExtends = {
  breadcrumb: TBreadcrumbLink[];
  checkpoint: TCheckpoint | null;
  collectMap: Record<string, boolean>;
  recordMap: Record<string, TLearnRecord>;
  replacementMap: Record<string, TMapCard>;
  allParentIds: string[];
  allParentMap: Record<string, { id: string; type: string; slug?: string | null; title: string }>;
  statsMap: Record<string, { collectCount?: number; commentCount?: number }>;
  contentIds: string[];
  tutorialMap: Record<string, TMapCard>;
  quizMap: Record<string, TMapCard>;
  projectMap: Record<string, TMapCard>;
  tutorialGroups: TTutorialGroup[];
  /** A quiz page's progress (quizData); null on other pages. */
  quiz: TQuizProgress | null;
  /** A mission page's missionData; null on other pages. */
  mission: TMissionData | null;
  /** A pathway page's pathwayData; null on other pages. */
  pathway: TPathwayData | null;
  /** A tutorial's skills (§3.4 skillMap); a competency page's skills besides. */
  skillMap: Record<string, TMapCard>;
  /** A skill page's skillData; null on other pages. */
  skill: TSkillPageData | null;
  /** A competency page's competencyData; null on other pages. */
  competency: TCompetencyPageData | null;
  /** A tutorial, project or course's live session: the last opening one referring to it (§4.6); null when none. */
  liveSession: TLiveSessionCard | null;
};

/** POST /api/learn/record/flag (§4.5 resume checkpoint), with the records as this feature reads them. */
export type TFlagResult = Omit<TRecordFlagResult, 'recordMap'> & { recordMap: Record<string, TLearnRecord> };
