import type { TCheckpoint } from '@questline/domain/rules/checkpoints';
import type { TProgressRecord } from '@questline/domain/rules/navigation';
import type { TItemCard } from '@questline/domain/schemas/content';

/** The types whose learner detail pages this feature builds (the server's DETAIL_TYPES). */
export const LEARN_TYPES = ['tutorial', 'project', 'course'] as const;
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
  overviewVideo?: { id: string; title?: string | null } | null;
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
  premium: boolean;
  unPublishedTime: string | null;
  isExpired: boolean;
  published: boolean;
};

/** A contained item of a project or course, as the extends maps answer it. */
export type TMapCard = TItemCard & { withManual?: boolean; manualDuration?: number | null };

/** The signed-in learner's progress record (§3.10). */
export type TLearnRecord = TProgressRecord & { type?: string; steps?: Record<string, { completed: boolean }> };

export type TBreadcrumbLink = { id: string; type: string; slug?: string | null; title: string; url?: string };

/**
 * GET .../extends (§7.4), flattened: the server nests the type's own part under tutorialData, projectData or
 * courseData; the page reads one object.
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
};
