import { CONTENT_LANGUAGES } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { EDITOR_TYPES, itemId, parseItemId, type TItemType } from '@questline/domain/ids';
import { DEFAULT_ENGINE_VERSIONS } from '@questline/domain/rules/engine-versions';
import { breadcrumbUrl, type TChainItem } from '@questline/domain/rules/urls';
import type { TItemDocument } from '@questline/domain/schemas/content';
import { type TItemTranslation, type TLearnItem, ZLearnDocument } from '@questline/domain/schemas/item';
import type { TCollectResult } from '@questline/domain/schemas/learner';
import type { TVideoContent } from '@questline/domain/schemas/media';
import type { TProgressWrite } from '@questline/domain/schemas/progress';
import type { TMe } from '@questline/domain/schemas/session';
import { readWellFormed } from '@questline/domain/validation';
import type { TDbOrTx } from '../../db/client';
import { ignoreLearningEvents, type TLearningEvents } from '../../lib/learning-events';
import { presentItem, type TSourceRef, withLabOf } from '../content/content.presenter';
import {
  findItem,
  findItemByIdOrSlug,
  findPublishedTranslations,
  type TContentRow,
} from '../content/content.repository';
import { videosOfSources } from '../media/transcode/videos.service';
import { contentExtends } from './content.extends';
import { itemReadMaps } from './item-maps';
import {
  isExpired,
  isStaff,
  itemRefusal,
  LOCKED_LIVE_SESSION_FIELDS,
  learnerCanSee,
  mayEdit,
  mayEditAsContributor,
  memberMaySee,
  premiumLocked,
  refuseItem,
  solutionShown,
  type TViewer,
} from './learn.policy';
import { presentRecordMap } from './learn.presenter';
import {
  collectStateOf,
  findExpiredRedirect,
  findRecords,
  lockRecord,
  parentProjectIds,
  reachableParents,
  type TParentRow,
  toggleCollection,
  updateRecord,
} from './learn.repository';
import { pointsOf } from './progress.checkpoint';
import { completionEvents, learningObjectOf, settleProgress } from './progress.completion';
import { missionExtends, pathwayExtends } from './progress.extends';
import type { TVersionContext } from './progress.versions';
import { learnerQuizFacts } from './quiz.presenter';
import { competencyExtends, skillExtends } from './skill.extends';

/** The types read by id or slug, with their extends: every type the editors author (the learner pages read them). */
export const DETAIL_TYPES = EDITOR_TYPES;
export type TDetailType = (typeof DETAIL_TYPES)[number];

/**
 * The item a viewer opens and which document they read: `edit` asks for the draft (authors only); otherwise the
 * published version, or the draft for its authors before the first publish. `preview` (§2.2 preview=true) asks for
 * the draft too, which only those who may edit the item get; everyone else reads what `preview` would not change.
 * An expired item answers not found with the configured redirect of the item or its parent project (§2.2).
 */
export const openItem = async (
  db: TDbOrTx,
  input: {
    type: TDetailType;
    idOrSlug: string;
    viewer: TViewer;
    edit?: boolean;
    preview?: boolean;
    projectId?: string;
  },
) => {
  const row = await findItemByIdOrSlug(db, input.type, input.idOrSlug);
  if (!row) throw new AppError('not_found');
  if (input.edit) {
    if (!(await mayEditAsContributor(db, input.viewer, row)))
      throw new AppError(input.viewer ? 'forbidden' : 'auth_required');
    return { row, view: 'draft' as const };
  }
  // The item's gates (learn.policy itemRefusal), which everything hanging off the item shares. A live session's card
  // is what non-premium learners are shown (§2.10); its own read leaves out what joins it.
  const refusal = itemRefusal(row, input.viewer);
  // Learners read the published version; those who may edit it, the draft before the first publish, and in a preview.
  if (!refusal) {
    const draft = row.status !== 'published' || (input.preview === true && mayEdit(input.viewer, row));
    return { row, view: draft ? ('draft' as const) : ('published' as const) };
  }
  if (refusal.key === 'not_found' && isExpired(row)) {
    // The item's own entry first, then the project the page was opened in, then any project holding it.
    const project = input.projectId ? parseItemId(input.projectId) : null;
    const redirectUrl = await findExpiredRedirect(db, [
      row.id,
      ...(project?.type === 'project' ? [project.id] : []),
      ...(await parentProjectIds(db, row.id)),
    ]);
    if (redirectUrl) throw new AppError('not_found', { params: { redirectUrl } });
  }
  throw refusal;
};

const completedBy = async (db: TDbOrTx, viewer: TMe, row: TContentRow) =>
  (await findRecords(db, viewer.id, [row.id]))[0]?.completed === true;

/** A video field of a document: the uploaded file's id (`…Id`, or a stored object's id) and its title. */
const videoFieldOf = (item: TItemDocument, field: 'overviewVideo' | 'completeVideo') => {
  const stored = (item[field] ?? {}) as { id?: unknown; title?: unknown };
  const ownId = item[`${field}Id`];
  const id = typeof ownId === 'string' && ownId ? ownId : stored.id;
  if (typeof id !== 'string' || !id) return null;
  const title = [item[`${field}Title`], stored.title, item.title].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return { id, title: title ?? '' };
};

/**
 * The videos a learner page plays (§3.12 videoContent): the overview video (§2.9) and a pathway's completion video
 * (§3.2), each the uploaded file, its title (§3.4: the field's title, else the video's own, else the item's) and its
 * transcode with subtitles. Three queries for both, whatever they are; none without.
 */
const pageVideosOf = async (db: TDbOrTx, item: TItemDocument) => {
  const overview = videoFieldOf(item, 'overviewVideo');
  const complete = videoFieldOf(item, 'completeVideo');
  const fields = [overview, complete].filter((field): field is { id: string; title: string } => field !== null);
  // No query at all for a page without videos.
  const videos = await videosOfSources(
    db,
    fields.map((field) => field.id),
  );
  const contentOf = (field: { id: string; title: string } | null): TVideoContent | null =>
    field && { ...field, url: `/files/${field.id}`, video: videos.get(field.id) ?? null };
  return { overviewVideo: contentOf(overview), ...(complete ? { completeVideo: contentOf(complete) } : {}) };
};

/**
 * The item as its learner page reads it (§7.4 without edit): the fields the page shows, checked (a stored field that
 * does not read so is left out), and the videos it plays. A quiz answers its question count and settings instead of
 * its questions, which hold the answer key; the suggested solution comes only to those allowed to see it (§6); a
 * premium live session leaves out what joins it.
 */
/**
 * The item's other published languages this viewer may open (§3.1 source): its original and the original's other
 * translations, or, for an original, its translations; in content-language order.
 */
const translationsOf = async (db: TDbOrTx, row: TContentRow, viewer: TViewer): Promise<TItemTranslation[]> => {
  const family = await findPublishedTranslations(db, row.sourceId ?? row.id);
  const order = (language: string) => {
    const at = (CONTENT_LANGUAGES as readonly string[]).indexOf(language);
    return at === -1 ? CONTENT_LANGUAGES.length : at;
  };
  return family
    .filter(
      (other) =>
        other.id !== row.id &&
        other.type === row.type &&
        other.language !== row.language &&
        learnerCanSee(other, viewer) &&
        memberMaySee(other, viewer),
    )
    .sort((a, b) => order(a.language) - order(b.language) || a.id - b.id)
    .map((other) => ({ id: itemId(other.type as TItemType, other.id), slug: other.slug, language: other.language }));
};

export const presentForViewer = async (
  db: TDbOrTx,
  row: TContentRow,
  view: 'draft' | 'published',
  viewer: TViewer,
  source: TSourceRef | null = null,
): Promise<TLearnItem> => {
  const presented = presentItem(row, view, source);
  const fields = readWellFormed(ZLearnDocument, presented);
  // Learner pages play the overview video (§2.9): its transcode as GET /api/media/videos/{id} answers it. Independent
  // reads, run together.
  const [videos, translations, maps] = await Promise.all([
    pageVideosOf(db, presented),
    translationsOf(db, row, viewer),
    itemReadMaps(db, row, presented, viewer),
  ]);
  const item: TLearnItem = {
    ...presented,
    ...fields,
    ...(row.type === 'quiz' ? learnerQuizFacts(presented) : {}),
    ...videos,
    withLab: withLabOf(presented),
    translations,
    ...maps,
  };
  for (const field of Object.keys(ZLearnDocument.shape)) if (!(field in fields)) delete item[field];
  if (row.type === 'quiz') delete item.questions;
  if (row.type === 'liveSession' && premiumLocked(row, viewer)) {
    for (const field of LOCKED_LIVE_SESSION_FIELDS) delete item[field];
  }
  if (
    'solutionPlan' in item &&
    !(await solutionShown(item.solutionPlan, row, viewer, () => completedBy(db, viewer as TMe, row)))
  )
    delete item.solutionPlan;
  return item;
};

type TLink = TChainItem & { title: string };
const linkOf = (parent: TParentRow): TLink => ({
  type: parent.type,
  id: itemId(parent.type as TItemType, parent.id),
  slug: parent.slug,
  title: parent.card?.title ?? '',
});

/** How far up parent chains are walked: pathway → mission → course → project → tutorial. */
const MAX_PARENT_DEPTH = 4;

/**
 * Every parent a learner may reach above an item (§3.4 allParentIds: course → project → tutorial, and missions and
 * pathways above them), nearest level first. The rows keep the child each parent holds, so chains can be walked.
 */
export const parentGraph = async (db: TDbOrTx, row: TContentRow, viewer: TViewer) => {
  const edges = await reachableParents(db, row.id, { withInternal: isStaff(viewer), maxDepth: MAX_PARENT_DEPTH });
  const ancestors = [...new Map(edges.map((edge) => [edge.id, edge])).values()].filter((edge) => edge.id !== row.id);
  return { edges, ancestors };
};

const PARENT_QUERY = [
  ['projectId', 'project'],
  ['courseId', 'course'],
  ['missionId', 'mission'],
  ['pathwayId', 'pathway'],
] as const;
type TParentQuery = Partial<Record<(typeof PARENT_QUERY)[number][0], string>>;

/**
 * The context chain of the page (§2.2), nearest parent last: the parent ids in the query, kept only where each
 * really holds the next link (pathway → mission → course → project → item). With none that holds, the first
 * parent is the context (§3.4), walked up as far as first parents go.
 */
const contextChain = (row: TContentRow, edges: readonly TParentRow[], query: TParentQuery): TParentRow[] => {
  const chain: TParentRow[] = [];
  let childId = row.id;
  for (const [param, type] of PARENT_QUERY) {
    const value = query[param];
    const parsed = value ? parseItemId(value) : null;
    if (parsed?.type !== type) continue;
    const parent = edges.find((edge) => edge.id === parsed.id && edge.childId === childId);
    if (parent) {
      chain.unshift(parent);
      childId = parent.id;
    }
  }
  if (chain.length) return chain;
  const inChain = new Set([row.id]);
  for (let parent = edges.find((edge) => edge.childId === row.id); parent && !inChain.has(parent.id); ) {
    chain.unshift(parent);
    inChain.add(parent.id);
    const current: TParentRow = parent;
    parent = edges.find((edge) => edge.childId === current.id);
  }
  return chain;
};

/**
 * GET /api/learn/{type}/{id}/extends (§7.4): breadcrumb, parent chain, the maps of contained items, stats, the
 * checkpoint of the mission it is viewed in, and the viewer's saved state and records; with the row it was read from
 * and the version read.
 */
export const readExtends = async (
  db: TDbOrTx,
  input: {
    type: TDetailType;
    idOrSlug: string;
    viewer: TViewer;
    edit?: boolean;
    preview?: boolean;
    /** How long one hour of a quiz's freeze lasts, in seconds (config QUIZ_FREEZE_HOUR_SECONDS). */
    quizFreezeHourSeconds: number;
    /** The engine version asked (§2.2 uv) and those the platform knows (config engineVersions). */
    uv?: string;
    engineVersions?: readonly string[];
  } & TParentQuery & { contentId?: string },
) => {
  const { row, view } = await openItem(db, input);
  const document = (view === 'draft' ? row.draft : row.published) ?? {};
  const { viewer } = input;

  const { edges, ancestors } = await parentGraph(db, row, viewer);
  const allParentIds = ancestors.map((parent) => itemId(parent.type as TItemType, parent.id));
  const allParentMap = Object.fromEntries(
    ancestors.map((parent) => [itemId(parent.type as TItemType, parent.id), linkOf(parent)]),
  );
  const links: TLink[] = [
    ...contextChain(row, edges, input).map(linkOf),
    {
      type: row.type,
      id: itemId(row.type as TItemType, row.id),
      slug: row.slug,
      title: String(document.title ?? ''),
    },
  ];
  const breadcrumb = links.map((link, index) => ({ ...link, url: breadcrumbUrl(links.slice(0, index + 1)) }));
  const context = { row, document, view, viewer, breadcrumb, allParentIds, allParentMap };
  const { type } = input;
  const result = await (type === 'mission'
    ? missionExtends(db, context, input)
    : type === 'pathway'
      ? pathwayExtends(db, context, input)
      : type === 'skill'
        ? skillExtends(db, context)
        : type === 'competency'
          ? competencyExtends(db, context)
          : contentExtends(
              db,
              { ...context, ancestors },
              { ...input, type, version: { uv: input.uv, known: input.engineVersions ?? DEFAULT_ENGINE_VERSIONS } },
            ));
  return { row, view, result };
};

export const extendsOf = async (db: TDbOrTx, input: Parameters<typeof readExtends>[1]) =>
  (await readExtends(db, input)).result;

/**
 * Marks a tutorial step done or not done for the signed-in learner. The tutorial completes when every required
 * step is done (every step, when none is required); completion, once reached, stays (§3.10 keeps completedTime
 * and lastCompletedTime). A first completion earns the tutorial's points and completes the missions and pathways
 * it completes (§4.5); the answer holds every record that changed, with the experience earned.
 */
export const recordStep = async (
  db: TDbOrTx,
  input: {
    viewer: TMe;
    id: string;
    sectionId: string;
    completed: boolean;
    /** The engine version the page was read in (§2.2 uv), which the projects and courses holding it follow. */
    engineVersion?: TVersionContext;
    /** Where the write's learning events go (xAPI statements, modules/xapi). */
    events?: TLearningEvents;
  },
  /** A built-in lab's step is completed only once the server has run its checks (modules/labs): never by a click. */
  options: { labPassed?: boolean } = {},
): Promise<TProgressWrite> => {
  const parsed = parseItemId(input.id);
  const row = parsed?.type === 'tutorial' ? await findItem(db, parsed.id) : undefined;
  // Published steps are recorded, for those the tutorial's gates let through (a draft's editor passes them).
  if (row?.status !== 'published') throw new AppError('not_found');
  refuseItem(row, input.viewer);
  const sections = (row.published?.sections ?? []) as { id: string; optionType?: string; lab?: unknown }[];
  const section = sections.find((candidate) => candidate.id === input.sectionId);
  if (!section) throw new AppError('not_found', { fields: [{ path: 'sectionId', key: 'not_found' }] });
  if (section.lab && input.completed && !options.labPassed) throw new AppError('lab_verification_required');

  const key = { userId: input.viewer.id, itemId: row.id };
  const existing = await lockRecord(db, { ...key, type: 'tutorial' });
  const now = new Date();
  const steps = {
    ...(existing.data.steps ?? {}),
    [input.sectionId]: input.completed ? { completed: true, completedTime: now.toISOString() } : { completed: false },
  };
  // The steps that decide completion: the required ones; with none required, every step (§3.4 requiredSections).
  const required = sections.filter((section) => section.optionType !== 'optional');
  const deciding = required.length ? required : sections;
  const allDone = deciding.length > 0 && deciding.every((section) => steps[section.id]?.completed === true);
  const completes = allDone && !existing.completed;
  const reward = completes ? pointsOf(row.published ?? {}) : [];
  const saved = await updateRecord(db, key, {
    completed: existing.completed || allDone,
    completedTime: existing.completedTime ?? (completes ? now : null),
    lastCompletedTime: allDone ? now : existing.lastCompletedTime,
    data: { ...existing.data, steps, ...(completes ? { experiencePoints: reward } : {}) },
  });
  const events = input.events ?? ignoreLearningEvents;
  const tutorial = learningObjectOf(row);
  await events(db, [
    ...(input.completed && existing.data.steps?.[input.sectionId]?.completed !== true
      ? [
          {
            userId: input.viewer.id,
            time: now,
            verb: 'completed' as const,
            object: { ...tutorial, step: input.sectionId },
            parent: tutorial,
            result: { completion: true },
          },
        ]
      : []),
    ...(completes ? completionEvents(input.viewer, [{ row, badgeIds: [] }], now) : []),
  ]);
  const settled = await settleProgress(db, input.viewer, {
    completed: completes ? [{ type: 'tutorial', id: row.id }] : [],
    gains: reward,
    touched: [row.id],
    version: input.engineVersion,
    events,
  });
  return {
    recordMap: presentRecordMap([saved, ...settled.records]),
    levelDetails: settled.levelDetails,
    completedIds: settled.completedIds,
  };
};

/** The collect toggle for {id, type} (§2.9): saved or not, and how many have saved it. */
export const toggleCollect = async (
  db: TDbOrTx,
  input: { viewer: TMe; id: string; type: string },
): Promise<TCollectResult> => {
  const parsed = parseItemId(input.id);
  const row = parsed && parsed.type === input.type ? await findItem(db, parsed.id) : undefined;
  // Published items are saved, by those their gates let through (a draft's editor passes them).
  if (row?.status !== 'published') throw new AppError('not_found');
  refuseItem(row, input.viewer);
  const collected = await toggleCollection(db, input.viewer.id, row.id, row.type);
  const saves = await collectStateOf(db, null, [row.id]);
  return { id: input.id, collected, collectCount: saves.get(row.id)?.total ?? 0 };
};
