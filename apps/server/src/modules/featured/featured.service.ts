import { CONTENT_SKILL_LEVELS, PATHWAY_MAP_MAX, TOTAL_CAP } from '@questline/domain/constants';
import { itemId, parseItemId, type TIdType } from '@questline/domain/ids';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type {
  TFeaturedItem,
  TFeaturedList,
  TFeaturedListName,
  TPathwaySummary,
  TPathwaysLanding,
} from '@questline/domain/schemas/featured';
import type { TDbOrTx } from '../../db/client';
import { presentCard } from '../content/content.presenter';
import { findCardStats, findItems, type TContentRow } from '../content/content.repository';
import { learnerCanSee } from '../learn/learn.policy';
import { catalogueChanged } from '../search/search-cache';
import { listedSubmissions, submissionCard, submissionSummaries } from '../submissions/submissions.service';
import {
  badgesOf,
  countListedPathways,
  findFeaturedList,
  listedPathways,
  saveFeaturedList,
} from './featured.repository';

/**
 * What a featured list may show: what an anonymous learner may see (published, not expired, not internal-only) that
 * is not hidden either. Featured lists are public pages, read the same by everyone.
 */
export const isListed = (row: TContentRow) => learnerCanSee(row, null) && !row.hidden;

const publicId = (row: TContentRow) => itemId(row.type as TIdType, row.id);

/**
 * The rows a list names, in the list's order: each id parsed, kept when its row exists with the type the id says
 * (and `type` when given) and is listed. Malformed and unknown ids are skipped.
 */
const listedRowsOf = async (db: TDbOrTx, ids: readonly string[], type?: string) => {
  const parsed = ids.flatMap((id) => {
    const ref = parseItemId(id);
    return ref && (!type || ref.type === type) ? [ref] : [];
  });
  const rows = new Map(
    (
      await findItems(
        db,
        parsed.map((ref) => ref.id),
      )
    ).map((row) => [row.id, row]),
  );
  const seen = new Set<number>();
  return parsed.flatMap((ref) => {
    const row = rows.get(ref.id);
    if (!row || row.type !== ref.type || !isListed(row) || seen.has(row.id)) return [];
    seen.add(row.id);
    return [row];
  });
};

const featuredRows = async (db: TDbOrTx, name: TFeaturedListName, type?: string) =>
  listedRowsOf(db, (await findFeaturedList(db, name))?.itemIds ?? [], type);

/**
 * The cards of the ids a list holds that learners may see, in the list's order: content items from the content store,
 * learner submissions (`lsu_…`, public ones) from the submissions table.
 */
const listedCards = async (db: TDbOrTx, ids: readonly string[]): Promise<TFeaturedItem[]> => {
  const [rows, submissionRows] = await Promise.all([listedRowsOf(db, ids), listedSubmissions(db, ids)]);
  const items = rows.filter((row) => FEATURABLE_TYPES.has(row.type));
  const stats = await findCardStats(
    db,
    items.map((row) => row.id),
  );
  const cards = new Map<string, TFeaturedItem>([
    ...items.map((row) => [publicId(row), presentCard(row, stats.get(row.id)) as TFeaturedItem] as const),
    ...submissionRows.map((row) => [itemId('submission', row.id), submissionCard(row)] as const),
  ]);
  return [...new Set(ids)].flatMap((id) => cards.get(id) ?? []);
};

/** GET /api/learn/featuredList/{name}: the list's items learners may see, in order, with their cards. */
export const featuredList = async (db: TDbOrTx, name: TFeaturedListName): Promise<TFeaturedList> => {
  const cards = await listedCards(db, (await findFeaturedList(db, name))?.itemIds ?? []);
  return {
    name,
    itemIds: cards.map((card) => card.id),
    itemMap: Object.fromEntries(cards.map((card) => [card.id, card])),
  };
};

/** The kinds a featured list may name: what learners open as content (skills, competencies and badges are not). */
const FEATURABLE_TYPES: ReadonlySet<string> = new Set([
  'tutorial',
  'project',
  'course',
  'quiz',
  'liveSession',
  'mission',
  'pathway',
  'submission',
]);

/**
 * POST /api/learn/featuredList/{name} (§2.13 featured lists): writes the list whole, in the order given, keeping
 * only ids of featurable items learners may see (unknown, malformed, draft, hidden and repeated ids are dropped),
 * and answers the list as GET does. Runs in the caller's transaction.
 */
export const saveFeatured = async (
  tx: TDbOrTx,
  input: { name: TFeaturedListName; itemIds: readonly string[]; updatedBy: string },
): Promise<TFeaturedList> => {
  const cards = await listedCards(tx, input.itemIds);
  await saveFeaturedList(tx, { name: input.name, itemIds: cards.map((card) => card.id), updatedBy: input.updatedBy });
  // What this process keeps of the list (and of the pages that show it) is dropped at once; the other processes drop
  // theirs when PostgreSQL tells them of the commit (migration 0024), as for an item's save (content.service).
  catalogueChanged();
  return featuredList(tx, input.name);
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const skillLevelOf = (value: unknown) =>
  (CONTENT_SKILL_LEVELS as readonly unknown[]).includes(value) ? (value as TPathwaySummary['skillLevel']) : null;

/** XP of a pathway (§2.8): the sum of its points[].point. */
const xpOf = (document: TItemDocument) =>
  (Array.isArray(document.points) ? document.points : []).reduce<number>((sum, entry) => {
    const point = (entry as { point?: unknown } | null)?.point;
    return sum + (typeof point === 'number' && point > 0 ? point : 0);
  }, 0);

const presentPathwaySummary = (row: TContentRow, badge: TContentRow | undefined): TPathwaySummary => {
  const document = row.published ?? {};
  const strapline = text(document.strapline).trim();
  return {
    id: publicId(row),
    slug: row.slug,
    title: text(document.title),
    description: text(document.descPlain) || text(document.shortDescription),
    strapline: strapline || null,
    duration: typeof document.duration === 'number' ? document.duration : null,
    skillLevel: skillLevelOf(document.skillLevel),
    xp: xpOf(document),
    badge:
      badge && isListed(badge)
        ? { title: badge.card?.title ?? '', thumbnailUrl: badge.card?.thumbnailUrl ?? null }
        : null,
    missionCount: Array.isArray(document.missionIds) ? document.missionIds.length : 0,
  };
};

const pathwaySummaries = async (db: TDbOrTx, rows: readonly TContentRow[]) => {
  const badges = await badgesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentPathwaySummary(row, badges.get(row.id)));
};

/** The landing's map section: every listed pathway (the first PATHWAY_MAP_MAX) as summary cards, and how many are listed. */
const landingMap = async (db: TDbOrTx) => {
  const [allPathways, pathwaysTotal] = await Promise.all([
    listedPathways(db, PATHWAY_MAP_MAX),
    countListedPathways(db, TOTAL_CAP),
  ]);
  return { pathways: await pathwaySummaries(db, allPathways), pathwaysTotal };
};

/**
 * GET /api/learn/pathways/landing (§2.8): the featured pathways (page_landing_pathway_featured, in list order),
 * every listed pathway for the map section, and the featured learner submissions (page_landing_pathway_submissions).
 */
export const pathwaysLanding = async (db: TDbOrTx): Promise<TPathwaysLanding> => {
  const [featuredPathways, map, submissionRows] = await Promise.all([
    featuredRows(db, 'page_landing_pathway_featured', 'pathway'),
    landingMap(db),
    findFeaturedList(db, 'page_landing_pathway_submissions').then((list) => listedSubmissions(db, list?.itemIds ?? [])),
  ]);
  const [featured, submissions] = await Promise.all([
    pathwaySummaries(db, featuredPathways),
    submissionSummaries(db, submissionRows),
  ]);
  return { featured, pathways: map.pathways, pathwaysTotal: map.pathwaysTotal, submissions };
};
