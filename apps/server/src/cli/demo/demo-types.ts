import type { TContentLanguage, TExperienceCategory, TSkillLevel } from '@questline/domain/constants';
import type { TCalloutKind, TCodeLanguage } from '@questline/domain/rules/rich-text';
import type { SUBMISSION_TYPES } from '@questline/domain/schemas/editor-content';

/**
 * The shape of the demo catalogue. Everything is referenced by `key` (a stable kebab-case name), and the
 * seed turns keys into item ids as it writes through the content service. Descriptions are plain paragraphs; step
 * bodies are blocks (DemoBlock) that the seed turns into rich text (demo-rich-text.ts).
 */
export type DemoTag = { key: string; name: string };

/** The illustrations the seed draws (demo-illustrations.ts) and the clip it renders (demo-media.ts), by key. */
export type DemoImageKey =
  | 'editor-layout'
  | 'courtyard-blockout'
  | 'light-types'
  | 'animator-states'
  | 'profiler-spike';
export type DemoVideoKey = 'floating-cube';

/**
 * Inline text of a block: `code` marks an identifier as code, [[Ctrl]] is a keyboard key, **bold** is bold.
 * Nothing else is markup.
 */
export type DemoInline = string;

/** A list item: its text, and optionally a list nested under it. */
export type DemoListItem = DemoInline | { text: DemoInline; ul?: DemoListItem[]; ol?: DemoListItem[] };

export type DemoCodeLanguage = TCodeLanguage;
export type DemoCalloutKind = TCalloutKind;

/** One block of a step body: a string is a paragraph. */
export type DemoBlock =
  | DemoInline
  | { heading: 3 | 4; text: string }
  | { code: string; language: DemoCodeLanguage; filename?: string; highlightLines?: string }
  | { callout: DemoCalloutKind; body: DemoBlock[] }
  | { table: { header: DemoInline[]; rows: DemoInline[][]; align?: ('left' | 'center' | 'right' | undefined)[] } }
  | { ul: DemoListItem[] }
  | { ol: DemoListItem[] }
  | { image: DemoImageKey; alt: string; caption: string }
  | { video: DemoVideoKey; title: string };

export type DemoPoints = { category: TExperienceCategory; point: number }[];

/**
 * A lab step's built-in lab (decision 0073), in the JavaScript of the lab runtime (packages/domain/src/lab/runtime.ts).
 * The seed stores all of it but the solution.
 */
export type DemoLab = {
  /** Runs first, with `scene` in scope: the objects the lab starts with. */
  scene: string;
  /** The learner's code to start from: it runs without an error and fails at least one check. */
  starter: string;
  hints: string[];
  /** Function bodies given `lab` that return true when the learner's work passes, each with what it asks. */
  checks: { message: string; code: string }[];
  /** Code that passes every check, which demo-labs.test.ts proves. */
  solution: string;
};

/**
 * 'text' for an ordinary step; at most one 'lab' step (with its built-in lab) and one 'submission' step (with its
 * kind) per tutorial.
 */
export type DemoStep = {
  title: string;
  /** The step body, block by block. */
  body: DemoBlock[];
} & (
  | { type: 'text' }
  | { type: 'lab'; lab: DemoLab }
  | { type: 'submission'; submissionType: (typeof SUBMISSION_TYPES)[number] }
);

export type DemoTutorial = {
  key: string;
  /** The content language; English when absent. */
  language?: TContentLanguage;
  title: string;
  description: string;
  skillLevel: Exclude<TSkillLevel, 'all'>;
  durationMinutes: number;
  /** The engine versions the tutorial is for (§3.1, 'min_max'); all versions when absent. */
  engineVersionRange?: string;
  isExercise: boolean;
  topicKeys: string[];
  industryKeys: string[];
  skillKeys: string[];
  points: DemoPoints;
  steps: DemoStep[];
  /** An educator plan (§3.9) for teachers using the tutorial in class; its texts one paragraph each. */
  educatorPlan?: DemoEducatorPlan;
};

export type DemoEducatorPlan = {
  description: string;
  outcome: string;
  objectives: string;
  preparation: string;
  ageRange: { min: number; max: number | null };
  /** Minutes of class time. */
  instruction: number;
};

export type DemoProject = {
  key: string;
  title: string;
  description: string;
  objective: string;
  skillLevel: Exclude<TSkillLevel, 'all'>;
  tutorialKeys: string[];
  topicKeys: string[];
  industryKeys: string[];
  points: DemoPoints;
};

export type DemoCourse = {
  key: string;
  title: string;
  description: string;
  careerGoals: string;
  skillLevel: Exclude<TSkillLevel, 'all'>;
  /** Tutorials, projects or quizzes, in order. */
  contentKeys: string[];
  topicKeys: string[];
  industryKeys: string[];
  points: DemoPoints;
};

export type DemoQuestion = {
  body: string;
  options: { body: string; correct: boolean }[];
  shuffleOptions: boolean;
  feedback: { correct: string; wrong: string };
};

export type DemoQuiz = {
  key: string;
  title: string;
  description: string;
  objective: string;
  skillLevel: Exclude<TSkillLevel, 'all'>;
  durationMinutes: number;
  passNumber: number;
  freezingTimeInHours: number;
  topicKeys: string[];
  points: DemoPoints;
  questions: DemoQuestion[];
};

export type DemoLiveSession = {
  key: string;
  title: string;
  description: string;
  skillLevel: Exclude<TSkillLevel, 'all'>;
  /** Days from the seed date: positive for upcoming sessions, negative for previous ones. */
  startsInDays: number;
  /** Start time of day in the session's own offset, 'HH:MM'. */
  startTime: string;
  durationMinutes: number;
  /** Minutes east of UTC, e.g. 0, 60, -300, 480. */
  utcOffset: number;
  registerUrl: string;
  /** At most one tutorial, project or course the session refers to. */
  contentKeys: string[];
  topicKeys: string[];
  industryKeys: string[];
  /** A previous session's recording: the demo recording, under this title. */
  recordingTitle?: string;
};

export type DemoSkill = {
  key: string;
  title: string;
  /** Starts with 'Skill-'. */
  internalId: string;
  description: string;
  subSkills: string[];
  skillLevel: Exclude<TSkillLevel, 'all'>;
};

export type DemoCompetency = {
  key: string;
  title: string;
  /** Starts with 'Comp-'. */
  internalId: string;
  description: string;
  skillLevel: Exclude<TSkillLevel, 'all'>;
  skillKeys: string[];
  topicKeys: string[];
};

export type DemoBadge = { key: string; title: string; description: string };

export type DemoMissionSet = {
  title: string;
  description: string;
  /** Tutorials, projects, courses or quizzes. */
  contentKeys: string[];
};

export type DemoMission = {
  key: string;
  title: string;
  shortDescription: string;
  description: string;
  badgeKey: string;
  competencyKeys: string[];
  /** The first set is the default set. */
  sets: DemoMissionSet[];
  /** Checkpoint assessment: items joined by And/Or (the first is always 'And'). */
  assessment: { op: 'And' | 'Or'; contentKey: string }[];
  /** Missions (by key) that must be completed first. */
  prerequisiteKeys: string[];
  /** The asset packages completing the mission unlocks (§3.3 freeAssets): the platform's unlock packages. */
  freeAssets?: { packageId: string; note: string }[];
  points: DemoPoints;
};

export type DemoPathway = {
  key: string;
  title: string;
  strapline: string;
  shortDescription: string;
  description: string;
  /** The pathway's acclaim badge. */
  badgeKey: string;
  missionKeys: string[];
  /** Weeks, an integer ≥ 1. */
  durationWeeks: number;
  points: DemoPoints;
};

export type DemoCatalogue = {
  topics: DemoTag[];
  industries: DemoTag[];
  skills: DemoSkill[];
  competencies: DemoCompetency[];
  badges: DemoBadge[];
  tutorials: DemoTutorial[];
  projects: DemoProject[];
  courses: DemoCourse[];
  quizzes: DemoQuiz[];
  liveSessions: DemoLiveSession[];
  missions: DemoMission[];
  pathways: DemoPathway[];
};
