import { AppError } from '@questline/domain/errors';
import { itemId, parseItemId, type TItemType } from '@questline/domain/ids';
import { authoringRefusal, isAdmin, learnCreatorAll, learnModeratorAll } from '@questline/domain/roles';
import { breadcrumbUrl, type TChainItem } from '@questline/domain/rules/urls';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import type { TStoredCard } from '../../db/schema';
import { authoringTarget } from '../authoring/authoring.policy';
import { presentCard, presentItem } from '../content/content.presenter';
import { findItem, findItemBySlug, findItems, type TContentRow } from '../content/content.repository';
import {
  collectCounts,
  collectedIds,
  findExpiredRedirect,
  findRecordForUpdate,
  findRecords,
  isContentOf,
  publishedParents,
  type TRecordRow,
  toggleCollection,
  upsertRecord,
} from './learn.repository';

/** The types whose detail pages are built; the others follow with their issues. */
export const DETAIL_TYPES = ['tutorial', 'project', 'course'] as const;
export type TDetailType = (typeof DETAIL_TYPES)[number];

type TViewer = TMe | null;
type TDocument = Record<string, unknown>;

/** Staff see internal-only content (§6): anyone holding a learn role or admin rights. */
const isStaff = (viewer: TViewer) => learnCreatorAll(viewer) || learnModeratorAll(viewer) || isAdmin(viewer);
const mayEdit = (viewer: TViewer, row: TContentRow) => authoringRefusal(viewer, 'edit', authoringTarget(row)) === null;
const isExpired = (row: TContentRow) => row.unpublishedAt !== null && row.unpublishedAt.getTime() <= Date.now();

/** Learners see published, unexpired items (internal-only ones if staff); authors see their drafts too. */
const learnerCanSee = (row: TContentRow, viewer: TViewer) =>
  row.status === 'published' && !isExpired(row) && (!row.internalOnly || isStaff(viewer));

export const findByIdOrSlug = (db: TDbOrTx, type: string, idOrSlug: string) => {
  const parsed = parseItemId(idOrSlug);
  if (parsed) return parsed.type === type ? findItem(db, parsed.id) : Promise.resolve(undefined);
  return findItemBySlug(db, type, idOrSlug);
};

/**
 * The item a viewer opens and which document they read: `edit` asks for the draft (authors only); otherwise the
 * published version, or the draft for its authors before the first publish. An expired item answers not found
 * with the configured redirect of the item or its parent project (§2.2).
 */
export const openItem = async (
  db: TDbOrTx,
  input: { type: TDetailType; idOrSlug: string; viewer: TViewer; edit?: boolean; projectId?: string },
) => {
  const row = await findByIdOrSlug(db, input.type, input.idOrSlug);
  if (!row) throw new AppError('not_found');
  if (input.edit) {
    if (!mayEdit(input.viewer, row)) throw new AppError(input.viewer ? 'forbidden' : 'auth_required');
    return { row, view: 'draft' as const };
  }
  if (learnerCanSee(row, input.viewer)) return { row, view: 'published' as const };
  if (mayEdit(input.viewer, row))
    return { row, view: row.status === 'published' ? ('published' as const) : ('draft' as const) };
  if (isExpired(row)) {
    const project = input.projectId ? parseItemId(input.projectId) : null;
    const redirectUrl = await findExpiredRedirect(db, [row.id, ...(project?.type === 'project' ? [project.id] : [])]);
    if (redirectUrl) throw new AppError('not_found', { params: { redirectUrl } });
  }
  throw new AppError('not_found');
};

/** The item as its page reads it; the suggested solution only for signed-in viewers (§6). */
export const presentForViewer = (row: TContentRow, view: 'draft' | 'published', viewer: TViewer) => {
  const item: TDocument = presentItem(row, view);
  if (!viewer) delete item.solutionPlan;
  return item;
};

/** A list card for any row: the published card, or for drafts (authors only) one made from the draft. */
const cardOf = (row: TContentRow) => {
  const draft = row.draft as TDocument;
  const card: TStoredCard = row.card ?? {
    title: typeof draft.title === 'string' ? draft.title : '',
    descPlain: typeof draft.descPlain === 'string' ? draft.descPlain.slice(0, 300) : '',
    thumbnailUrl: (draft.thumbnail as { url?: string } | null)?.url ?? null,
    skillLevel: typeof draft.skillLevel === 'string' ? draft.skillLevel : null,
    duration: typeof draft.duration === 'number' ? draft.duration : null,
    points: [],
    startTime: null,
  };
  const document = ((row.status === 'published' ? row.published : row.draft) ?? {}) as TDocument;
  return {
    ...presentCard({ ...row, card }),
    withManual: document.withManual === true,
    manualDuration: typeof document.manualDuration === 'number' ? document.manualDuration : null,
  };
};

/** A progress record as §3.10 shapes it. */
export const presentRecord = (row: TRecordRow) => ({
  type: row.type,
  completed: row.completed,
  completedTime: row.completedTime?.toISOString() ?? null,
  lastCompletedTime: row.lastCompletedTime?.toISOString() ?? null,
  updatedTime: row.updatedTime.toISOString(),
  withAll: row.withAll,
  versionId: row.versionId,
  flag: row.flag,
  steps: row.data.steps ?? {},
  answers: row.data.answers ?? [],
  subItems: row.data.subItems ?? {},
  recordVersions: row.data.recordVersions ?? {},
  experiencePoints: row.data.experiencePoints ?? [],
  nextRecordData: row.data.nextRecordData ?? null,
});

const idsOf = (list: unknown) =>
  (Array.isArray(list) ? list : []).flatMap((id) => {
    const parsed = typeof id === 'string' ? parseItemId(id) : null;
    return parsed ? [parsed.id] : [];
  });

/**
 * The context chain of the page (§2.2): the parent ids in the query, kept only where each really holds the next
 * link (course → project → item); with none given, the item's first published parent (§3.4).
 */
const contextChain = async (db: TDbOrTx, row: TContentRow, query: { courseId?: string; projectId?: string }) => {
  const chain: TContentRow[] = [];
  let child = row;
  for (const [param, type] of [
    [query.projectId, 'project'],
    [query.courseId, 'course'],
  ] as const) {
    const parsed = param ? parseItemId(param) : null;
    if (parsed?.type !== type) continue;
    const parent = await findItem(db, parsed.id);
    if (parent?.status === 'published' && (await isContentOf(db, parent.id, child.id))) {
      chain.unshift(parent);
      child = parent;
    }
  }
  return chain;
};

/**
 * GET /api/learn/{type}/{id}/extends (§7.4): breadcrumb, parents, the maps of contained items, stats, and the
 * viewer's saved state and records. Missions and pathways add checkpoints with their issue.
 */
export const extendsOf = async (
  db: TDbOrTx,
  input: {
    type: TDetailType;
    idOrSlug: string;
    viewer: TViewer;
    edit?: boolean;
    courseId?: string;
    projectId?: string;
  },
) => {
  const { row, view } = await openItem(db, input);
  const document = ((view === 'draft' ? row.draft : row.published) ?? {}) as TDocument;
  const { viewer } = input;

  const parents = await publishedParents(db, row.id);
  const allParentIds = parents.map((parent) => itemId(parent.type as TItemType, parent.id));
  const allParentMap = Object.fromEntries(
    parents.map((parent) => [
      itemId(parent.type as TItemType, parent.id),
      {
        id: itemId(parent.type as TItemType, parent.id),
        type: parent.type,
        slug: parent.slug,
        title: parent.card?.title ?? '',
      },
    ]),
  );
  let chain = await contextChain(db, row, input);
  if (!chain.length && parents[0]) chain = (await findItems(db, [parents[0].id])).slice(0, 1);
  const links: (TChainItem & { title: string })[] = [...chain, row].map((link) => ({
    type: link.type,
    id: itemId(link.type as TItemType, link.id),
    slug: link.slug,
    title: String(((link.status === 'published' ? link.published : link.draft) as TDocument | null)?.title ?? ''),
  }));
  const breadcrumb = links.map((link, index) => ({ ...link, url: breadcrumbUrl(links.slice(0, index + 1)) }));

  const contentIds = idsOf(document.contentIds);
  const stepContentIds = idsOf(
    (Array.isArray(document.sections) ? (document.sections as TDocument[]) : []).flatMap((section) =>
      Array.isArray(section.contentIds) ? section.contentIds : [],
    ),
  );
  const replacementIds = idsOf(document.replacementContentIds);
  const related = await findItems(db, [...contentIds, ...stepContentIds, ...replacementIds]);
  const visible = new Map(
    related
      .filter((item) => learnerCanSee(item, viewer) || (view === 'draft' && mayEdit(viewer, item)))
      .map((item) => [item.id, item]),
  );
  const mapOf = (ids: number[], type?: string) =>
    Object.fromEntries(
      ids.flatMap((id) => {
        const item = visible.get(id);
        return item && (!type || item.type === type) ? [[itemId(item.type as TItemType, item.id), cardOf(item)]] : [];
      }),
    );

  const ids = [row.id, ...visible.keys()];
  const counts = await collectCounts(db, ids);
  const statsMap = Object.fromEntries(
    ids.map((id) => {
      const item = id === row.id ? row : (visible.get(id) as TContentRow);
      return [itemId(item.type as TItemType, id), { collectCount: counts.get(id) ?? 0, commentCount: 0 }];
    }),
  );
  const collected = viewer ? new Set(await collectedIds(db, viewer.id, ids)) : new Set<number>();
  const collectMap = Object.fromEntries(
    ids.map((id) => [
      itemId(((id === row.id ? row : visible.get(id)) as TContentRow).type as TItemType, id),
      collected.has(id),
    ]),
  );
  const recordMap = viewer
    ? Object.fromEntries(
        (await findRecords(db, viewer.id, ids)).map((record) => [
          itemId(record.type as TItemType, record.itemId),
          presentRecord(record),
        ]),
      )
    : {};

  const common = {
    breadcrumb,
    checkpoint: null,
    collectMap,
    recordMap,
    replacementMap: mapOf(replacementIds),
  };
  const parentsPart = { allParentIds, allParentMap, statsMap };
  const visibleContentIds = contentIds
    .filter((id) => visible.has(id))
    .map((id) => itemId((visible.get(id) as TContentRow).type as TItemType, id));
  if (input.type === 'tutorial') {
    return {
      ...common,
      tutorialData: {
        ...parentsPart,
        sections: document.sections ?? [],
        ...(viewer ? { solutionPlan: document.solutionPlan ?? null } : {}),
        contentMap: mapOf(stepContentIds),
        tipMap: {},
      },
    };
  }
  const data = {
    ...parentsPart,
    contentIds: visibleContentIds,
    ...(view === 'draft' ? { draftContentIds: document.contentIds ?? [] } : {}),
    tutorialMap: mapOf(contentIds, 'tutorial'),
    quizMap: mapOf(contentIds, 'quiz'),
  };
  if (input.type === 'project') {
    return { ...common, projectData: { ...data, tutorialGroups: document.tutorialGroups ?? [] } };
  }
  return { ...common, courseData: { ...data, projectMap: mapOf(contentIds, 'project') } };
};

/**
 * Marks a tutorial step done or not done for the signed-in learner. The tutorial completes when every required
 * step is done; completion, once reached, stays (§3.10 keeps completedTime and lastCompletedTime).
 */
export const recordStep = async (
  db: TDbOrTx,
  input: { viewer: TMe; id: string; sectionId: string; completed: boolean },
) => {
  const parsed = parseItemId(input.id);
  const row = parsed?.type === 'tutorial' ? await findItem(db, parsed.id) : undefined;
  if (!row || !learnerCanSee(row, input.viewer)) throw new AppError('not_found');
  const sections = ((row.published as TDocument).sections ?? []) as { id: string; optionType?: string }[];
  if (!sections.some((section) => section.id === input.sectionId))
    throw new AppError('not_found', { fields: [{ path: 'sectionId', key: 'not_found' }] });

  const existing = await findRecordForUpdate(db, input.viewer.id, row.id);
  const now = new Date();
  const steps = {
    ...(existing?.data.steps ?? {}),
    [input.sectionId]: input.completed ? { completed: true, completedTime: now.toISOString() } : { completed: false },
  };
  const allDone = sections
    .filter((section) => section.optionType !== 'optional')
    .every((section) => steps[section.id]?.completed);
  const completes = allDone && !existing?.completed;
  const saved = await upsertRecord(db, {
    userId: input.viewer.id,
    itemId: row.id,
    type: 'tutorial',
    completed: existing?.completed === true || allDone,
    completedTime: existing?.completedTime ?? (completes ? now : null),
    lastCompletedTime: allDone ? now : (existing?.lastCompletedTime ?? null),
    data: { ...(existing?.data ?? {}), steps },
  });
  return { [itemId('tutorial', row.id)]: presentRecord(saved) };
};

/** The collect toggle for {id, type} (§2.9): saved or not, and how many have saved it. */
export const toggleCollect = async (db: TDbOrTx, input: { viewer: TMe; id: string; type: string }) => {
  const parsed = parseItemId(input.id);
  const row = parsed && parsed.type === input.type ? await findItem(db, parsed.id) : undefined;
  if (!row || !learnerCanSee(row, input.viewer)) throw new AppError('not_found');
  const collected = await toggleCollection(db, input.viewer.id, row.id, row.type);
  const counts = await collectCounts(db, [row.id]);
  return { id: input.id, collected, collectCount: counts.get(row.id) ?? 0 };
};
