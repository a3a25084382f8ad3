import { AppError } from '@questline/domain/errors';
import { itemId, parseItemId } from '@questline/domain/ids';
import type { TSubmissionSummary } from '@questline/domain/schemas/featured';
import type { TMe } from '@questline/domain/schemas/session';
import {
  SUBMISSIONS_PAGE_SIZE,
  type TSubmissionDetail,
  type TSubmissionsList,
  type ZSubmissionCreate,
} from '@questline/domain/schemas/submission';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { refuseUnverifiedPoster } from '../community/posting';
import { findItem, findItemByIdOrSlug, findItems, type TContentRow } from '../content/content.repository';
import { learnerCanSee, refuseItem, type TViewer } from '../learn/learn.policy';
import { findUserByIdOrUrl } from '../users/users.repository';
import { maySeeSubmission, refuseUnlessVisible } from './submissions.policy';
import { presentAuthor, presentSubmission, presentTutorial } from './submissions.presenter';
import {
  authorSubmissionsPage,
  countSubmission,
  findBuild,
  findBuilds,
  findSubmission,
  findSubmissions,
  insertSubmission,
  likedBy,
  submissionAuthors,
  type TSubmissionRow,
  thumbnailFiles,
  toggleSubmissionLike,
} from './submissions.repository';

type TDeps = { db: TDbOrTx; playBaseUrl: string };

/** The row of a public submission id (`lsu_{n}`), or 404. */
const submissionOf = async (db: TDbOrTx, id: string) => {
  const parsed = parseItemId(id);
  const row = parsed?.type === 'submission' ? await findSubmission(db, parsed.id) : undefined;
  if (!row) throw new AppError('not_found');
  return row;
};

/** Submissions as §3.12 shapes them, with the builds, tutorials, authors and the viewer's likes they name. */
const presentMany = async (deps: TDeps, rows: readonly TSubmissionRow[], viewer: TViewer) => {
  const [builds, tutorials, authors, liked] = await Promise.all([
    findBuilds(
      deps.db,
      rows.flatMap((row) => (row.buildId === null ? [] : [row.buildId])),
    ),
    findItems(
      deps.db,
      rows.map((row) => row.tutorialId),
    ),
    submissionAuthors(
      deps.db,
      rows.map((row) => row.authorId),
    ),
    viewer
      ? likedBy(
          deps.db,
          rows.map((row) => row.id),
          viewer.id,
        )
      : new Set<number>(),
  ]);
  const buildById = new Map(builds.map((build) => [build.id, build]));
  const tutorialById = new Map(tutorials.map((row) => [row.id, row]));
  const submissions = rows.map((row) =>
    presentSubmission(row, {
      build: row.buildId === null ? undefined : buildById.get(row.buildId),
      tutorial: tutorialById.get(row.tutorialId),
      playBaseUrl: deps.playBaseUrl,
    }),
  );
  return {
    submissions,
    userMap: Object.fromEntries(authors.map((author) => [author.id, presentAuthor(author)])),
    tutorialMap: Object.fromEntries(
      tutorials
        .filter((row) => learnerCanSee(row, viewer))
        .map((row) => [itemId('tutorial', row.id), presentTutorial(row)]),
    ),
    statsMap: Object.fromEntries(submissions.map((item) => [item.id, { viewCount: item.viewCount, collectCount: 0 }])),
    likeMap: Object.fromEntries(rows.map((row) => [itemId('submission', row.id), liked.has(row.id)])),
  };
};

/**
 * GET /api/learn/submission/{id}: the submission as the viewer may see it (§6 submission_detail_AuthorizationError
 * for a private one), counting the read as a view unless the author reads their own.
 */
export const submissionDetail = async (deps: TDeps, viewer: TViewer, id: string): Promise<TSubmissionDetail> => {
  let row = await submissionOf(deps.db, id);
  refuseUnlessVisible(viewer, row);
  const isOwner = viewer?.id === row.authorId;
  if (!isOwner) row = (await countSubmission(deps.db, row.id, 'view')) ?? row;
  const { submissions, ...maps } = await presentMany(deps, [row], viewer);
  return { submission: submissions[0] as TSubmissionDetail['submission'], ...maps, isOwner };
};

/** POST /api/learn/submission/{id}/like: toggles the viewer's like of a submission they may see. */
export const toggleLike = async (db: TDbOrTx, viewer: TMe, id: string) => {
  const row = await submissionOf(db, id);
  refuseUnlessVisible(viewer, row);
  const toggled = await toggleSubmissionLike(db, row.id, viewer.id);
  return { liked: toggled.liked, likeCount: toggled.row?.likeCount ?? row.likeCount };
};

/** POST /api/learn/submission/{id}/play: the Play button loaded the build; counted unless the author plays their own. */
export const countPlay = async (db: TDbOrTx, viewer: TViewer, id: string) => {
  const row = await submissionOf(db, id);
  refuseUnlessVisible(viewer, row);
  if (!row.buildId) throw new AppError('not_found');
  if (viewer?.id === row.authorId) return { playCount: row.playCount };
  return { playCount: (await countSubmission(db, row.id, 'play'))?.playCount ?? row.playCount };
};

const fieldError = (
  key: 'error_isRequired' | 'submission_InvalidParameter_build' | 'upload_file_invalid',
  path: string,
) => new AppError(key, { fields: [{ path, key }] });

/** The published tutorial's submission step named by `sectionId` (§2.9), or submission_ResourceNotFound_step. */
const submissionStepOf = (tutorial: TContentRow, sectionId: string) => {
  const sections = (tutorial.published as { sections?: unknown } | null)?.sections;
  const step = (Array.isArray(sections) ? sections : []).find(
    (section) => (section as { id?: unknown })?.id === sectionId,
  ) as { type?: unknown; submissionType?: unknown } | undefined;
  if (step?.type !== 'submission' || typeof step.submissionType !== 'string') {
    throw new AppError('submission_ResourceNotFound_step', {
      fields: [{ path: 'sectionId', key: 'submission_ResourceNotFound_step' }],
    });
  }
  return { submissionType: step.submissionType };
};

/**
 * POST /api/learn/tutorial/{id}/submission: a learner's work on the tutorial's submission step. What the step's
 * type needs is checked before anything is written: a webgl step a build the learner made, an image step a
 * thumbnail, a link or video step a URL. The thumbnail must be an uploaded image.
 */
export const createSubmission = async (
  deps: TDeps,
  viewer: TMe,
  input: { tutorial: string; body: z.output<typeof ZSubmissionCreate> },
): Promise<TSubmissionDetail> => {
  refuseUnverifiedPoster(viewer);
  const { db } = deps;
  const { body } = input;
  const tutorial = await findItemByIdOrSlug(db, 'tutorial', input.tutorial);
  // The tutorial's own gates refuse as its detail read does (not_found, or 403 premium_required).
  if (tutorial?.status !== 'published') throw new AppError('not_found');
  refuseItem(tutorial, viewer);
  const { submissionType } = submissionStepOf(tutorial, body.sectionId);

  const buildId = body.buildId ? Number(body.buildId) : null;
  if (submissionType === 'webgl') {
    if (!body.buildId) throw fieldError('error_isRequired', 'buildId');
    const build = Number.isSafeInteger(buildId) ? await findBuild(db, buildId as number) : undefined;
    if (!build || build.ownerId !== viewer.id) throw fieldError('submission_InvalidParameter_build', 'buildId');
  }
  if (submissionType === 'image' && !body.thumbnailId) throw fieldError('error_isRequired', 'thumbnailId');
  if ((submissionType === 'link' || submissionType === 'video') && !body.url)
    throw fieldError('error_isRequired', 'url');
  if (body.thumbnailId) {
    const [file] = await thumbnailFiles(db, [body.thumbnailId]);
    if (file?.kind !== 'image') throw fieldError('upload_file_invalid', 'thumbnailId');
  }
  const pathwayRef = body.pathwayId ? parseItemId(body.pathwayId) : null;
  const pathway = pathwayRef ? await findItem(db, pathwayRef.id) : undefined;

  const row = await insertSubmission(db, {
    authorId: viewer.id,
    tutorialId: tutorial.id,
    sectionId: body.sectionId,
    pathwayId: pathway?.type === 'pathway' && learnerCanSee(pathway, viewer) ? pathway.id : null,
    submissionType,
    title: body.title,
    description: body.description,
    thumbnailFileId: body.thumbnailId ?? null,
    buildId: submissionType === 'webgl' ? buildId : null,
    url: submissionType === 'link' || submissionType === 'video' ? (body.url ?? null) : null,
    isPrivate: body.isPrivate,
  });
  const { submissions, ...maps } = await presentMany(deps, [row], viewer);
  return { submission: submissions[0] as TSubmissionDetail['submission'], ...maps, isOwner: true };
};

/**
 * GET /api/learn/record/submissionsList (§7.8): the user's submissions newest first, SUBMISSIONS_PAGE_SIZE after the
 * `before` id. The viewer's own (signed in, no `userID` or their own) include private ones; another user's only the
 * public ones. An anonymous request without `userID` is 401.
 */
export const submissionsList = async (
  deps: TDeps,
  viewer: TViewer,
  query: { userID?: string; before?: string },
): Promise<TSubmissionsList> => {
  const asked = query.userID?.startsWith('u_') ? query.userID.slice(2) : query.userID;
  let authorId: string;
  if (asked === undefined || asked === viewer?.id) {
    if (!viewer) throw new AppError('auth_required');
    authorId = viewer.id;
  } else {
    const user = await findUserByIdOrUrl(deps.db, asked);
    if (!user) throw new AppError('not_found');
    authorId = user.id;
  }
  let before: number | null = null;
  if (query.before !== undefined) {
    const parsed = parseItemId(query.before);
    if (parsed?.type !== 'submission')
      throw new AppError('invalid_request', { fields: [{ path: 'before', key: 'invalid_request' }] });
    before = parsed.id;
  }
  const page = await authorSubmissionsPage(deps.db, {
    authorId,
    before,
    limit: SUBMISSIONS_PAGE_SIZE,
    publicOnly: authorId !== viewer?.id,
  });
  const rows = page.rows.slice(0, SUBMISSIONS_PAGE_SIZE).filter((row) => maySeeSubmission(viewer, row));
  const { submissions, statsMap, tutorialMap } = await presentMany(deps, rows, viewer);
  return { submissions, hasMore: page.rows.length > SUBMISSIONS_PAGE_SIZE, total: page.total, statsMap, tutorialMap };
};

/**
 * The submissions a featured list names (§3.12 featured list), in the list's order, each once: public ones only,
 * since featured lists are public pages. Malformed, unknown and private ids are skipped.
 */
export const listedSubmissions = async (db: TDbOrTx, ids: readonly string[]) => {
  const parsed = ids.flatMap((id) => {
    const ref = parseItemId(id);
    return ref?.type === 'submission' ? [ref.id] : [];
  });
  const rows = new Map((await findSubmissions(db, parsed)).map((row) => [row.id, row]));
  const seen = new Set<number>();
  return parsed.flatMap((id) => {
    const row = rows.get(id);
    if (!row || row.isPrivate || seen.has(id)) return [];
    seen.add(id);
    return [row];
  });
};

/** A featured submission as a featured list's itemMap holds it: the card fields every item has (§3.1). */
export const submissionCard = (row: TSubmissionRow) => ({
  id: itemId('submission', row.id),
  type: 'submission' as const,
  slug: itemId('submission', row.id),
  title: row.title,
  descPlain: row.description,
  thumbnail: row.thumbnailFileId ? { url: `/files/${row.thumbnailFileId}` } : null,
  skillLevel: null,
  language: 'en' as const,
  duration: null,
  points: [],
  premium: false,
  published: true,
  startTime: null,
  withLab: false,
});

/**
 * The featured submission cards of the pathways landing slider (§2.8): title, description, image, likes and views
 * as counted, the author with avatar and profile link, and the pathway it was created within (when still listed).
 */
export const submissionSummaries = async (
  db: TDbOrTx,
  rows: readonly TSubmissionRow[],
): Promise<TSubmissionSummary[]> => {
  if (!rows.length) return [];
  const [authors, pathways] = await Promise.all([
    submissionAuthors(
      db,
      rows.map((row) => row.authorId),
    ),
    findItems(
      db,
      rows.flatMap((row) => (row.pathwayId === null ? [] : [row.pathwayId])),
    ),
  ]);
  const authorById = new Map(authors.map((author) => [author.id, presentAuthor(author)]));
  const pathwayById = new Map(
    pathways.filter((row) => learnerCanSee(row, null) && !row.hidden).map((row) => [row.id, row]),
  );
  return rows.map((row) => {
    const author = authorById.get(row.authorId);
    const pathway = row.pathwayId === null ? undefined : pathwayById.get(row.pathwayId);
    return {
      id: itemId('submission', row.id),
      title: row.title,
      description: row.description,
      imageUrl: row.thumbnailFileId ? `/files/${row.thumbnailFileId}` : null,
      likes: row.likeCount,
      views: row.viewCount,
      url: `/submission/${itemId('submission', row.id)}`,
      author: author ? { name: author.displayName, avatarUrl: author.avatar, profileUrl: author.profileUrl } : null,
      pathway: pathway ? { title: pathway.card?.title ?? '', url: `/pathway/${itemId('pathway', pathway.id)}` } : null,
    };
  });
};
