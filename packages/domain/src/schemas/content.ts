import { z } from 'zod';
import { CONTENT_LANGUAGES, CONTENT_SKILL_LEVELS, EXPERIENCE_CATEGORIES } from '../constants';
import { ITEM_TYPES } from '../ids';
import { ZRichText } from '../rules/rich-text';

export const ZItemType = z.enum(ITEM_TYPES, { error: 'not_found' });

/** points[] of §3.1: experience per category. */
export const ZPoints = z.array(
  z.object({ categoryId: z.enum(EXPERIENCE_CATEGORIES), point: z.number().int().min(0, { error: 'error_lessZero' }) }),
);

/**
 * An item's document as the database stores it (content_items draft and published, content_versions document): the
 * outputs of its type's forms merged (FORMS, forms.ts), with the values saving derives. Its type is another column, and
 * seeded and older documents hold what their writers wrote, so its fields are read as unknown and checked where used.
 */
export type TItemDocument = Record<string, unknown>;

/** Whether a value is an object to read field by field: a document, or one of the objects a document holds. */
export const isDocument = (value: unknown): value is TItemDocument =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored document of an item, common part. Type-specific fields (sections, questions, sets, ...) ride
 * along and are checked by the type's own schema.
 */
export const ZContentDocument = z
  .object({
    title: z.string().trim().min(1, { error: 'error_isRequired' }).max(200),
    description: ZRichText,
    /** The description's plain text, derived on every write (cards, search, change detection). */
    descPlain: z.string().optional(),
    language: z.enum(CONTENT_LANGUAGES).default('en'),
    thumbnail: z.object({ id: z.string(), url: z.string() }).nullable().default(null),
    skillLevel: z.enum(CONTENT_SKILL_LEVELS).optional(),
    /** Minutes. */
    duration: z.number().int().min(0, { error: 'error_lessZero' }).optional(),
    points: ZPoints.default([]),
    topicIds: z.array(z.number().int()).default([]),
    industryIds: z.array(z.number().int()).default([]),
  })
  .catchall(z.unknown());
export type TContentDocument = z.infer<typeof ZContentDocument>;

/** A content item as cards and lists display it (§3.1 display fields). */
export const ZItemCard = z.object({
  id: z.string(),
  type: ZItemType,
  slug: z.string(),
  title: z.string(),
  descPlain: z.string(),
  thumbnail: z.object({ url: z.string() }).nullable(),
  skillLevel: z.enum(CONTENT_SKILL_LEVELS).nullable(),
  language: z.enum(CONTENT_LANGUAGES),
  duration: z.number().int().nullable(),
  points: ZPoints,
  premium: z.boolean(),
  published: z.boolean(),
  startTime: z.string().nullable(),
  /** Quizzes only: how many questions the published quiz asks (§3.1 questionsCount). */
  questionsCount: z.number().int().optional(),
  /**
   * Live sessions only (§2.10): the end instant, the host's offset (minutes east of UTC) and whether a recording of
   * the session is attached. Absent from cards stored before they were kept.
   */
  live: z.object({ endTime: z.string(), utcOffset: z.number().int(), recording: z.boolean() }).optional(),
  /** Whether the item holds a lab step (§3.1 withLab): tutorials whose published steps include one. */
  withLab: z.boolean(),
  /** How many times the item was viewed (one view per viewer and day); absent for an item without a search row. */
  views: z.number().int().optional(),
  /** The item's ratings: the plain average to one decimal and how many; absent while nobody rated it. */
  rating: z.object({ average: z.number(), count: z.number().int() }).optional(),
});
export type TItemCard = z.infer<typeof ZItemCard>;

/**
 * A contained item as extends maps answer it (§7.4): its card (a draft's, for one never published), with the manual
 * duration a container may set instead of its contents' sum (§3.1 withManual, manualDuration).
 */
export const ZMapCard = ZItemCard.extend({ withManual: z.boolean(), manualDuration: z.number().nullable() });
export type TMapCard = z.infer<typeof ZMapCard>;

/** GET /api/learn/home: the newest published items per type, with each type's total. */
export const ZHomeSection = z.object({ type: ZItemType, total: z.number().int(), items: z.array(ZItemCard) });
export const ZHome = z.object({ sections: z.array(ZHomeSection) });
export type THome = z.infer<typeof ZHome>;
