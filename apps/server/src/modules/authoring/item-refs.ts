import { AppError, type TErrorKey } from '@questline/domain/errors';
import { itemId, parseItemId, type TItemType } from '@questline/domain/ids';
import type { TContainedItem } from '@questline/domain/rules/computed';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import type { TContentRow } from '../content/content.repository';

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The objects of a list (steps, questions, options as a document holds them). */
export const documentsOf = (value: unknown): TItemDocument[] => listOf(value).filter(isDocument);

/** The strings of a list (ids as a document holds them). */
export const stringsOf = (value: unknown): string[] =>
  listOf(value).filter((entry): entry is string => typeof entry === 'string');

/** Numeric ids of a list of prefixed ids, in order; malformed entries left out. */
export const idsOf = (list: unknown) =>
  listOf(list).flatMap((id) => {
    const parsed = typeof id === 'string' ? parseItemId(id) : null;
    return parsed ? [parsed.id] : [];
  });

/** Rows by their prefixed id ('ltu_42'), the form in which documents name them. */
export const byItemId = (rows: readonly TContentRow[]) =>
  new Map(rows.map((row) => [itemId(row.type as TItemType, row.id), row]));

/**
 * Whether an item is internal-only (§5, §6): its column, set at publish; an item never published reads its draft's
 * flag.
 */
export const isInternalOnly = (row: TContentRow) =>
  row.internalOnly || (row.status === 'draft' && row.draft.internalOnly === true);

/** What the duration and points rules read of a contained item (§5). */
export const childFacts = (row: TContentRow): TContainedItem => {
  const document = row.published ?? {};
  const expired = row.unpublishedAt !== null && row.unpublishedAt.getTime() <= Date.now();
  return {
    id: String(row.id),
    published: row.status === 'published' && !expired,
    public: !row.hidden && !row.internalOnly,
    duration: (document.duration as number | undefined) ?? null,
    withManual: document.withManual === true,
    manualDuration: (document.manualDuration as number | undefined) ?? null,
    points: (document.points as TContainedItem['points']) ?? [],
    estimationPoints: (document.estimationPoints as TContainedItem['points']) ?? [],
    skillLevel: row.card?.skillLevel ?? null,
  };
};

/**
 * Refuses a publish that names items not published (yet), each by its field path: `key` for the whole list, with
 * the offending ids as `{ids}`.
 */
export const refuseUnpublished = (
  entries: readonly { path: string; id: string }[],
  rows: ReadonlyMap<string, TContentRow>,
  key: TErrorKey,
) => {
  const unpublished = entries.filter((entry) => rows.get(entry.id)?.status !== 'published');
  if (!unpublished.length) return;
  throw new AppError(key, {
    fields: unpublished.map((entry) => ({ path: entry.path, key })),
    params: { ids: [...new Set(unpublished.map((entry) => entry.id))].join(', ') },
  });
};

/** Entries of a list of ids with their field paths (`{field}.{index}`). */
export const pathsOf = (field: string, ids: readonly string[]) =>
  ids.map((id, index) => ({ path: `${field}.${index}`, id }));

/** The edges a publish writes, by role (content, prerequisite, competency, mission, badge), as numeric child ids. */
export type TEdges = Partial<Record<string, number[]>>;
