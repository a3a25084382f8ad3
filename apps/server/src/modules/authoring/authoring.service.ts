import { randomUUID } from 'node:crypto';
import { AppError, type TErrorKey, type TFieldError } from '@questline/domain/errors';
import { ITEM_TYPES, itemId, parseItemId, type TItemType } from '@questline/domain/ids';
import { authoringRefusal } from '@questline/domain/roles';
import {
  containedDuration,
  estimatedPoints,
  estimationMinutes,
  estimationParts,
} from '@questline/domain/rules/computed';
import {
  createSet,
  ensureDefaultSet,
  internalOnlyAddRefusal,
  type TAssessment,
  type TSet,
} from '@questline/domain/rules/editor';
import { liveSessionDuration, parseLiveRange } from '@questline/domain/rules/ranges';
import { richTextPlain, sanitizeRichText, type TRichText } from '@questline/domain/rules/rich-text';
import { detailUrl } from '@questline/domain/rules/urls';
import { CREATOR_ITEM_TYPES } from '@questline/domain/schemas/creator';
import { ZMissionAddSet } from '@questline/domain/schemas/editor-content';
import { FORMS, formsOf, PUBLISH_SCHEMAS, type TFormName } from '@questline/domain/schemas/forms';
import type { TMe } from '@questline/domain/schemas/session';
import { validate } from '@questline/domain/validation';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { presentMapCard } from '../content/content.presenter';
import {
  existingFileIds,
  findItem,
  findItemForUpdate,
  findItems,
  insertItem,
  latestVersion,
  replaceEdges,
  type TContentRow,
  updateItem,
  userExists,
} from '../content/content.repository';
import { freeSlug, publishItem } from '../content/content.service';
import { authoringTarget, refuseUnless } from './authoring.policy';
import { keepBadgeItem } from './badge-item';
import { liveSessionBegin, missionIsInternal } from './editor-read';
import {
  byItemId,
  childFacts,
  idsOf,
  isInternalOnly,
  listOf,
  stringsOf,
  type TDocument,
  type TEdges,
} from './item-refs';
import { missionPublishPlan, type TVersionChange } from './mission-publish';
import { pathwayPublishPlan } from './pathway-publish';

/** The types whose editors are built (the creator dashboard lists the same); the others follow with their issues. */
export const EDITABLE_TYPES = CREATOR_ITEM_TYPES;
export type TEditableType = (typeof EDITABLE_TYPES)[number];
export type { TFormName };
/** The save endpoints of each type, one per editor form (§2.12, §7.1–§7.2). */
export const FORMS_OF = Object.fromEntries(EDITABLE_TYPES.map((type) => [type, formsOf(type)])) as unknown as Record<
  TEditableType,
  readonly TFormName[]
>;

/** The types that contain other items (§3.5): their content is checked, totalled and linked at publish. */
type TContainerType = 'project' | 'course';
const isContainer = (type: TEditableType): type is TContainerType => type === 'project' || type === 'course';

/** The form that carries a type's estimated hours and minutes, from which its duration is derived (§2.13, §3.6). */
const ESTIMATION_FORM: Partial<Record<TEditableType, TFormName>> = { tutorial: 'steps', quiz: 'details' };

type TActor = Pick<TMe, 'id' | 'roles'>;

const invalid = (errors: TFieldError[], key?: TErrorKey) =>
  new AppError(key ?? errors[0]?.key ?? 'invalid_request', { fields: errors });

/** 'ltu_42' of the route's type → 42; anything else is not found. */
export const numericId = (type: TEditableType, id: string) => {
  const parsed = parseItemId(id);
  if (!parsed || parsed.type !== type) throw new AppError('not_found');
  return parsed.id;
};

/** DESIGN §4: a save names the revision it was made from; another save since then answers 412. */
const checkRevision = (row: TContentRow, ifMatch: string | undefined) => {
  if (ifMatch === undefined) return;
  const expected = ifMatch.replace(/^W\//, '').replaceAll('"', '').trim();
  if (expected !== '*' && expected !== String(row.revision)) throw new AppError('resource_updated_elsewhere');
};

const isDoc = (value: unknown): value is TRichText =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc';

/** DESIGN §6: every rich-text document in a form goes through the allow-list, wherever it sits. */
const sanitizeDocuments = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sanitizeDocuments);
  if (isDoc(value)) return sanitizeRichText(value);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, sanitizeDocuments(entry)]));
  return value;
};

/** File ids a form refers to, with the field path each sits at. */
const fileReferences = (form: TDocument): { path: string; id: string }[] => {
  const found: { path: string; id: string }[] = [];
  for (const field of [
    'thumbnailId',
    'overviewVideoId',
    'badgeThumbnailId',
    'acclaimBadge',
    'completeVideoId',
  ] as const) {
    const id = form[field];
    if (typeof id === 'string' && id) found.push({ path: field, id });
  }
  for (const plan of ['educatorPlan', 'solutionPlan'] as const) {
    const materials = (form[plan] as { materials?: { type: string; attachmentId?: string }[] } | null)?.materials;
    materials?.forEach((material, index) => {
      if (material.type === 'file' && material.attachmentId)
        found.push({ path: `${plan}.materials.${index}.attachmentId`, id: material.attachmentId });
    });
  }
  for (const list of ['materials', 'documents'] as const) {
    (form[list] as { type: string; attachmentId?: string }[] | undefined)?.forEach((material, index) => {
      if (material.type === 'file' && material.attachmentId)
        found.push({ path: `${list}.${index}.attachmentId`, id: material.attachmentId });
    });
  }
  const resources = form.educatorResources as { files?: { type: string; attachmentId?: string }[] } | undefined;
  resources?.files?.forEach((file, index) => {
    if (file.type === 'file' && file.attachmentId)
      found.push({ path: `educatorResources.files.${index}.attachmentId`, id: file.attachmentId });
  });
  return found;
};

/** The owners and authors an item has now (its columns and its draft): naming one of them again hands nothing over. */
type THolders = { ownerIds: readonly (string | null | undefined)[]; authorIds: readonly (string | null | undefined)[] };

const holdersOf = (row: TContentRow): THolders => {
  const draft = row.draft as TDocument;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { ownerIds: [row.ownerId, text(draft.ownerId)], authorIds: [row.authorId, text(draft.authorId)] };
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

/**
 * Checks what a form points at: files, the owner and the author must exist; a new owner other than the actor or a
 * new author only from those who may hand the item over; content ids that resolve to no item of an allowed type are
 * dropped (§5).
 */
const resolveReferences = async (
  db: TDbOrTx,
  input: {
    type: TEditableType;
    form: TDocument;
    actor: TActor;
    languages: readonly string[];
    holders: THolders;
    selfId?: number;
  },
) => {
  const { form } = input;
  const errors: TFieldError[] = [];
  const references = fileReferences(form);
  const existing = new Set(
    await existingFileIds(
      db,
      references.map((reference) => reference.id),
    ),
  );
  for (const reference of references) {
    if (!existing.has(reference.id)) errors.push({ path: reference.path, key: 'invalid_request' });
  }
  const newOwner =
    typeof form.ownerId === 'string' &&
    form.ownerId !== input.actor.id &&
    !input.holders.ownerIds.includes(form.ownerId);
  const newAuthor = typeof form.authorId === 'string' && !input.holders.authorIds.includes(form.authorId);
  if (newOwner && !(await userExists(db, form.ownerId as string)))
    errors.push({ path: 'ownerId', key: 'invalid_request' });
  if (newAuthor && !(await userExists(db, form.authorId as string)))
    errors.push({ path: 'authorId', key: 'invalid_request' });
  if (errors.length) throw invalid(errors);
  if (newOwner || newAuthor) refuseHandOverUnlessEditor(input.actor, input.type, input.languages);

  await dropUnknownIds(db, input.type, form, input.selfId);
  return form;
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
const SET_CONTENT_TYPES = ['tutorial', 'quiz', 'project', 'course'];
const ASSESSMENT_FIELD: Partial<Record<TEditableType, string>> = {
  mission: 'assessmentItem',
  pathway: 'assessmentItems',
};

/**
 * Ids that resolve to no item of a type their list accepts are dropped (§5: ids not found are dropped), in plain
 * lists, assessment lists and content sets; so is the item itself where it would name itself (its own prerequisite,
 * recommendation or assessment). A pathway keeps map positions only for the missions it still holds.
 */
const dropUnknownIds = async (db: TDbOrTx, type: TEditableType, form: TDocument, selfId?: number) => {
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
  const positions = form.missionPosition as Record<string, unknown> | undefined;
  if (type === 'pathway' && positions && Array.isArray(form.missionIds)) {
    const kept = new Set(stringsOf(form.missionIds));
    form.missionPosition = Object.fromEntries(Object.entries(positions).filter(([id]) => kept.has(id)));
  }
};

/** A kept id when it is one and not taken yet in its list, else a new `{prefix}` + 8 hex one. */
const keptOrNewId = (prefix: string, id: unknown, taken: Set<string>) => {
  const kept = typeof id === 'string' && id.length > 0 && !taken.has(id) ? id : `${prefix}${randomUUID().slice(0, 8)}`;
  taken.add(kept);
  return kept;
};

/**
 * A quiz's questions with ids on every question and option (§3.6): ids sent back are kept, so learners' answers stay
 * attached across saves; new entries (and repeats of an id already used) get new ones.
 */
const withQuestionIds = (questions: TDocument[]) => {
  const questionIds = new Set<string>();
  return questions.map((question) => {
    const optionIds = new Set<string>();
    const options = Array.isArray(question.options) ? (question.options as TDocument[]) : [];
    return {
      ...question,
      id: keptOrNewId('q', question.id, questionIds),
      options: options.map((option) => ({ ...option, id: keptOrNewId('o', option.id, optionIds) })),
    };
  });
};

/**
 * Values derived on every save: plain text, the thumbnail's URL, step and question ids, the duration; a mission's
 * badge thumbnail and default set.
 */
const derive = (type: TEditableType, form: TDocument): TDocument => {
  const derived: TDocument = {};
  if ('description' in form) derived.descPlain = richTextPlain(form.description as TRichText | undefined);
  if ('thumbnailId' in form) {
    const id = form.thumbnailId as string | null | undefined;
    derived.thumbnail = id ? { id, url: `/files/${id}` } : null;
  }
  if (type === 'tutorial' && Array.isArray(form.sections)) {
    derived.sections = (form.sections as TDocument[]).map((section) => ({
      ...section,
      id: section.id || `s${randomUUID().slice(0, 8)}`,
    }));
    derived.duration = estimationMinutes(form as { estimationInHour?: number; estimationInMinute?: number });
  }
  if (type === 'quiz') {
    if (Array.isArray(form.questions)) derived.questions = withQuestionIds(form.questions as TDocument[]);
    if ('estimationInHour' in form || 'estimationInMinute' in form)
      derived.duration = estimationMinutes(form as { estimationInHour?: number; estimationInMinute?: number });
  }
  if (type === 'mission') {
    if ('badgeThumbnailId' in form) {
      const id = form.badgeThumbnailId as string | null | undefined;
      derived.badgeThumbnail = id ? { id, url: `/files/${id}` } : null;
    }
    // §4.3: without a default (or with a deleted one) the first set is the default.
    if (Array.isArray(form.customContents))
      derived.defaultSet = ensureDefaultSet(form.customContents as TSet[], form.defaultSet as string | null);
  }
  // §9: a skill's manual duration counts only with withManual set, else it is 0.
  if (type === 'skill' && 'withManual' in form && form.withManual !== true) derived.manualDuration = 0;
  if (type === 'liveSession') Object.assign(derived, liveSessionDerived(form));
  return derived;
};

/**
 * A live session's stored range, duration and recording (§3.7, §5, §9): `begin` ('start#end') read into
 * rangeTime {startTime, endTime}, the duration end − start in minutes, and the previous video as {id, url, title}.
 */
const liveSessionDerived = (form: TDocument): TDocument => {
  const derived: TDocument = {};
  if (typeof form.begin === 'string') {
    const range = parseLiveRange(form.begin);
    // Stored as UTC instants in one format, so the calendar compares and orders them as text.
    derived.rangeTime = range && {
      startTime: new Date(range.startTime).toISOString(),
      endTime: new Date(range.endTime).toISOString(),
    };
    derived.duration = liveSessionDuration(range?.startTime, range?.endTime);
  }
  if ('previousVideoId' in form) {
    const id = form.previousVideoId as string | null | undefined;
    const title = typeof form.previousVideoTitle === 'string' ? form.previousVideoTitle : '';
    derived.previousVideo = id ? { id, url: `/files/${id}`, title } : null;
  }
  return derived;
};

/**
 * A tutorial's or quiz's estimation as hours and minutes when a body names neither part: taken from the previous
 * document's own parts, else from its duration (seed items store only the duration, §3.4, §3.6). Without this a
 * save or a publish that leaves the estimation alone would reset the duration to 0.
 */
const withEstimation = (type: TEditableType, body: unknown, previous: TDocument | undefined): unknown => {
  if (!ESTIMATION_FORM[type] || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  if ('estimationInHour' in body || 'estimationInMinute' in body || !previous) return body;
  const parts =
    typeof previous.estimationInHour === 'number' || typeof previous.estimationInMinute === 'number'
      ? { estimationInHour: previous.estimationInHour, estimationInMinute: previous.estimationInMinute }
      : estimationParts(typeof previous.duration === 'number' ? previous.duration : 0);
  return { ...parts, ...body };
};

const formSchema = (type: TEditableType, form: TFormName) => {
  if (!FORMS_OF[type].includes(form)) throw new AppError('not_found');
  return (FORMS.draft[type] as unknown as Record<TFormName, z.ZodType>)[form];
};

/** Validates one form for a draft save and turns it into the fields it writes into the draft document. */
const draftFields = async (
  db: TDbOrTx,
  input: {
    type: TEditableType;
    form: TFormName;
    body: unknown;
    actor: TActor;
    languages: readonly string[];
    holders: THolders;
    previous?: TDocument;
    selfId?: number;
  },
) => {
  const parsed = validate(
    formSchema(input.type, input.form),
    input.form === ESTIMATION_FORM[input.type] ? withEstimation(input.type, input.body, input.previous) : input.body,
  );
  if (!parsed.ok) throw invalid(parsed.errors);
  const form = sanitizeDocuments(parsed.data) as TDocument;
  await resolveReferences(db, { ...input, form });
  return { ...form, ...derive(input.type, form) };
};

const asDocument = (body: unknown): TDocument =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as TDocument) : {};

/**
 * The published original a new translation names in `translationOf` (§3.1 source, §4.2): an item of the same type,
 * not itself a translation, in another language than the translation's.
 */
const translationSource = async (db: TDbOrTx, type: TEditableType, body: TDocument, language: unknown) => {
  const named = body.translationOf;
  if (named === undefined || named === null) return null;
  const parsed = typeof named === 'string' ? parseItemId(named) : null;
  const source = parsed?.type === type ? await findItem(db, parsed.id) : undefined;
  if (source?.status !== 'published' || source.sourceId !== null)
    throw invalid([{ path: 'translationOf', key: 'invalid_request' }]);
  if (typeof language !== 'string' || !language) throw invalid([{ path: 'language', key: 'error_isRequired' }]);
  if (language === source.language) throw invalid([{ path: 'language', key: 'invalid_request' }]);
  return source;
};

/**
 * What a translation starts from: the source's published document, its author's own fields left out, and the
 * source's badge item and version (a translated mission or pathway gets its own badge and starts at version 1).
 */
const translationBase = (source: TContentRow): TDocument => {
  const {
    authorId: _authorId,
    badgeId: _badgeId,
    versionRank: _versionRank,
    ...rest
  } = (source.published ?? {}) as TDocument;
  return rest;
};

/**
 * POST /api/learn/{type}/0/general (DESIGN §4): a new draft from its general form. With `translationOf` (the
 * prefixed id of a published original) the draft is a translation: it starts from the source's published document,
 * is linked to it, and records the source version it was made from.
 */
export const createDraft = async (db: TDbOrTx, input: { type: TEditableType; body: unknown; actor: TActor }) => {
  const body = asDocument(input.body);
  const target = { type: input.type, language: typeof body.language === 'string' ? body.language : 'en' };
  refuseUnless(input.actor, 'create', target);
  const source = await translationSource(db, input.type, body, body.language);
  // The actor authors the new item; any other owner is a hand-over.
  const fields = await draftFields(db, {
    ...input,
    form: 'general',
    languages: [target.language],
    holders: { ownerIds: [], authorIds: [input.actor.id] },
  });
  const title = typeof fields.title === 'string' ? fields.title.trim() : '';
  // A draft may be incomplete, but not nameless: the dashboard, the breadcrumb and the slug all need a title.
  if (!title) throw new AppError('error_isRequired', { fields: [{ path: 'title', key: 'error_isRequired' }] });
  const ownerId = (fields.ownerId as string | undefined) ?? input.actor.id;
  return insertItem(db, {
    type: input.type,
    slug: await freeSlug(db, input.type, title),
    language: (fields.language as string | undefined) ?? 'en',
    ownerId,
    authorId: input.actor.id,
    draft: { language: 'en', ...(source ? translationBase(source) : {}), ...fields, ownerId },
    ...(source ? { sourceId: source.id, sourceRevision: await latestVersion(db, source.id) } : {}),
  });
};

/** The item a write targets, locked, with the actor's right to perform `action` on it checked. */
const lockForWrite = async (
  db: TDbOrTx,
  input: { type: TEditableType; id: string; actor: TActor; ifMatch?: string },
  action: 'edit' | 'publish',
) => {
  const row = await findItemForUpdate(db, numericId(input.type, input.id));
  if (!row || row.type !== input.type) throw new AppError('not_found');
  refuseUnless(input.actor, action, authoringTarget(row));
  checkRevision(row, input.ifMatch);
  return row;
};

/**
 * A project's or course's duration and estimated points (§5), from its published-and-public children; a manual
 * duration, when set, is the duration shown.
 */
const containerTotals = async (db: TDbOrTx, document: TDocument) => {
  const childIds = idsOf(document.contentIds);
  const children = new Map((await findItems(db, childIds)).map((child) => [child.id, childFacts(child)]));
  const ordered = childIds.map((id) => children.get(id));
  return {
    duration: document.withManual === true ? Number(document.manualDuration ?? 0) : containedDuration(ordered),
    estimationPoints: estimatedPoints(ordered),
  };
};

/**
 * A skill's duration (§5): its manual duration when withManual is set, else the sum of the durations of its
 * tutorials that are both published and public.
 */
const skillDuration = async (db: TDbOrTx, document: TDocument) => {
  if (document.withManual === true) return Number(document.manualDuration ?? 0);
  const tutorialIds = idsOf(document.contentIds);
  const tutorials = new Map((await findItems(db, tutorialIds)).map((child) => [child.id, childFacts(child)]));
  return containedDuration(tutorialIds.map((id) => tutorials.get(id)));
};

/**
 * A form save (§4.1, §7.1–§7.2): format rules only, so a draft may stay incomplete. A project's or course's content
 * save recomputes its duration and points, so the draft shows the current values. The result is the item.
 */
export const saveForm = async (
  db: TDbOrTx,
  input: { type: TEditableType; id: string; form: TFormName; body: unknown; actor: TActor; ifMatch?: string },
) => {
  const row = await lockForWrite(db, input, 'edit');
  const language = checkLanguageChange(input.actor, 'edit', row, input.body);
  const fields = await draftFields(db, {
    ...input,
    languages: [row.language, language],
    holders: holdersOf(row),
    previous: row.draft as TDocument,
    selfId: row.id,
  });
  if (isContainer(input.type) && input.form === 'content') {
    Object.assign(fields, await containerTotals(db, { ...(row.draft as TDocument), ...fields }));
  }
  if (input.type === 'skill' && input.form === 'content') {
    fields.duration = await skillDuration(db, { ...(row.draft as TDocument), ...fields });
  }
  return writeDraft(db, row, fields);
};

/**
 * The language a save gives the item; moving it to another language needs the right to `action` on the item in
 * that language too.
 */
const checkLanguageChange = (actor: TActor, action: 'edit' | 'publish', row: TContentRow, body: unknown) => {
  const language = asDocument(body).language;
  if (typeof language !== 'string' || language === row.language) return row.language;
  refuseUnless(actor, action, { ...authoringTarget(row), language });
  return language;
};

/** The columns learners' reads and the rights use that follow the document's language and owner. */
const columnsOf = (row: TContentRow, document: TDocument) => ({
  language: typeof document.language === 'string' ? document.language : row.language,
  ownerId: typeof document.ownerId === 'string' ? document.ownerId : row.ownerId,
});

const writeDraft = (db: TDbOrTx, row: TContentRow, fields: TDocument) => {
  const draft = { ...(row.draft as TDocument), ...fields };
  return updateItem(db, row.id, {
    draft,
    // Before the first publish the columns follow the draft; after it only a publish moves them (learners keep
    // reading the published item until then).
    ...(row.status === 'draft' ? columnsOf(row, draft) : {}),
    revision: row.revision + 1,
  });
};

/** POST /api/learn/tutorial/{id}/addStep/{type}: the steps form as sent, plus a new empty step of the type. */
export const addStep = async (
  db: TDbOrTx,
  input: { id: string; stepType: string; body: unknown; actor: TActor; ifMatch?: string },
) => {
  const body = asDocument(input.body);
  const sections = Array.isArray(body.sections) ? body.sections : [];
  return saveForm(db, {
    ...input,
    type: 'tutorial',
    form: 'steps',
    body: { ...body, sections: [...sections, { type: input.stepType, title: '' }] },
  });
};

/**
 * General-form fields that documents written outside the editors (the seed) hold elsewhere: the owner in its column,
 * the thumbnail and a mission's badge thumbnail as {id, url}. Publishing reads them as the form would send them.
 */
const formFieldsOf = (row: TContentRow): TDocument => {
  const draft = row.draft as TDocument;
  const imageId = (field: string) => (draft[field] as { id?: unknown } | null | undefined)?.id;
  const thumbnailId = imageId('thumbnail');
  const badgeThumbnailId = imageId('badgeThumbnail');
  return {
    ...(row.ownerId ? { ownerId: row.ownerId } : {}),
    ...(typeof thumbnailId === 'string' ? { thumbnailId } : {}),
    // A seeded live session stores its range as rangeTime only: publishing reads it as the content form's `begin`.
    ...(row.type === 'liveSession' ? { begin: liveSessionBegin(draft) ?? undefined } : {}),
    ...(row.type === 'mission' && typeof badgeThumbnailId === 'string' ? { badgeThumbnailId } : {}),
  };
};

/** Required-field problems read as one project_fields_required listing the fields (§5, §8). */
const publishError = (errors: TFieldError[]) => {
  const missing = errors.filter((error) => error.key === 'error_isRequired').map((error) => error.path);
  if (!missing.length) return invalid(errors);
  return new AppError('project_fields_required', { fields: errors, params: { fields: missing.join(', ') } });
};

const EMPTY_CONTENT_KEY = {
  project: 'project_InvalidParameter_empty_tutorialIds',
  course: 'course_InvalidParameter_empty_contentIds',
} as const satisfies Record<TContainerType, TErrorKey>;

/**
 * Every id in `ids` must name a published item (§5); an unpublished one is named by its place in `field`. Unknown ids
 * are already dropped by then, so what is left exists.
 */
const checkPublished = async (db: TDbOrTx, field: 'contentIds' | 'skillIds', ids: readonly string[]) => {
  const rows = new Map((await findItems(db, idsOf(ids))).map((child) => [child.id, child]));
  const unpublished = ids.flatMap((id, index) => {
    const child = rows.get(parseItemId(id)?.id ?? 0);
    return child?.status === 'published' ? [] : [{ id, index }];
  });
  if (unpublished.length) {
    throw new AppError('content_InvalidParameter_unpublished', {
      fields: unpublished.map(({ index }) => ({
        path: `${field}.${index}`,
        key: 'content_InvalidParameter_unpublished' as const,
      })),
      params: { ids: unpublished.map(({ id }) => id).join(', ') },
    });
  }
  return idsOf(ids);
};

const idList = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

/**
 * The content a project or course publishes with (§5): ids of unknown items are already dropped, so what is left
 * must not be empty, and every item must itself be published.
 */
const checkPublishedContent = async (db: TDbOrTx, type: TContainerType, contentIds: unknown) => {
  const ids = idList(contentIds);
  const key = EMPTY_CONTENT_KEY[type];
  if (!ids.length) throw new AppError(key, { fields: [{ path: 'contentIds', key }] });
  return checkPublished(db, 'contentIds', ids);
};

/** What a publish derives and links besides the document's own fields, and for a mission its version change. */
type TPublishPlan = { fields: TDocument; edges: TEdges; change?: TVersionChange };

/** The type's own publish rules, values and edges (§3.2, §3.3, §3.5, §5). */
const typePlan = async (db: TDbOrTx, row: TContentRow, fields: TDocument): Promise<TPublishPlan> => {
  const type = row.type as TEditableType;
  if (isContainer(type)) {
    // Checked after unknown ids are dropped: a list of unknown ids is an empty list.
    const childIds = await checkPublishedContent(db, type, fields.contentIds);
    return { fields: await containerTotals(db, fields), edges: { content: childIds } };
  }
  if (type === 'mission') return missionPublishPlan(db, row, fields);
  if (type === 'pathway') return pathwayPublishPlan(db, fields);
  // §3.8: a skill links its tutorials as content; a competency its skills, in order; a tutorial its skills.
  if (type === 'skill')
    return { fields: { duration: await skillDuration(db, fields) }, edges: { content: idsOf(fields.contentIds) } };
  // §3.8: a published competency lists only published skills.
  if (type === 'competency')
    return { fields: {}, edges: { skill: await checkPublished(db, 'skillIds', idList(fields.skillIds)) } };
  if (type === 'tutorial') return { fields: {}, edges: { skill: idsOf(fields.skillIds) } };
  // §3.7: the content item a live session refers to (its widget shows on that item's page).
  if (type === 'liveSession') return { fields: {}, edges: { content: idsOf(fields.contentIds) } };
  return { fields: {}, edges: {} };
};

/**
 * Everything a publish would write, checked and nothing written (§4.2): the body (every form of the type) over the
 * saved draft must pass the publish rules; unknown ids are dropped; the type's own rules and derived values follow.
 */
const planPublish = async (
  db: TDbOrTx,
  row: TContentRow,
  input: { type: TEditableType; body: unknown; actor: TActor },
) => {
  const draft = row.draft as TDocument;
  const merged = { ...formFieldsOf(row), ...draft, ...asDocument(input.body) };
  const language = checkLanguageChange(input.actor, 'publish', row, merged);
  const parsed = validate(PUBLISH_SCHEMAS[input.type], withEstimation(input.type, merged, draft));
  if (!parsed.ok) throw publishError(parsed.errors);
  const { revision, ...rest } = sanitizeDocuments(parsed.data) as TDocument & { revision?: number };
  const form = await resolveReferences(db, {
    type: input.type,
    form: rest,
    actor: input.actor,
    languages: [row.language, language],
    holders: holdersOf(row),
    selfId: row.id,
  });
  const fields: TDocument = { ...form, ...derive(input.type, form) };
  const plan = await typePlan(db, row, fields);
  return { ...plan, fields: { ...fields, ...plan.fields }, revision };
};

/** The image a mission's or pathway's badge item shows (§3.2 acclaimBadge, §3.3 badgeThumbnail). */
const badgeImageOf = (type: TEditableType, fields: TDocument) => {
  const id = type === 'mission' ? fields.badgeThumbnailId : fields.acclaimBadge;
  return typeof id === 'string' ? id : null;
};

/**
 * POST /api/learn/{type}/{id}/publish (§4.2, §7.3): the checked draft is written, published as a new immutable
 * version, and the flags, author, slug and edges follow the published document. A mission or pathway keeps its
 * badge item (`badgeId`, edge 'badge'). A translation records the source revision it was made from (`revision`,
 * the source's latestRevision).
 */
export const publish = async (
  db: TDbOrTx,
  input: { type: TEditableType; id: string; body: unknown; actor: TActor; ifMatch?: string },
) => {
  const row = await lockForWrite(db, input, 'publish');
  const { fields, edges, revision } = await planPublish(db, row, input);
  if (input.type === 'mission' || input.type === 'pathway') {
    const badgeId = await keepBadgeItem(db, {
      holder: row,
      document: { ...(row.draft as TDocument), ...fields },
      thumbnailId: badgeImageOf(input.type, fields),
      actorId: input.actor.id,
    });
    fields.badgeId = itemId('badge', badgeId);
    edges.badge = [badgeId];
  }
  const saved = await writeDraft(db, row, fields);
  const document = saved.draft as TDocument;
  const neverPublished = row.publishedAt === null;
  await updateItem(db, row.id, {
    hidden: document.hidden === true,
    internalOnly: document.internalOnly === true,
    premium: document.premium === true,
    uaaOnly: document.uaaOnly === true,
    edlabOnly: document.edlabOnly === true,
    offline: document.offline === true,
    unpublishedAt: typeof document.unPublishedTime === 'string' ? new Date(document.unPublishedTime) : null,
    ...columnsOf(row, document),
    ...(typeof document.authorId === 'string' ? { authorId: document.authorId } : {}),
    slug: neverPublished ? await freeSlug(db, input.type, String(document.title), row.id) : row.slug,
    ...(revision !== undefined && row.sourceId !== null ? { sourceRevision: revision } : {}),
  });
  for (const [role, childIds] of Object.entries(edges)) await replaceEdges(db, row.id, role, childIds ?? []);
  const published = await publishItem(db, { id: row.id, actorId: input.actor.id });
  return {
    item: published,
    url: detailUrl([{ type: published.type, id: String(published.id), slug: published.slug }], {
      extra: { publish: 'true' },
    }),
  };
};

/**
 * POST /api/learn/mission/{id}/validate (§4.2, §7.3): the same body and checks as publish, nothing written; answers
 * whether publishing would make a new mission version and what changed.
 */
export const validateMission = async (
  db: TDbOrTx,
  input: { id: string; body: unknown; actor: TActor; ifMatch?: string },
): Promise<TVersionChange> => {
  const row = await lockForWrite(db, { ...input, type: 'mission' }, 'publish');
  const { change } = await planPublish(db, row, { ...input, type: 'mission' });
  return change ?? { isChangeVersion: false, changedIds: [] };
};

/**
 * POST /api/learn/mission/{id}/addSet (§4.3, §5, §7.2): the sets as sent (the draft's when the body has none) plus a
 * new one with a server-made id (`set` + 8 hex). The new set needs a title and content; in a mission that is not
 * internal-only an internal-only tutorial or quiz is refused (mission_internalOnly_cannot_add {title, type}). The
 * first set becomes the default.
 */
export const addSet = async (db: TDbOrTx, input: { id: string; body: unknown; actor: TActor; ifMatch?: string }) => {
  const row = await lockForWrite(db, { ...input, type: 'mission' }, 'edit');
  const body = asDocument(input.body);
  const parsed = validate(ZMissionAddSet, body);
  if (!parsed.ok) throw invalid(parsed.errors);
  const requested = parsed.data.setContentIds;
  const rows = byItemId(await findItems(db, idsOf(requested)));
  const contentIds = requested.filter((id) => SET_CONTENT_TYPES.includes(rows.get(id)?.type ?? ''));
  if (!contentIds.length) throw invalid([{ path: 'setContentIds', key: 'error_isRequired' }]);
  const internalOnly = missionIsInternal(row);
  for (const [index, id] of contentIds.entries()) {
    const item = rows.get(id) as TContentRow;
    const refusal = internalOnlyAddRefusal(
      { internalOnly },
      {
        title: item.card?.title ?? String((item.draft as TDocument).title ?? ''),
        type: item.type,
        internalOnly: isInternalOnly(item),
      },
    );
    if (refusal)
      throw new AppError(refusal.key, {
        params: refusal.params,
        fields: [{ path: `setContentIds.${index}`, key: refusal.key }],
      });
  }

  const draft = row.draft as TDocument;
  const sets = (Array.isArray(body.customContents) ? body.customContents : listOf(draft.customContents)) as TSet[];
  const taken = new Set(sets.map((set) => set.id));
  const set = createSet(
    { title: parsed.data.setTitle, description: parsed.data.setDescription, contentIds },
    keptOrNewId('set', undefined, taken),
  );
  if (!set) throw invalid([{ path: 'setTitle', key: 'error_isRequired' }]);
  return saveForm(db, {
    ...input,
    type: 'mission',
    form: 'recommendations',
    body: {
      customContents: [...sets, { ...set, deprecated: parsed.data.deprecated }],
      defaultSet: 'defaultSet' in body ? body.defaultSet : draft.defaultSet,
    },
  });
};

/** The types with a sync endpoint: a quiz's editor has nothing to refresh from elsewhere. */
export const SYNC_TYPES = ['tutorial', 'project', 'course', 'skill'] as const satisfies readonly TEditableType[];
export type TSyncType = (typeof SYNC_TYPES)[number];

/**
 * GET /api/learn/{type}/{id}/sync (§7.2): what the editor refreshes from the server without saving. A tutorial's
 * skills (skillIds, learnSkillMap); a project's, course's or skill's draft and published content ids with the maps
 * of the items they name (published ones, and drafts the editor may edit); a skill holds tutorials only.
 */
export const syncOf = async (db: TDbOrTx, input: { type: TSyncType; id: string; actor: TActor }) => {
  const row = await findItem(db, numericId(input.type, input.id));
  if (!row || row.type !== input.type) throw new AppError('not_found');
  refuseUnless(input.actor, 'edit', authoringTarget(row));
  const draft = row.draft as TDocument;
  const stringsOf = (list: unknown) => (Array.isArray(list) ? list.filter((id) => typeof id === 'string') : []);
  const shown = (item: TContentRow) =>
    item.status === 'published' || authoringRefusal(input.actor, 'edit', authoringTarget(item)) === null;
  const mapOf = (items: TContentRow[], type: string) =>
    Object.fromEntries(
      items
        .filter((item) => item.type === type && shown(item))
        .map((item) => [itemId(type as TItemType, item.id), presentMapCard(item)]),
    );

  if (input.type === 'tutorial') {
    const skillIds = stringsOf(draft.skillIds);
    return { skillIds, learnSkillMap: mapOf(await findItems(db, idsOf(skillIds)), 'skill') };
  }
  const draftContentIds = stringsOf(draft.contentIds);
  const contentIds = stringsOf((row.published as TDocument | null)?.contentIds);
  const items = await findItems(db, idsOf([...draftContentIds, ...contentIds]));
  if (input.type === 'skill') return { draftContentIds, contentIds, tutorialMap: mapOf(items, 'tutorial') };
  return {
    draftContentIds,
    contentIds,
    tutorialMap: mapOf(items, 'tutorial'),
    quizMap: mapOf(items, 'quiz'),
    ...(input.type === 'course' ? { projectMap: mapOf(items, 'project') } : {}),
  };
};
