/**
 * Learner submissions (§1, §2.1 /submission/{id}, §3.12 Submission and webGLProject, §7.8 submissionsList): the
 * payloads that create them and the answers that show them.
 */
import { z } from 'zod';
import { SUBMISSION_TYPES } from './editor-content';
import { itemIdOf, ZOptionalMediaId } from './fields';

const REQUIRED = { error: 'error_isRequired' } as const;

/** POST /api/learn/submission/build: unpack an uploaded zip (a tus upload of kind `webgl`) into a playable build. */
export const ZWebglBuildCreate = z.object({ fileId: z.string(REQUIRED).regex(/^[a-f0-9]{32}\.zip$/, REQUIRED) });

/** A build as its uploader sees it before submitting: where it plays and what it holds. */
export const ZWebglBuild = z.object({
  id: z.string(),
  slug: z.string(),
  /** The build's index.html on the play origin. */
  playUrl: z.string(),
  fileCount: z.number().int(),
  size: z.number().int(),
});
export type TWebglBuild = z.infer<typeof ZWebglBuild>;

/**
 * POST /api/learn/tutorial/{id}/submission: a learner's work on the tutorial's submission step (§2.9). A webgl step
 * takes a build made by the learner (`buildId`), an image step a thumbnail, a link or video step an http(s) URL.
 * `pathwayId` is the pathway the learner came through (§2.2), kept for the card's 'created within' tagline.
 */
export const ZSubmissionCreate = z.object({
  sectionId: z.string(REQUIRED).min(1, REQUIRED).max(64),
  title: z.string(REQUIRED).trim().min(1, REQUIRED).max(135),
  description: z.string().trim().max(5000).default(''),
  thumbnailId: ZOptionalMediaId,
  buildId: z.string().max(64).nullable().optional(),
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, { error: 'error_URL' })
    .nullable()
    .optional(),
  isPrivate: z.boolean().default(false),
  pathwayId: itemIdOf('pathway').nullable().optional(),
});
export type TSubmissionCreate = z.input<typeof ZSubmissionCreate>;

export const ZSubmissionParams = z.object({ id: itemIdOf('submission') });

/** §3.12 webGLProject. */
export const ZWebglProject = z.object({
  title: z.string(),
  description: z.string(),
  playCount: z.number().int(),
  likeCount: z.number().int(),
  thumbnail: z.object({ url: z.string() }).nullable(),
  slug: z.string(),
  /** The build's index.html on the play origin (`{playBaseUrl}/p/{slug}/…`). */
  playUrl: z.string(),
});

/** §3.12 Submission, as lists and the detail page show it. */
export const ZSubmission = z.object({
  id: z.string(),
  title: z.string(),
  descPlain: z.string(),
  thumbnail: z.object({ url: z.string() }).nullable(),
  authorId: z.string(),
  tutorialId: z.string(),
  sectionId: z.string(),
  /** The step's place among the tutorial's steps (0-based; the share dialog shows it + 1, §2.14); null once removed. */
  stepIndex: z.number().int().nullable(),
  submissionType: z.enum(SUBMISSION_TYPES),
  webGLProject: ZWebglProject.nullable(),
  url: z.string().nullable(),
  isPrivate: z.boolean(),
  likeCount: z.number().int(),
  viewCount: z.number().int(),
  playCount: z.number().int(),
  createdTime: z.string(),
});
export type TSubmission = z.infer<typeof ZSubmission>;

const ZSubmissionAuthor = z.object({
  id: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  profileUrl: z.string(),
});
const ZSubmissionTutorial = z.object({ id: z.string(), slug: z.string(), title: z.string() });
const ZSubmissionStats = z.record(
  z.string(),
  z.object({ viewCount: z.number().int(), collectCount: z.number().int() }),
);

/** GET /api/learn/submission/{id}: the submission with its author, tutorial, stats and whether the viewer liked it. */
export const ZSubmissionDetail = z.object({
  submission: ZSubmission,
  userMap: z.record(z.string(), ZSubmissionAuthor),
  tutorialMap: z.record(z.string(), ZSubmissionTutorial),
  statsMap: ZSubmissionStats,
  likeMap: z.record(z.string(), z.boolean()),
  /** Whether the viewer is the author (private submissions are theirs to see). */
  isOwner: z.boolean(),
});
export type TSubmissionDetail = z.infer<typeof ZSubmissionDetail>;

/** POST /api/learn/submission/{id}/like: the like toggled, and the count after it. */
export const ZSubmissionLike = z.object({ liked: z.boolean(), likeCount: z.number().int() });
/** POST /api/learn/submission/{id}/play: the play counted. */
export const ZSubmissionPlay = z.object({ playCount: z.number().int() });

/** How many submissions a page of the submissions list holds. */
export const SUBMISSIONS_PAGE_SIZE = 12;

/**
 * GET /api/learn/record/submissionsList (§7.8): the user's submissions newest first (another user's public ones
 * only), a page after the `before` cursor, with whether more follow, the total, stats and the tutorials they were
 * made on.
 */
export const ZSubmissionsList = z.object({
  submissions: z.array(ZSubmission),
  hasMore: z.boolean(),
  total: z.number().int(),
  statsMap: ZSubmissionStats,
  tutorialMap: z.record(z.string(), ZSubmissionTutorial),
});
export type TSubmissionsList = z.infer<typeof ZSubmissionsList>;
