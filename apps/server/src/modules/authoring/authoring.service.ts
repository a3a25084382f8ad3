import { randomUUID } from 'node:crypto';
import { AppError, type TErrorKey, type TFieldError } from '@questline/domain/errors';
import { parseItemId } from '@questline/domain/ids';
import {
  containedDuration,
  estimatedPoints,
  estimationMinutes,
  type TContainedItem,
} from '@questline/domain/rules/computed';
import { richTextPlain, sanitizeRichText, type TRichText } from '@questline/domain/rules/rich-text';
import { detailUrl } from '@questline/domain/rules/urls';
import { FORMS, PUBLISH_SCHEMAS } from '@questline/domain/schemas/forms';
import type { TMe } from '@questline/domain/schemas/session';
import { validate } from '@questline/domain/validation';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import {
  existingFileIds,
  findItemForUpdate,
  findItems,
  insertItem,
  replaceEdges,
  type TContentRow,
  updateItem,
  userExists,
} from '../content/content.repository';
import { freeSlug, publishItem } from '../content/content.service';
import { authoringTarget, refuseUnless } from './authoring.policy';

/** The types whose editors are built; the others follow with their issues. */
export const EDITABLE_TYPES = ['tutorial', 'project', 'course'] as const;
export type TEditableType = (typeof EDITABLE_TYPES)[number];
export type TFormName = 'general' | 'steps' | 'content' | 'details';
export const FORMS_OF: Record<TEditableType, readonly TFormName[]> = {
  tutorial: ['general', 'steps', 'details'],
  project: ['general', 'content', 'details'],
  course: ['general', 'content', 'details'],
};

type TActor = Pick<TMe, 'id' | 'roles'>;
type TDocument = Record<string, unknown>;

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
  for (const field of ['thumbnailId', 'overviewVideoId'] as const) {
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
  return found;
};

/**
 * Checks what a form points at: files must exist, the owner must be a user the actor may hand the item to, and
 * content ids that resolve to no item of an allowed type are dropped (§5).
 */
const resolveReferences = async (
  db: TDbOrTx,
  input: { type: TEditableType; form: TDocument; actor: TActor; language: string },
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
  if (typeof form.ownerId === 'string' && form.ownerId !== input.actor.id) {
    if (!(await userExists(db, form.ownerId))) errors.push({ path: 'ownerId', key: 'invalid_request' });
    // Handing an item to someone else is for those who could still edit it afterwards.
    else refuseUnless(input.actor, 'edit', { type: input.type, language: input.language, ownerId: form.ownerId });
  }
  if (errors.length) throw invalid(errors);

  if (Array.isArray(form.contentIds)) {
    const allowed = input.type === 'project' ? ['tutorial', 'quiz'] : ['tutorial', 'project', 'quiz'];
    const parsed = (form.contentIds as string[]).map(parseItemId);
    const rows = await findItems(
      db,
      parsed.flatMap((entry) => (entry ? [entry.id] : [])),
    );
    const known = new Set(rows.filter((row) => allowed.includes(row.type)).map((row) => `${row.type}:${row.id}`));
    form.contentIds = (form.contentIds as string[]).filter((_, index) => {
      const entry = parsed[index];
      return entry !== null && entry !== undefined && known.has(`${entry.type}:${entry.id}`);
    });
  }
  return form;
};

/** Values derived on every save: plain text, the thumbnail's URL, step ids, a tutorial's duration. */
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
  return derived;
};

const formSchema = (type: TEditableType, form: TFormName) => {
  if (!FORMS_OF[type].includes(form)) throw new AppError('not_found');
  return (FORMS.draft[type] as unknown as Record<TFormName, z.ZodType>)[form];
};

/** Validates one form for a draft save and turns it into the fields it writes into the draft document. */
const draftFields = async (
  db: TDbOrTx,
  input: { type: TEditableType; form: TFormName; body: unknown; actor: TActor; language: string },
) => {
  const parsed = validate(formSchema(input.type, input.form), input.body);
  if (!parsed.ok) throw invalid(parsed.errors);
  const form = sanitizeDocuments(parsed.data) as TDocument;
  await resolveReferences(db, { type: input.type, form, actor: input.actor, language: input.language });
  return { ...form, ...derive(input.type, form) };
};

/** POST /api/learn/{type}/0/general (DESIGN §4): a new draft from its general form. */
export const createDraft = async (db: TDbOrTx, input: { type: TEditableType; body: unknown; actor: TActor }) => {
  const language = (input.body as { language?: unknown } | null)?.language;
  const target = { type: input.type, language: typeof language === 'string' ? language : 'en' };
  refuseUnless(input.actor, 'create', target);
  const fields = await draftFields(db, { ...input, form: 'general', language: target.language });
  const title = typeof fields.title === 'string' ? fields.title : '';
  return insertItem(db, {
    type: input.type,
    slug: await freeSlug(db, input.type, title || 'untitled'),
    language: (fields.language as string | undefined) ?? 'en',
    ownerId: (fields.ownerId as string | undefined) ?? input.actor.id,
    authorId: input.actor.id,
    draft: { language: 'en', ...fields, ownerId: fields.ownerId ?? input.actor.id },
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

/** A form save (§4.1, §7.1–§7.2): format rules only, so a draft may stay incomplete. The result is the item. */
export const saveForm = async (
  db: TDbOrTx,
  input: { type: TEditableType; id: string; form: TFormName; body: unknown; actor: TActor; ifMatch?: string },
) => {
  const row = await lockForWrite(db, input, 'edit');
  const fields = await draftFields(db, { ...input, language: row.language });
  return writeDraft(db, row, fields);
};

const writeDraft = (db: TDbOrTx, row: TContentRow, fields: TDocument) => {
  const draft = { ...(row.draft as TDocument), ...fields };
  return updateItem(db, row.id, {
    draft,
    language: typeof draft.language === 'string' ? draft.language : row.language,
    ownerId: typeof draft.ownerId === 'string' ? draft.ownerId : row.ownerId,
    revision: row.revision + 1,
  });
};

/** POST /api/learn/tutorial/{id}/addStep/{type}: the steps form as sent, plus a new empty step of the type. */
export const addStep = async (
  db: TDbOrTx,
  input: { id: string; stepType: string; body: unknown; actor: TActor; ifMatch?: string },
) => {
  const body = (typeof input.body === 'object' && input.body !== null ? input.body : {}) as TDocument;
  const sections = Array.isArray(body.sections) ? body.sections : [];
  return saveForm(db, {
    ...input,
    type: 'tutorial',
    form: 'steps',
    body: { ...body, sections: [...sections, { type: input.stepType, title: '' }] },
  });
};

/** Required-field problems read as one project_fields_required listing the fields (§5, §8). */
const publishError = (errors: TFieldError[]) => {
  const missing = errors.filter((error) => error.key === 'error_isRequired').map((error) => error.path);
  if (!missing.length) return invalid(errors);
  return new AppError('project_fields_required', { fields: errors, params: { fields: missing.join(', ') } });
};

const childFacts = (row: TContentRow): TContainedItem => {
  const document = (row.published ?? {}) as TDocument;
  return {
    id: String(row.id),
    published: row.status === 'published',
    public: !row.hidden,
    duration: (document.duration as number | undefined) ?? null,
    withManual: document.withManual === true,
    manualDuration: (document.manualDuration as number | undefined) ?? null,
    points: (document.points as TContainedItem['points']) ?? [],
    estimationPoints: (document.estimationPoints as TContainedItem['points']) ?? [],
  };
};

/**
 * POST /api/learn/{type}/{id}/publish (§4.2, §7.3): the body (every form of the type) over the saved draft must
 * pass the publish rules; then the draft is written, published as a new immutable version, and the flags, slug
 * and content edges follow the published document. A translation records the source revision it was made from.
 */
export const publish = async (
  db: TDbOrTx,
  input: { type: TEditableType; id: string; body: unknown; actor: TActor; ifMatch?: string },
) => {
  const row = await lockForWrite(db, input, 'publish');
  const body = (typeof input.body === 'object' && input.body !== null ? input.body : {}) as TDocument;
  const parsed = validate(PUBLISH_SCHEMAS[input.type], { ...(row.draft as TDocument), ...body });
  if (!parsed.ok) throw publishError(parsed.errors);
  const { revision, ...rest } = sanitizeDocuments(parsed.data) as TDocument & { revision?: number };
  const form = await resolveReferences(db, {
    type: input.type,
    form: rest,
    actor: input.actor,
    language: row.language,
  });
  const fields: TDocument = { ...form, ...derive(input.type, form) };

  const childIds = ((fields.contentIds as string[] | undefined) ?? []).flatMap((id) => {
    const parsedId = parseItemId(id);
    return parsedId ? [parsedId.id] : [];
  });
  if (input.type !== 'tutorial') {
    const children = new Map((await findItems(db, childIds)).map((child) => [child.id, childFacts(child)]));
    const ordered = childIds.map((id) => children.get(id));
    fields.duration = fields.withManual ? fields.manualDuration : containedDuration(ordered);
    fields.estimationPoints = estimatedPoints(ordered);
  }
  const saved = await writeDraft(db, row, fields);
  const document = saved.draft as TDocument;
  const neverPublished = row.publishedAt === null;
  await updateItem(db, row.id, {
    hidden: document.hidden === true,
    internalOnly: document.internalOnly === true,
    premium: document.premium === true,
    offline: document.offline === true,
    unpublishedAt: typeof document.unPublishedTime === 'string' ? new Date(document.unPublishedTime) : null,
    slug: neverPublished ? await freeSlug(db, input.type, String(document.title), row.id) : row.slug,
    ...(revision !== undefined && row.sourceId !== null ? { sourceRevision: revision } : {}),
  });
  if (input.type !== 'tutorial') await replaceEdges(db, row.id, 'content', childIds);
  const published = await publishItem(db, { id: row.id, actorId: input.actor.id });
  return {
    item: published,
    url: detailUrl([{ type: published.type, id: String(published.id), slug: published.slug }], {
      extra: { publish: 'true' },
    }),
  };
};
