import { AppError } from '@questline/domain/errors';
import { itemId, type TItemType } from '@questline/domain/ids';
import type { TItemCard } from '@questline/domain/schemas/content';
import type { TRecordListType } from '@questline/domain/schemas/profile';
import {
  RECORD_LIST_PAGE_SIZE,
  SKILL_LIST_PAGE_SIZE,
  type TPublicProfile,
  type TRecentRecord,
  type TRecordListResult,
  type TSkillListResult,
} from '@questline/domain/schemas/profile';
import type { TDbOrTx } from '../../db/client';
import { commentCounts } from '../comments/comments.repository';
import { presentCard, presentMapCard } from '../content/content.presenter';
import { childrenOf, findItems, publishedParentEdges, type TContentRow } from '../content/content.repository';
import { isStaff, learnerCanSee, type TViewer } from '../learn/learn.policy';
import { presentRecordMap } from '../learn/learn.presenter';
import { collectStateOf, findRecords, type TRecordRow } from '../learn/learn.repository';
import { experienceLevels } from '../learn/progress.service';
import { findUserByIdOrUrl } from '../users/users.repository';
import { viewCounts } from '../views/views.repository';
import { learnerOf } from './profile.policy';
import { presentPublicProfile } from './profile.presenter';
import {
  completedTutorialIds,
  listCollectedPage,
  listRecordPage,
  mostRecentRecordItem,
  type TRecordListKind,
} from './profile.repository';
import { progressMapOf } from './record-progress.service';

/** Published items of `type` holding any of `childIds` in `role` (skills holding tutorials, competencies skills). */
const publishedHolders = async (db: TDbOrTx, childIds: readonly number[], role: string, type: string) => [
  ...new Set((await publishedParentEdges(db, childIds, role, type)).map((edge) => edge.parentId)),
];

export type TRecordListInput = {
  viewer: TViewer;
  page: number;
  userID?: string;
  type: TRecordListType;
  completed?: boolean;
  isHideActivity?: boolean;
};

const idOf = (row: TContentRow) => itemId(row.type as TItemType, row.id);

/**
 * A page of one type's items as the record and saved lists answer it (§7.8): `{type}List` with the items' cards,
 * their stats, the viewer's own saved flags and the list owner's records of them.
 */
const presentList = async (
  db: TDbOrTx,
  input: {
    viewer: TViewer;
    /** Whose records the list shows. */
    learnerId: string;
    type: TRecordListType;
    items: readonly TContentRow[];
    total: number;
    records: readonly TRecordRow[];
  },
): Promise<TRecordListResult> => {
  const ids = input.items.map((item) => item.id);
  const [saves, subItems, comments, views] = await Promise.all([
    collectStateOf(db, input.viewer?.id ?? null, ids),
    input.type === 'project' || input.type === 'course'
      ? subItemsOf(db, input.viewer, input.learnerId, ids)
      : Promise.resolve(null),
    commentCounts(db, ids),
    viewCounts(db, ids),
  ]);
  const cards: Record<string, TItemCard> = Object.fromEntries(
    input.items.map((item) => [idOf(item), presentCard(item)]),
  );
  // How far the learner is through what they have not completed: their own lists only.
  const viewer = input.viewer;
  const rows = new Map(input.items.map((item) => [item.id, item]));
  const progressMap =
    viewer?.id === input.learnerId
      ? await progressMapOf(
          db,
          viewer,
          input.records.flatMap((record) => {
            const row = rows.get(record.itemId);
            return row ? [{ row, record }] : [];
          }),
          subItems?.byParent,
        )
      : undefined;
  return {
    [`${input.type}List`]: { itemIds: input.items.map(idOf), [`${input.type}Map`]: cards, total: input.total },
    statsMap: Object.fromEntries(
      input.items.map((item) => [
        idOf(item),
        {
          collectCount: saves.get(item.id)?.total ?? 0,
          commentCount: comments.get(item.id) ?? 0,
          viewCount: views.get(item.id) ?? 0,
        },
      ]),
    ),
    collectMap: Object.fromEntries(input.items.map((item) => [idOf(item), saves.get(item.id)?.mine === true])),
    recordMap: presentRecordMap(input.records),
    ...(subItems
      ? {
          subItemsMap: Object.fromEntries(
            [...subItems.byParent].map(([parent, entries]) => [itemId(input.type as TItemType, parent), entries]),
          ),
          subItemMap: subItems.cards,
        }
      : {}),
    ...(progressMap ? { progressMap } : {}),
  };
};

/**
 * What projects and courses contain ('content' edges, in order) that the viewer may see, with whether the learner
 * completed each (§3.10 subItems), and their cards: the record cards' sub-items (§2.11).
 */
const subItemsOf = async (db: TDbOrTx, viewer: TViewer, learnerId: string, parentIds: readonly number[]) => {
  const edges = await childrenOf(db, parentIds, 'content');
  const [children, records] = await Promise.all([
    findItems(
      db,
      edges.map((edge) => edge.childId),
    ),
    findRecords(
      db,
      learnerId,
      edges.map((edge) => edge.childId),
    ),
  ]);
  const visible = new Map(
    children.filter((child) => learnerCanSee(child, viewer) && child.card).map((child) => [child.id, child]),
  );
  const completed = new Set(records.filter((record) => record.completed).map((record) => record.itemId));
  const byParent = new Map<number, Record<string, { completed: boolean }>>();
  for (const edge of edges) {
    const child = visible.get(edge.childId);
    if (!child) continue;
    const entries = byParent.get(edge.parentId) ?? {};
    entries[idOf(child)] = { completed: completed.has(child.id) };
    byParent.set(edge.parentId, entries);
  }
  return {
    byParent,
    // In the parents' order, not in the order the rows came back in (which no query promises).
    cards: Object.fromEntries(
      edges.flatMap((edge) => {
        const child = visible.get(edge.childId);
        return child ? [[idOf(child), presentCard(child)]] : [];
      }),
    ),
  };
};

const kindOf = (input: TRecordListInput): TRecordListKind =>
  input.completed ? 'completed' : input.isHideActivity ? 'inProgress' : 'activity';

/**
 * GET /api/learn/record/list (§2.11, §7.8): the learner's records of one type, a page (from 0) at a time — all of
 * them (activity), the completed ones (completed=true) or those in progress (isHideActivity=true) — over the items the
 * viewer may list. Another user's completed list only when they show their progress; their other lists never.
 */
export const recordList = async (db: TDbOrTx, input: TRecordListInput): Promise<TRecordListResult> => {
  const kind = kindOf(input);
  const learnerId = await learnerOf(db, input.viewer, input.userID, kind === 'completed' ? 'shared' : 'private');
  const { rows, total } = await listRecordPage(db, {
    userId: learnerId,
    type: input.type,
    kind,
    withInternal: isStaff(input.viewer),
    offset: input.page * RECORD_LIST_PAGE_SIZE,
    limit: RECORD_LIST_PAGE_SIZE,
  });
  return presentList(db, {
    viewer: input.viewer,
    learnerId,
    type: input.type,
    items: rows.map((row) => row.item),
    total,
    records: rows.map((row) => row.record),
  });
};

/** GET /api/learn/collect/list (§2.9, §7.8): the items of one type the learner saved, most recently saved first. */
export const collectList = async (db: TDbOrTx, input: TRecordListInput): Promise<TRecordListResult> => {
  const learnerId = await learnerOf(db, input.viewer, input.userID, 'private');
  const { rows, total } = await listCollectedPage(db, {
    userId: learnerId,
    type: input.type,
    withInternal: isStaff(input.viewer),
    offset: input.page * RECORD_LIST_PAGE_SIZE,
    limit: RECORD_LIST_PAGE_SIZE,
  });
  const items = rows.map((row) => row.item);
  const records = await findRecords(
    db,
    learnerId,
    items.map((item) => item.id),
  );
  return presentList(db, { viewer: input.viewer, learnerId, type: input.type, items, total, records });
};

type TSkillEntry = TSkillListResult['learnSkillMap'][string]['skills'][number];

/** Skills of which the learner completed every tutorial, then completed tutorials: how far a competency is built. */
const standing = (skills: readonly TSkillEntry[]) => ({
  completedSkills: skills.filter((skill) => skill.tutorials > 0 && skill.completedTutorials === skill.tutorials).length,
  completedTutorials: skills.reduce((sum, skill) => sum + skill.completedTutorials, 0),
});

/**
 * GET /api/learn/record/skillList (§2.11, §3.8, §7.8): the published competencies whose skills hold tutorials the
 * learner completed, each with its skills in order and how many of their tutorials the learner completed, those
 * with the most completed skills first, a page of SKILL_LIST_PAGE_SIZE at a time (§2.11 load-more); and the learner's
 * experience as record/experience answers it. Only what the viewer may see counts.
 */
export const skillList = async (
  db: TDbOrTx,
  input: { viewer: TViewer; userID?: string; page?: number },
): Promise<TSkillListResult> => {
  const learnerId = await learnerOf(db, input.viewer, input.userID, 'shared');
  const completed = new Set(await completedTutorialIds(db, learnerId));
  const reachedSkills = await publishedHolders(db, [...completed], 'content', 'skill');
  const competencyIds = await publishedHolders(db, reachedSkills, 'skill', 'competency');
  const competencySkills = await childrenOf(db, competencyIds, 'skill');
  const skillTutorials = await childrenOf(
    db,
    competencySkills.map((edge) => edge.childId),
    'content',
  );
  const rows = await findItems(db, [
    ...competencyIds,
    ...competencySkills.map((edge) => edge.childId),
    ...skillTutorials.map((edge) => edge.childId),
  ]);
  const visible = new Map(rows.filter((row) => learnerCanSee(row, input.viewer)).map((row) => [row.id, row]));
  const childrenIn = (edges: readonly { parentId: number; childId: number }[], parentId: number, type: string) =>
    edges.flatMap((edge) => {
      const child = edge.parentId === parentId ? visible.get(edge.childId) : undefined;
      return child?.type === type ? [child] : [];
    });

  const entries = competencyIds.flatMap((competencyId) => {
    const competency = visible.get(competencyId);
    if (competency?.type !== 'competency') return [];
    const skills = childrenIn(competencySkills, competencyId, 'skill').map((skill): TSkillEntry => {
      const tutorials = childrenIn(skillTutorials, skill.id, 'tutorial');
      return {
        id: idOf(skill),
        slug: skill.slug,
        title: presentMapCard(skill).title,
        completedTutorials: tutorials.filter((tutorial) => completed.has(tutorial.id)).length,
        tutorials: tutorials.length,
      };
    });
    if (!skills.some((skill) => skill.completedTutorials > 0)) return [];
    const card = { id: idOf(competency), slug: competency.slug, title: presentMapCard(competency).title };
    return [{ competency: card, skills, ...standing(skills) }];
  });
  entries.sort(
    (a, b) =>
      b.completedSkills - a.completedSkills ||
      b.completedTutorials - a.completedTutorials ||
      a.competency.title.localeCompare(b.competency.title) ||
      a.competency.id.localeCompare(b.competency.id),
  );
  const { categories } = await experienceLevels(db, learnerId);
  const start = (input.page ?? 0) * SKILL_LIST_PAGE_SIZE;
  const page = entries.slice(start, start + SKILL_LIST_PAGE_SIZE);
  return {
    competencies: page.map((entry) => entry.competency.id),
    learnSkillMap: Object.fromEntries(
      page.map((entry) => [entry.competency.id, { competency: entry.competency, skills: entry.skills }]),
    ),
    experience: categories,
    total: entries.length,
  };
};

/** GET /api/learn/record/recent (§2.3 recent bar): the item of the viewer's most recently updated record, or null. */
export const recentRecord = async (db: TDbOrTx, viewer: TViewer): Promise<TRecentRecord> => {
  if (!viewer) return { item: null };
  const item = await mostRecentRecordItem(db, { userId: viewer.id, withInternal: isStaff(viewer) });
  return { item: item ? presentCard(item) : null };
};

/** GET /api/users/{userId or customProfileUrl}/profile (§2.1, §3.12): what anyone may see of a user. */
export const publicProfile = async (
  db: TDbOrTx,
  input: { viewer: TViewer; idOrUrl: string },
): Promise<TPublicProfile> => {
  const user = await findUserByIdOrUrl(db, input.idOrUrl);
  if (!user) throw new AppError('not_found');
  return presentPublicProfile(user, input.viewer);
};
