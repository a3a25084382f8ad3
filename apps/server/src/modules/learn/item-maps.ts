import { assetUnlockPackage } from '@questline/domain/asset-packages';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TLearnItem, TPackageMapEntry, TParentCard, TTagNameMap } from '@questline/domain/schemas/item';
import type { TDbOrTx } from '../../db/client';
import { presentMapCard } from '../content/content.presenter';
import type { TContentRow } from '../content/content.repository';
import { directParents, findTags, itemsOfferingPackages } from './item-maps.repository';
import { isStaff, type TViewer } from './learn.policy';
import { liveSessionCardsOfItem } from './live-session.service';

/**
 * How much of each list an item's learner read answers (decision 0074), so that its size stays small whatever the
 * catalogue holds: the parents, the live sessions, and the topics and industries named.
 */
export const ITEM_READ_LIMITS = {
  parents: 20,
  liveSessions: 10,
  tags: 50,
  /** The store packages named (packageIds) a read resolves, and the items offering each one's downloads. */
  packages: 20,
  itemsPerPackage: 3,
} as const;

/** The types a live session may refer to (§3.7): their reads name the sessions referring to them. */
const LIVE_SESSION_HOLDERS: readonly string[] = ['tutorial', 'project', 'course'];

/** A document's tag ids (topicIds, industryIds) as stored: positive integers, once each, at most the limit. */
const tagIdsOf = (list: unknown) =>
  Array.isArray(list)
    ? [...new Set(list.filter((id): id is number => Number.isSafeInteger(id) && id > 0))].slice(
        0,
        ITEM_READ_LIMITS.tags,
      )
    : [];

/** A document's store package ids (packageIds) as stored: non-empty strings, once each, at most the limit. */
const packageIdsOf = (list: unknown) =>
  Array.isArray(list)
    ? [...new Set(list.filter((id): id is string => typeof id === 'string' && id !== ''))].slice(
        0,
        ITEM_READ_LIMITS.packages,
      )
    : [];

type TItemReadMaps = Pick<
  TLearnItem,
  'parentIds' | 'parentMap' | 'topicMap' | 'industryMap' | 'liveSessionIds' | 'liveSessions' | 'packageMap'
>;

/**
 * What the store packages an item names resolve to (§3.4 packageMap; decision 0074): the platform's unlock package
 * each is (§9), and the published items offering its downloads, at most ITEM_READ_LIMITS.itemsPerPackage each. A
 * package resolving to neither is left out, as a tag id naming no tag is.
 */
const packageMapOf = (
  packageIds: readonly string[],
  offering: readonly { item: TContentRow; packageIds: unknown }[],
): Record<string, TPackageMapEntry> =>
  Object.fromEntries(
    packageIds.flatMap((id) => {
      const unlock = assetUnlockPackage(id);
      const items = offering
        .filter((row) => Array.isArray(row.packageIds) && row.packageIds.includes(id))
        .slice(0, ITEM_READ_LIMITS.itemsPerPackage)
        .map((row) => presentMapCard(row.item));
      if (!unlock && items.length === 0) return [];
      return [[id, { id, ...(unlock ? { unlockKey: unlock.key } : {}), items }]];
    }),
  );

/**
 * The maps of §3 an item's learner read answers besides its document, so that its page needs no second call: its
 * parents with hidden ones marked (§3.1 parentIds, parentMap), the names of its topics and industries (§3.4, §3.7
 * topicMap, industryMap), for tutorials, projects and courses the live sessions referring to them (§3.1
 * liveSessionIds, liveSessions[]), and what the store packages it names resolve to (§3.4 packageMap). Four reads at
 * most, run together.
 */
export const itemReadMaps = async (
  db: TDbOrTx,
  row: TContentRow,
  document: TItemDocument,
  viewer: TViewer,
): Promise<TItemReadMaps> => {
  const topicIds = tagIdsOf(document.topicIds);
  const industryIds = tagIdsOf(document.industryIds);
  const packageIds = packageIdsOf(document.packageIds);
  const [parents, tagRows, liveSessions, offering] = await Promise.all([
    directParents(db, row.id, { withInternal: isStaff(viewer), limit: ITEM_READ_LIMITS.parents }),
    findTags(db, [...topicIds, ...industryIds]),
    LIVE_SESSION_HOLDERS.includes(row.type)
      ? liveSessionCardsOfItem(db, row.id, viewer, ITEM_READ_LIMITS.liveSessions)
      : Promise.resolve(null),
    itemsOfferingPackages(db, packageIds, {
      exceptId: row.id,
      withInternal: isStaff(viewer),
      limit: ITEM_READ_LIMITS.packages * ITEM_READ_LIMITS.itemsPerPackage,
    }),
  ]);
  const tagMapOf = (ids: readonly number[], kind: 'topic' | 'industry'): TTagNameMap =>
    Object.fromEntries(
      ids.flatMap((id) => {
        const tag = tagRows.find((candidate) => candidate.id === id && candidate.kind === kind);
        return tag ? [[String(id), { id: String(id), name: tag.name }]] : [];
      }),
    );
  const parentCards: TParentCard[] = parents.map((parent) => ({ ...presentMapCard(parent), hidden: parent.hidden }));
  return {
    parentIds: parentCards.map((card) => card.id),
    parentMap: Object.fromEntries(parentCards.map((card) => [card.id, card])),
    topicMap: tagMapOf(topicIds, 'topic'),
    industryMap: tagMapOf(industryIds, 'industry'),
    ...(liveSessions ? { liveSessionIds: liveSessions.map((session) => session.id), liveSessions } : {}),
    ...(packageIds.length > 0 ? { packageMap: packageMapOf(packageIds, offering) } : {}),
  };
};
