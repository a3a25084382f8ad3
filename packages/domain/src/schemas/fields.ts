/**
 * Field building blocks of the editor forms and request payloads (§5, §7). Every schema states the catalogue key
 * of §8 as its message, so a failed parse reads as field errors through `fieldErrors` (validation.ts).
 */
import { z } from 'zod';
import { CONTENT_LANGUAGES, CONTENT_SKILL_LEVELS } from '../constants';
import { parseItemId, type TIdType } from '../ids';
import { richTextPlain, type TRichText, ZRichText } from '../rules/rich-text';

const REQUIRED = { error: 'error_isRequired' } as const;
/** For selects and typed values: nothing chosen is error_isRequired, a value of the wrong kind is invalid_request. */
const REQUIRED_OR_INVALID = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'error_isRequired' : 'invalid_request',
};

/**
 * Drafts may be saved incomplete: format rules (URLs, prefixes, limits, lengths) apply on every save, what an item
 * needs before it goes live (required fields, minimum counts) only when it is published.
 */
export type TMode = 'draft' | 'publish';
export const MODES = ['draft', 'publish'] as const satisfies readonly TMode[];

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && (value as { type?: unknown }).type === 'doc' && !richTextPlain(value as TRichText));

/**
 * A field the item needs before it can be published. In a draft a blank value (empty text, a document without
 * text, an empty list) reads as absent; anything else must still be well formed.
 */
export const needed = <T extends z.ZodType>(mode: TMode, schema: T) =>
  mode === 'publish' ? schema : z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());

/** A required line of text: trimmed, not empty. */
export const requiredText = (max = 500) => z.string(REQUIRED_OR_INVALID).trim().min(1, REQUIRED).max(max);
/** An optional line of text; empty reads as absent. */
export const optionalText = (max = 500) => z.string().trim().max(max).optional();

/** Rich text (TipTap JSON) that must hold some text: §5 compares it by its trimmed plain text. */
export const requiredRichText = () => ZRichText.refine((doc) => richTextPlain(doc).length > 0, REQUIRED);
export const optionalRichText = () => ZRichText.nullable().optional();

export const ZContentLanguage = z.enum(CONTENT_LANGUAGES, REQUIRED_OR_INVALID);
/** The language field of the pathway, mission, skill and competency forms: defaults to en (§3). */
export const ZLanguageDefaultEn = ZContentLanguage.default('en');
export const ZSkillLevel = z.enum(CONTENT_SKILL_LEVELS, REQUIRED_OR_INVALID);

/** An uploaded file's id (thumbnail, badge, video, attachment). */
export const ZMediaId = z.string(REQUIRED_OR_INVALID).trim().min(1, REQUIRED).max(64);
export const ZOptionalMediaId = z.string().trim().max(64).nullable().optional();

/** A user id (owner, author). */
export const ZUserId = z.string(REQUIRED_OR_INVALID).trim().min(1, REQUIRED).max(64);

/** http(s) URLs only: the registration and lab links open in the learner's browser. */
export const isHttpUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
};
/** A required URL field: empty → error_isRequired, anything but an http(s) URL → error_URL. */
export const requiredUrl = () =>
  z.string(REQUIRED_OR_INVALID).trim().min(1, REQUIRED).max(2048).refine(isHttpUrl, { error: 'error_URL' });
export const optionalUrl = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || isHttpUrl(value), { error: 'error_URL' })
    .optional();

/** An item id of one of the given types ('ltu_42'); anything else is an invalid request. */
export const itemIdOf = (...types: TIdType[]) =>
  z.string().refine(
    (value) => {
      const parsed = parseItemId(value);
      return parsed !== null && (types.length === 0 || types.includes(parsed.type));
    },
    { error: 'invalid_request' },
  );

/**
 * A list of ids where a repeated id is dropped, keeping the first (§5 "duplicates are not added"). With
 * `emptyKey`, an empty list fails with that key; with `maxKey`, a list longer than `max` fails with that key.
 */
export const uniqueIds = <T extends z.ZodType<string | number>>(
  id: T,
  options: { max?: number; emptyKey?: string; maxKey?: string } = {},
) => {
  const list = z.array(id).max(options.max ?? 500, options.maxKey ? { error: options.maxKey } : undefined);
  const dedupe = (ids: z.output<T>[]) => [...new Set(ids)];
  // An absent list reads as empty, so it fails with the same key.
  return options.emptyKey
    ? list.min(1, { error: options.emptyKey }).transform(dedupe).prefault([])
    : list.transform(dedupe);
};

/** Whole non-negative minutes. */
export const ZMinutes = z.number().int().min(0, { error: 'error_lessZero' }).max(100_000);

/** A tag id (topic or industry). */
export const ZTagId = z.number().int().positive();

/** A UTC offset in minutes east of UTC (−12:00 to +14:00). */
export const ZUtcOffset = z.number().int().min(-720).max(840);
