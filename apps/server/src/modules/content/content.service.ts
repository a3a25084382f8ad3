import { AppError } from '@questline/domain/errors';
import type { TItemType } from '@questline/domain/ids';
import { richTextPlain, sanitizeRichText } from '@questline/domain/rules/rich-text';
import { slugify } from '@questline/domain/rules/slug';
import { type TContentDocument, ZContentDocument } from '@questline/domain/schemas/content';
import { fieldErrors } from '@questline/domain/validation';
import type { TDb, TDbOrTx } from '../../db/client';
import { catalogueChanged } from '../search/search-cache';
import { presentCard, storedCard, type TSourceRef } from './content.presenter';
import {
  countItems,
  findCardStats,
  findItem,
  homeLiveSessions,
  insertItem,
  insertVersion,
  latestVersion,
  lockSlugBase,
  newestListedPerType,
  replaceEdges,
  slugsLike,
  type TContentRow,
  type TNewContentRow,
  updateItem,
} from './content.repository';

export type TContentFlags = {
  hidden?: boolean;
  internalOnly?: boolean;
  premium?: boolean;
  uaaOnly?: boolean;
  edlabOnly?: boolean;
};

/** Validates and normalises a document: rich text sanitised, catalogue keys on failure, nothing written. */
export const parseDocument = (input: unknown): TContentDocument => {
  const parsed = ZContentDocument.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues);
    throw new AppError(fields[0]?.key ?? 'invalid_request', { fields });
  }
  const description = sanitizeRichText(parsed.data.description);
  return { ...parsed.data, description, descPlain: richTextPlain(description) };
};

/**
 * Every write of content_items goes through saveNewItem and saveItem: the repository rewrites the item's search row in
 * the writer's transaction, and this process's search answers are dropped at once (search-cache.ts; the other
 * processes drop theirs when PostgreSQL notifies them of the commit).
 */
export const saveNewItem = async (db: TDbOrTx, row: TNewContentRow): Promise<TContentRow> => {
  const inserted = await insertItem(db, row);
  catalogueChanged();
  return inserted;
};

export const saveItem = async (db: TDbOrTx, id: number, patch: Partial<TNewContentRow>): Promise<TContentRow> => {
  const updated = await updateItem(db, id, patch);
  catalogueChanged();
  return updated;
};

/** A slug from the title that no other item of the type uses (`exceptId`'s own slug counts as free). */
export const freeSlug = async (db: TDbOrTx, type: TItemType, title: string, exceptId?: number) => {
  const base = slugify(title) || type;
  // Two writers picking a slug from the same title queue here until the first commits, so they never both take it.
  await lockSlugBase(db, type, base);
  const taken = new Set(await slugsLike(db, type, base, exceptId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
};

/** Creates a draft item owned by `actorId`. */
export const createItem = async (
  db: TDbOrTx,
  input: { type: TItemType; document: unknown; actorId: string | null; flags?: TContentFlags },
) => {
  const document = parseDocument(input.document);
  return saveNewItem(db, {
    type: input.type,
    slug: await freeSlug(db, input.type, document.title),
    language: document.language,
    ownerId: input.actorId,
    authorId: input.actorId,
    draft: document,
    ...input.flags,
  });
};

/** Publishes the draft (§4.2): the item becomes published and an immutable version is written. */
export const publishItem = async (db: TDbOrTx, input: { id: number; actorId: string | null }) => {
  const item = await findItem(db, input.id);
  if (!item) throw new AppError('not_found');
  const document = parseDocument(item.draft);
  const published = await saveItem(db, item.id, {
    status: 'published',
    published: document,
    card: storedCard(document),
    publishedAt: new Date(),
    revision: item.revision + 1,
  });
  await insertVersion(db, { itemId: item.id, revision: published.revision, document, publishedBy: input.actorId });
  return published;
};

/** A translation's source (§3.1 source.latestRevision): its id and newest published version; null for originals. */
export const translationSourceOf = async (db: TDbOrTx, row: { sourceId: number | null }): Promise<TSourceRef | null> =>
  row.sourceId === null ? null : { id: row.sourceId, latestVersion: await latestVersion(db, row.sourceId) };

/** Sets the ordered children of an item in one role (content, mission, prerequisite, ...). */
export const setChildren = (db: TDbOrTx, parentId: number, role: string, childIds: readonly number[]) =>
  replaceEdges(db, parentId, role, childIds);

export const hasContent = async (db: TDbOrTx) => (await countItems(db)) > 0;

/** The home page catalogue: the newest listed items of each type, in the order the page shows them. */
export const HOME_TYPES = [
  'pathway',
  'liveSession',
  'course',
  'project',
  'tutorial',
  'quiz',
] as const satisfies readonly TItemType[];
/**
 * Live sessions are not the newest published but the ones a learner can still use: upcoming soonest first, then past
 * ones with their recording, latest first (homeLiveSessions). The answer is kept for the read cache's time at most,
 * so a session that ends moves down within it.
 */
export const homeCatalogue = async (db: TDb, perType = 8, now = new Date()) => {
  const [rows, live] = await Promise.all([
    newestListedPerType(db, HOME_TYPES, perType),
    homeLiveSessions(db, now, perType),
  ]);
  const stats = await findCardStats(db, [...rows.map((row) => row.card.id), ...live.map((row) => row.id)]);
  return {
    sections: HOME_TYPES.map((type) => {
      const ofType = rows.filter((row) => row.card.type === type);
      const cards = type === 'liveSession' ? live : ofType.map((row) => row.card);
      return { type, total: ofType[0]?.total ?? 0, items: cards.map((card) => presentCard(card, stats.get(card.id))) };
    }),
  };
};
