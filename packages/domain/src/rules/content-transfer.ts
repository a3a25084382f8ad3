/** Rules of the JSON export and import of learning content (issue 25), computed without I/O. */
import type { TErrorKey, TFieldError } from '../errors';
import { isRichText, sanitizeRichText, ZRichText } from './rich-text';
import { slugify } from './slug';

/**
 * The canonical JSON of a value, which the signature covers: object keys sorted by UTF-16 code units, no whitespace,
 * members whose value is undefined left out (as JSON.stringify does), strings and numbers as JSON.stringify writes
 * them. For the strings, numbers, booleans, nulls, arrays and plain objects a document holds this is RFC 8785.
 */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value))
    return `[${value.map((entry) => (entry === undefined ? 'null' : canonicalJson(entry))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.keys(value)
      .sort()
      .flatMap((key) => {
        const member = (value as Record<string, unknown>)[key];
        return member === undefined ? [] : [`${JSON.stringify(key)}:${canonicalJson(member)}`];
      });
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/** The rich-text fields whose refusal has a key of its own (§8); every other rich-text field answers the description's. */
const KEY_OF_FIELD: Readonly<Record<string, TErrorKey>> = {
  description: 'importJson_InvalidParameter_description',
  careerGoals: 'importJson_InvalidParameter_careerGoals',
  objective: 'importJson_InvalidParameter_objective',
};

type TPath = readonly (string | number)[];

/** The field a value sits in: the last named segment of its path (`sections.0.body` → body). */
const fieldOf = (path: TPath) => [...path].reverse().find((segment) => typeof segment === 'string');

export const importKeyOfField = (path: TPath): TErrorKey =>
  KEY_OF_FIELD[fieldOf(path) ?? ''] ?? 'importJson_InvalidParameter_description';

/**
 * Why one imported rich-text document is refused, or null: nested too deep or not a document (ZRichText), a code
 * block past CODE_BLOCK_MAX_LINES (`richText_codeBlock_too_long`), or anything the allow-list would drop or change
 * (DESIGN §6: what an import brings in is what the editor could have saved, nothing more).
 */
const richTextProblem = (value: unknown, path: TPath): TErrorKey | null => {
  const parsed = ZRichText.safeParse(value);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.message === 'richText_codeBlock_too_long');
    return tooLong ? 'richText_codeBlock_too_long' : importKeyOfField(path);
  }
  return canonicalJson(sanitizeRichText(parsed.data)) === canonicalJson(value) ? null : importKeyOfField(path);
};

/**
 * The rich-text problems of imported forms, each at its path under `prefix`: every rich-text document wherever it
 * sits (a step's body, an option, a plan's field), and a description, objective or careerGoals that holds anything but
 * a document (null and absent are fine: a draft may leave them empty).
 */
export const richTextImportProblems = (forms: unknown, prefix: TPath = []): TFieldError[] => {
  const problems: TFieldError[] = [];
  const pending: { value: unknown; path: TPath }[] = [{ value: forms, path: prefix }];
  while (pending.length) {
    const { value, path } = pending.pop() as { value: unknown; path: TPath };
    const field = path[path.length - 1];
    if (isRichText(value)) {
      const key = richTextProblem(value, path);
      if (key) problems.push({ path: path.join('.'), key });
    } else if (typeof field === 'string' && field in KEY_OF_FIELD && value !== null && value !== undefined) {
      problems.push({ path: path.join('.'), key: importKeyOfField(path) });
    } else if (typeof value === 'object' && value !== null) {
      // Children pushed last first, so that problems come in the document's order.
      const children = Array.isArray(value)
        ? value.map((entry, index) => ({ value: entry, path: [...path, index] }))
        : Object.entries(value).map(([key, entry]) => ({ value: entry, path: [...path, key] }));
      for (let index = children.length - 1; index >= 0; index--) pending.push(children[index] as (typeof children)[0]);
    }
  }
  return problems;
};

/** The file an export downloads as: `{type}-{slug of the title}.json` ('tutorial-build-a-kart.json'). */
export const transferFileName = (type: string, title: unknown) =>
  `${type}-${slugify(typeof title === 'string' ? title : '')}.json`;

/** What a reference names: an item ('ltu_42'), a stored file ('{32 hex}.png'), a tag (its number), a user. */
export type TReferenceKind = 'item' | 'file' | 'tag' | 'user';
/** One id a form names, with its path in the forms and the field it sits in. */
export type TReference = { kind: TReferenceKind; id: string | number; path: string; field: string };

/** Lists of item ids in the forms of every type (§3): contents, skills, competencies, prerequisites, missions, ... */
const ITEM_LIST_FIELDS = new Set([
  'contentIds',
  'skillIds',
  'competencyIds',
  'prerequisiteIds',
  'missionIds',
  'recommendedNextPathways',
  'highlightIds',
  'replacementContentIds',
  'prerequisites',
]);
/** Assessment lists (§3.3): entries {op, value} whose value is an item id. */
const ASSESSMENT_FIELDS = new Set(['assessmentItem', 'assessmentItems']);
const TAG_LIST_FIELDS = new Set(['topicIds', 'industryIds', 'tagIds']);
/** Fields holding one stored file's id: thumbnails, badges, videos. */
const FILE_FIELDS = new Set([
  'thumbnailId',
  'overviewVideoId',
  'badgeThumbnailId',
  'acclaimBadge',
  'completeVideoId',
  'previousVideoId',
]);
const USER_FIELDS = new Set(['ownerId', 'authorId']);
/** An image or video of rich text names its stored file by its URL (rules/rich-text-image.ts). */
const STORED_FILE_URL = /^\/files\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/;

type TKeep = (reference: TReference) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A rich-text document without the images and videos whose files `keep` refuses. */
const filterRichText = (node: Record<string, unknown>, path: TPath, keep: TKeep): Record<string, unknown> | null => {
  if (node.type === 'image' || node.type === 'video') {
    const src = isObject(node.attrs) && typeof node.attrs.src === 'string' ? node.attrs.src : '';
    const id = STORED_FILE_URL.exec(src)?.[1];
    if (id && !keep({ kind: 'file', id, path: [...path, 'attrs', 'src'].join('.'), field: 'src' })) return null;
  }
  if (!Array.isArray(node.content)) return node;
  const content = node.content.flatMap((child: unknown, index) => {
    if (!isObject(child)) return [child];
    const kept = filterRichText(child, [...path, 'content', index], keep);
    return kept ? [kept] : [];
  });
  return { ...node, content };
};

const filterField = (field: string, value: unknown, path: TPath, keep: TKeep): unknown => {
  const at = (...rest: (string | number)[]) => [...path, ...rest].join('.');
  if (ITEM_LIST_FIELDS.has(field) && Array.isArray(value))
    return value.filter((id, index) => typeof id !== 'string' || keep({ kind: 'item', id, path: at(index), field }));
  if (ASSESSMENT_FIELDS.has(field) && Array.isArray(value))
    return value.filter(
      (entry, index) =>
        !(isObject(entry) && typeof entry.value === 'string') ||
        keep({ kind: 'item', id: entry.value, path: at(index, 'value'), field }),
    );
  if (TAG_LIST_FIELDS.has(field) && Array.isArray(value))
    return value.filter((id, index) => typeof id !== 'number' || keep({ kind: 'tag', id, path: at(index), field }));
  if (FILE_FIELDS.has(field) && typeof value === 'string' && value)
    return keep({ kind: 'file', id: value, path: at(), field }) ? value : undefined;
  if (USER_FIELDS.has(field) && typeof value === 'string' && value)
    return keep({ kind: 'user', id: value, path: at(), field }) ? value : undefined;
  return filterReferences(value, keep, path);
};

/**
 * Forms without the references `keep` refuses (§5: ids not found are dropped): an id leaves its list, an assessment
 * entry or a material of an unknown upload leaves its list, a file or person field is left empty (undefined), an image
 * or video leaves its rich text. `keep` sees every reference once, in the document's order.
 */
export const filterReferences = (value: unknown, keep: TKeep, path: TPath = []): unknown => {
  if (isRichText(value)) return filterRichText(value as unknown as Record<string, unknown>, path, keep);
  if (Array.isArray(value))
    return value.flatMap((entry: unknown, index) => {
      const attachmentId = isObject(entry) ? entry.attachmentId : undefined;
      const at = [...path, index];
      if (
        typeof attachmentId === 'string' &&
        attachmentId &&
        !keep({ kind: 'file', id: attachmentId, path: [...at, 'attachmentId'].join('.'), field: 'attachmentId' })
      )
        return [];
      return [filterReferences(entry, keep, at)];
    });
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, entry]) => [field, filterField(field, entry, [...path, field], keep)]),
  );
};

/** Every reference of the forms, in the document's order. */
export const referencesIn = (value: unknown): TReference[] => {
  const found: TReference[] = [];
  filterReferences(value, (reference) => {
    found.push(reference);
    return true;
  });
  return found;
};
