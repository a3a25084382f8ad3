/** Readers of an item's stored fields as the editor forms' values: each tolerates a missing or odd value. */
import { isRichText, type TRichText } from '@questline/domain/rules/rich-text';

/** Text, or '' when absent. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A rich-text document, or null when absent. */
export const richTextOf = (value: unknown): TRichText | null => (isRichText(value) ? value : null);

type TMediaRef = { id?: unknown; url?: unknown; title?: unknown; thumbnail?: { url?: unknown } };
/** A stored media object ({id, url, ...}), or an empty one. */
export const mediaOf = (value: unknown): TMediaRef => (value && typeof value === 'object' ? (value as TMediaRef) : {});

/**
 * A media field's id from the first of `values` that names one: a bare id (the form's own `…Id` field) or a stored
 * object's id.
 */
export const mediaIdOf = (...values: unknown[]) => {
  for (const value of values) {
    const id = typeof value === 'string' ? value : mediaOf(value).id;
    if (typeof id === 'string' && id) return id;
  }
  return null;
};

/** Where an image shows: the URL the item names (or its thumbnail's), else the file route of its id. */
export const mediaUrlOf = (stored: unknown, id: string | null) => {
  const media = mediaOf(stored);
  const url = media.thumbnail?.url ?? media.url;
  return typeof url === 'string' && url ? url : id ? `/files/${id}` : null;
};

/** §3.8: a skill's or competency's internal ID, read from internalID.current; a plain string as it is. */
export const internalIdOf = (value: unknown) =>
  typeof value === 'string' ? value : textOf((value as { current?: unknown } | null)?.current);
