/**
 * How a form becomes the fields an item's document is written with, for a draft save, a new draft and a publish alike:
 * parsed by the type's form schema, rich text sanitised, what it points at checked (unknown ids dropped), values
 * derived.
 */
import { AppError, type TFieldError } from '@questline/domain/errors';
import { ITEM_TYPES } from '@questline/domain/ids';
import { authoringRefusal } from '@questline/domain/rules/authoring-rights';
import { estimationParts } from '@questline/domain/rules/computed';
import type { TAssessment, TSet } from '@questline/domain/rules/editor';
import { isRichText, sanitizeRichText } from '@questline/domain/rules/rich-text';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import { formSchema, type TFormName } from '@questline/domain/schemas/forms';
import { validate } from '@questline/domain/validation';
import type { TDbOrTx } from '../../db/client';
import { findItems, type TContentRow, userExists } from '../content/content.repository';
import { findFiles } from '../files/files.repository';
import { refuseLabSyntax, type TLabSection } from '../labs/lab-syntax';
import { derive } from './derived-fields';
import { asDocument, invalid, type TActor, type TEditableType } from './editable-item';
import { byItemId, documentsOf, idsOf, listOf, stringsOf } from './item-refs';

/** The form that carries a type's estimated hours and minutes, from which its duration is derived (§2.13, §3.6). */
const ESTIMATION_FORM: Partial<Record<TEditableType, TFormName>> = { tutorial: 'steps', quiz: 'details' };

/**
 * A tutorial's or quiz's estimation as hours and minutes when a body names neither part: taken from the previous
 * document's own parts, else from its duration (seed items store only the duration, §3.4, §3.6). Without this a
 * save or a publish that leaves the estimation alone would reset the duration to 0.
 */
export const withEstimation = (type: TEditableType, body: unknown, previous: TItemDocument | undefined): unknown => {
  if (!ESTIMATION_FORM[type] || !isDocument(body)) return body;
  if ('estimationInHour' in body || 'estimationInMinute' in body || !previous) return body;
  const parts =
    typeof previous.estimationInHour === 'number' || typeof previous.estimationInMinute === 'number'
      ? { estimationInHour: previous.estimationInHour, estimationInMinute: previous.estimationInMinute }
      : estimationParts(typeof previous.duration === 'number' ? previous.duration : 0);
  return { ...parts, ...body };
};

const sanitized = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sanitized);
  if (isRichText(value)) return sanitizeRichText(value);
  if (isDocument(value)) return sanitizeForm(value);
  return value;
};

/** DESIGN §6: every rich-text document in a form goes through the allow-list, wherever it sits. */
export const sanitizeForm = (form: TItemDocument): TItemDocument =>
  Object.fromEntries(Object.entries(form).map(([field, value]) => [field, sanitized(value)]));

const FILE_FIELDS = ['thumbnailId', 'overviewVideoId', 'badgeThumbnailId', 'acclaimBadge', 'completeVideoId'] as const;

/** A file id a form refers to, with its field path and, for an attachment, the entry that names it. */
type TFileReference = { path: string; id: string; entry?: TItemDocument };

/** File ids a form refers to, with the field path each sits at. */
const fileReferences = (form: TItemDocument): TFileReference[] => {
  const found: TFileReference[] = [];
  for (const field of FILE_FIELDS) {
    const id = form[field];
    if (typeof id === 'string' && id) found.push({ path: field, id });
  }
  /** Materials and files: links {name, url} or uploads {attachmentId}. */
  const attachmentsIn = (list: unknown, path: string) =>
    listOf(list).forEach((material, index) => {
      const id = isDocument(material) && material.type === 'file' ? material.attachmentId : undefined;
      if (typeof id === 'string' && id && isDocument(material))
        found.push({ path: `${path}.${index}.attachmentId`, id, entry: material });
    });
  for (const plan of ['educatorPlan', 'solutionPlan'] as const) {
    const value = form[plan];
    if (isDocument(value)) attachmentsIn(value.materials, `${plan}.materials`);
  }
  for (const list of ['materials', 'documents'] as const) attachmentsIn(form[list], list);
  const resources = form.educatorResources;
  if (isDocument(resources)) attachmentsIn(resources.files, 'educatorResources.files');
  // The asset's downloads (§3.1 asset.uploads) name their files as materials do, without a type.
  const asset = form.asset;
  if (isDocument(asset))
    listOf(asset.uploads).forEach((upload, index) => {
      const id = isDocument(upload) ? upload.attachmentId : undefined;
      if (typeof id === 'string' && id && isDocument(upload))
        found.push({ path: `asset.uploads.${index}.attachmentId`, id, entry: upload });
    });
  return found;
};

/** The owners and authors an item has now (its columns and its draft): naming one of them again hands nothing over. */
type THolders = {
  ownerIds: readonly (string | null | undefined)[];
  authorIds: readonly (string | null | undefined)[];
};

export const holdersOf = (row: TContentRow): THolders => {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    ownerIds: [row.ownerId, text(row.draft.ownerId)],
    authorIds: [row.authorId, text(row.draft.authorId)],
  };
};

/**
 * Another author, or an owner other than the actor, gives someone else edit rights: only those who may edit the
 * item whoever owns it (editors and admins of each language it has) may do that.
 */
const refuseHandOverUnlessEditor = (actor: TActor, type: TEditableType, languages: readonly string[]) => {
  for (const language of new Set(languages)) {
    if (authoringRefusal(actor, 'edit', { type, language, ownerId: null, authorId: null }) !== null)
      throw new AppError('forbidden');
  }
};

/** The id lists of each type's forms with the item types each accepts (§3.2, §3.3, §3.5). */
const ID_LISTS: Partial<Record<TEditableType, Record<string, readonly string[]>>> = {
  project: { contentIds: ['tutorial', 'quiz'] },
  course: { contentIds: ['tutorial', 'project', 'quiz'] },
  liveSession: { contentIds: ['tutorial', 'project', 'course'] },
  mission: { competencyIds: ['competency'], prerequisiteIds: ['mission'] },
  pathway: { missionIds: ['mission'], recommendedNextPathways: ['pathway'], highlightIds: ITEM_TYPES },
  skill: { contentIds: ['tutorial'] },
  competency: { skillIds: ['skill'] },
};
/** What an assessment list may name (§3.3), and what a mission's content sets may hold. */
const ASSESSED_TYPES = ['tutorial', 'quiz', 'project', 'course', 'mission'];
export const SET_CONTENT_TYPES = ['tutorial', 'quiz', 'project', 'course'];
const ASSESSMENT_FIELD: Partial<Record<TEditableType, string>> = {
  mission: 'assessmentItem',
  pathway: 'assessmentItems',
};

/**
 * Ids that resolve to no item of a type their list accepts are dropped (§5: ids not found are dropped), in plain
 * lists, assessment lists and content sets; so is the item itself where it would name itself (its own prerequisite,
 * recommendation or assessment). A pathway keeps map positions only for the missions it still holds.
 */
const dropUnknownIds = async (db: TDbOrTx, type: TEditableType, form: TItemDocument, selfId?: number) => {
  const lists = Object.entries(ID_LISTS[type] ?? {}).filter(([field]) => Array.isArray(form[field]));
  const assessmentField = ASSESSMENT_FIELD[type];
  const assessment =
    assessmentField && Array.isArray(form[assessmentField]) ? (form[assessmentField] as TAssessment[]) : null;
  const sets = type === 'mission' && Array.isArray(form.customContents) ? (form.customContents as TSet[]) : null;
  const named = [
    ...lists.flatMap(([field]) => stringsOf(form[field])),
    ...(assessment ?? []).map((entry) => entry.value),
    ...(sets ?? []).flatMap((set) => set.contentIds),
  ];
  const rows = byItemId(await findItems(db, idsOf(named)));
  const known = (types: readonly string[]) => (id: string) => {
    const row = rows.get(id);
    return row !== undefined && types.includes(row.type) && row.id !== selfId;
  };
  for (const [field, types] of lists) form[field] = stringsOf(form[field]).filter(known(types));
  if (assessmentField && assessment)
    form[assessmentField] = assessment.filter((entry) => known(ASSESSED_TYPES)(entry.value));
  if (sets)
    form.customContents = sets.map((set) => ({ ...set, contentIds: set.contentIds.filter(known(SET_CONTENT_TYPES)) }));
  const positions = form.missionPosition;
  if (type === 'pathway' && isDocument(positions) && Array.isArray(form.missionIds)) {
    const kept = new Set(stringsOf(form.missionIds));
    form.missionPosition = Object.fromEntries(Object.entries(positions).filter(([id]) => kept.has(id)));
  }
};

/**
 * Checks what a form points at: files, the owner and the author must exist; a new owner other than the actor or a
 * new author only from those who may hand the item over; content ids that resolve to no item of an allowed type are
 * dropped (§5).
 */
const resolveReferences = async (
  db: TDbOrTx,
  input: {
    type: TEditableType;
    form: TItemDocument;
    actor: TActor;
    languages: readonly string[];
    holders: THolders;
    selfId?: number;
  },
) => {
  const { form, holders } = input;
  const errors: TFieldError[] = [];
  const references = fileReferences(form);
  const existing = new Map(
    (
      await findFiles(
        db,
        references.map((reference) => reference.id),
      )
    ).map((file) => [file.id, file.size]),
  );
  for (const reference of references) {
    const size = existing.get(reference.id);
    if (size === undefined) errors.push({ path: reference.path, key: 'invalid_request' });
    // Learner pages show an attachment's size: the stored file's, never what the form claimed.
    else if (reference.entry) reference.entry.size = size;
  }
  const { ownerId, authorId } = form;
  const newOwner =
    typeof ownerId === 'string' && ownerId !== input.actor.id && !holders.ownerIds.includes(ownerId) ? ownerId : null;
  const newAuthor = typeof authorId === 'string' && !holders.authorIds.includes(authorId) ? authorId : null;
  if (newOwner !== null && !(await userExists(db, newOwner))) errors.push({ path: 'ownerId', key: 'invalid_request' });
  if (newAuthor !== null && !(await userExists(db, newAuthor)))
    errors.push({ path: 'authorId', key: 'invalid_request' });
  if (errors.length) throw invalid(errors);
  if (newOwner !== null || newAuthor !== null) refuseHandOverUnlessEditor(input.actor, input.type, input.languages);

  await dropUnknownIds(db, input.type, form, input.selfId);
};

/**
 * A parsed form (one form for a save, every form for a publish) as the fields it writes: rich text sanitised, its
 * references checked and unknown ids dropped, derived values added.
 */
export const formFields = async (
  db: TDbOrTx,
  input: {
    type: TEditableType;
    form: TItemDocument;
    actor: TActor;
    languages: readonly string[];
    holders: THolders;
    selfId?: number;
  },
): Promise<TItemDocument> => {
  const form = sanitizeForm(input.form);
  await resolveReferences(db, { ...input, form });
  return { ...form, ...derive(input.type, form) };
};

/** Validates one form for a draft save (format rules only, §4.1) and turns it into the fields it writes. */
export const draftFields = async (
  db: TDbOrTx,
  input: {
    type: TEditableType;
    form: TFormName;
    body: unknown;
    actor: TActor;
    languages: readonly string[];
    holders: THolders;
    previous?: TItemDocument;
    selfId?: number;
  },
) => {
  const schema = formSchema('draft', input.type, input.form);
  if (!schema) throw new AppError('not_found');
  const body =
    input.form === ESTIMATION_FORM[input.type] ? withEstimation(input.type, input.body, input.previous) : input.body;
  const parsed = validate(schema, body);
  if (!parsed.ok) throw invalid(parsed.errors);
  if (input.type === 'tutorial' && input.form === 'steps')
    refuseLabSyntax(documentsOf(asDocument(parsed.data).sections) as TLabSection[]);
  return formFields(db, { ...input, form: parsed.data });
};
