/** "Unchanged form skips the save" (§4.1): a form is compared with the data it was loaded from. */
import { richTextPlain, type TRichTextNode } from './rich-text';

/** How one field compares: text trimmed, rich text by its trimmed plain text, media by id, the rest by value. */
export type TFieldKind = 'text' | 'richText' | 'media' | 'subSkills' | 'value';

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

const asPlain = (value: unknown) =>
  typeof value === 'string' ? value.trim() : richTextPlain(value as TRichTextNode | null | undefined);

/** A thumbnail or video is the same when its id is: `{id, url}`, a bare id, or nothing. */
const mediaId = (value: unknown) => {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id ?? null;
  return value === undefined || value === '' ? null : value;
};

/** Sub-skills are the same when their titles, trimmed, are the same and in the same order (§4.1). */
const subSkillTitles = (value: unknown) =>
  Array.isArray(value) ? value.map((entry: { title?: unknown }) => asText(entry?.title)) : [];

/** Plain values compare structurally; key order in objects does not matter, null and absent are alike. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return false;
};

export const sameField = (kind: TFieldKind, a: unknown, b: unknown): boolean => {
  switch (kind) {
    case 'text':
      return asText(a) === asText(b);
    case 'richText':
      return asPlain(a) === asPlain(b);
    case 'media':
      return mediaId(a) === mediaId(b);
    case 'subSkills':
      return sameValue(subSkillTitles(a), subSkillTitles(b));
    default:
      return sameValue(a, b);
  }
};

/**
 * The names of the fields that differ between a form and its loaded data, each compared by its kind; fields
 * without a kind compare by value. An empty list means the save is skipped.
 */
export const changedFields = <T extends Record<string, unknown>>(
  form: T,
  loaded: Partial<Record<keyof T, unknown>> | null | undefined,
  kinds: Partial<Record<keyof T, TFieldKind>> = {},
): (keyof T & string)[] =>
  (Object.keys(form) as (keyof T & string)[]).filter(
    (field) => !sameField(kinds[field] ?? 'value', form[field], loaded?.[field]),
  );

export const isFormUnchanged = <T extends Record<string, unknown>>(
  ...args: Parameters<typeof changedFields<T>>
): boolean => changedFields(...args).length === 0;

/**
 * The field kinds of the forms whose comparison the spec spells out (§4.1): general forms (text, rich text,
 * thumbnail and video by id), skills (the engine-version range and the sub-skill titles in order), and the
 * tutorial steps and quiz questions forms, whose engine-version change counts too.
 */
export const GENERAL_FIELD_KINDS = {
  language: 'value',
  title: 'text',
  strapline: 'text',
  shortDescription: 'text',
  internalID: 'text',
  overviewVideoTitle: 'text',
  overviewVideoDescription: 'text',
  description: 'richText',
  objective: 'richText',
  careerGoals: 'richText',
  thumbnail: 'media',
  thumbnailId: 'media',
  badgeThumbnail: 'media',
  badgeThumbnailId: 'media',
  acclaimBadge: 'media',
  overviewVideo: 'media',
  overviewVideoId: 'media',
  subSkills: 'subSkills',
  engineVersionRange: 'value',
} as const satisfies Record<string, TFieldKind>;

/**
 * Changing the language of a pathway, mission, skill, competency or general form saves at once, without the
 * change check (§4.1).
 */
export const LANGUAGE_SAVES_IMMEDIATELY = ['pathway', 'mission', 'skill', 'competency', 'general'] as const;
export const savesImmediately = (form: string, field: string) =>
  field === 'language' && (LANGUAGE_SAVES_IMMEDIATELY as readonly string[]).includes(form);
