/**
 * The JSON export and import of an item's draft (issue 25, docs/decisions/0071): export reads every editor form of the
 * draft into a signed document; import checks the document (format, signature, age, type, rich text, the forms'
 * draft rules), drops the references this server does not know with a warning each, and writes the forms as a new
 * draft or over an existing one, as the forms' saves would.
 */

import { CONTENT_LANGUAGES } from '@questline/domain/constants';
import { AppError, type TFieldError } from '@questline/domain/errors';
import { authoringRefusal } from '@questline/domain/rules/authoring-rights';
import {
  filterReferences,
  referencesIn,
  richTextImportProblems,
  type TReference,
  transferFileName,
} from '@questline/domain/rules/content-transfer';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import {
  CONTENT_TRANSFER_FORMAT,
  CONTENT_TRANSFER_VERSION,
  type TContentTransferReferences,
  type TImportWarning,
  ZContentTransferDocument,
} from '@questline/domain/schemas/content-transfer';
import { formSchema, formsOf, type TFormName } from '@questline/domain/schemas/forms';
import { readWellFormed, validate } from '@questline/domain/validation';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { presentItem } from '../content/content.presenter';
import { existingFileIds, findItem, findItems, type TContentRow } from '../content/content.repository';
import { freeSlug, saveNewItem } from '../content/content.service';
import { editTargetOf, refuseUnless } from './authoring.policy';
import { existingTags, existingUserIds } from './content-transfer.repository';
import { hasValidSignature, signTransferDocument } from './content-transfer-signature';
import {
  checkLanguageChange,
  invalid,
  lockForWrite,
  numericId,
  type TActor,
  type TEditableType,
  writeDraft,
} from './editable-item';
import { liveSessionBegin, missionEditorFields } from './editor-read';
import { formFields, holdersOf, sanitizeForm } from './form-fields';
import { byItemId, idsOf } from './item-refs';
import { totalsOf } from './totals';

/** The key documents are signed with (content-transfer-signature.ts) and how many days one may be imported. */
export type TTransferSettings = { key: Buffer; maxAgeDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;

type THolders = ReturnType<typeof holdersOf>;

/** A form's schema: every editor form is an object of fields (forms.ts). */
const formObject = (type: TEditableType, form: TFormName) => formSchema('draft', type, form) as unknown as z.ZodObject;

/** What JSON keeps of a value: undefined members left out, so the signed object is the one sent. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The draft as the editor's forms read it (editor-read.ts): the presented draft, a mission's badge, a session's range. */
const draftView = (row: TContentRow): TItemDocument => ({
  ...presentItem(row, 'draft'),
  ...(row.type === 'mission' ? { badgeThumbnailId: missionEditorFields(row).badgeThumbnailId } : {}),
  ...(row.type === 'liveSession' ? { begin: liveSessionBegin(row.draft) } : {}),
});

/**
 * One form's fields from the draft, as the form reads them: parsed by its draft schema; a draft its writer left
 * malformed (a seed, an older rule) keeps what reads well, else its fields as they are, for the import to report.
 */
const formValues = (type: TEditableType, form: TFormName, view: TItemDocument): TItemDocument => {
  const schema = formObject(type, form);
  const parsed = schema.safeParse(view);
  if (parsed.success) return parsed.data as TItemDocument;
  try {
    return readWellFormed(schema, view) as TItemDocument;
  } catch {
    return Object.fromEntries(
      Object.keys(schema.shape).flatMap((field) => (field in view ? [[field, view[field]]] : [])),
    );
  }
};

/** The ids the forms name, by kind, each once, in the document's order. */
const referencesOf = (forms: unknown): TContentTransferReferences => {
  const found = referencesIn(forms);
  const of = (kind: TReference['kind']) => [...new Set(found.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
  return {
    items: of('item') as string[],
    files: of('file') as string[],
    users: of('user') as string[],
    tags: of('tag') as number[],
  };
};

/**
 * GET /api/learn/{type}/{id}/export: the item's draft forms as a signed document, for those who may edit the item
 * (the right a save needs). Rich text goes out as the allow-list keeps it, so that an import takes back what was sent.
 */
export const exportItem = async (
  db: TDbOrTx,
  input: { type: TEditableType; id: string; actor: TActor },
  settings: TTransferSettings,
  now = new Date(),
) => {
  const row = await findItem(db, numericId(input.type, input.id));
  if (!row || row.type !== input.type) throw new AppError('not_found');
  refuseUnless(input.actor, 'edit', await editTargetOf(db, row));
  const view = draftView(row);
  const forms = asJson(
    Object.fromEntries(
      formsOf(input.type).map((form) => [form, sanitizeForm(formValues(input.type, form, view))] as const),
    ),
  );
  const document = signTransferDocument(settings.key, {
    format: CONTENT_TRANSFER_FORMAT,
    version: CONTENT_TRANSFER_VERSION,
    type: input.type,
    exportedAt: now.toISOString(),
    forms,
    references: referencesOf(forms),
  });
  return { document, fileName: transferFileName(input.type, forms.general?.title) };
};

const formatError = (fields: TFieldError[] = []) =>
  new AppError('importJson_InvalidParameter_format', { fields: fields.length ? fields : undefined });

/**
 * The forms of an imported document, once it is one: this format and version (else `importJson_InvalidParameter_format`
 * with the paths at fault), of the route's type (`importJson_InvalidParameter_type`, params.type the document's),
 * signed by this server over what it holds and no older than the setting (`importJson_json_expired` for both: a
 * document this server cannot vouch for is one to export again), holding each form of the type and no other.
 */
const readTransferDocument = (body: unknown, type: TEditableType, settings: TTransferSettings, now: Date) => {
  if (!isDocument(body)) throw formatError();
  if (body.format !== CONTENT_TRANSFER_FORMAT)
    throw formatError([{ path: 'format', key: 'importJson_InvalidParameter_format' }]);
  if (body.version !== CONTENT_TRANSFER_VERSION)
    throw formatError([{ path: 'version', key: 'importJson_InvalidParameter_format' }]);
  const parsed = ZContentTransferDocument.safeParse(body);
  if (!parsed.success) {
    const paths = [...new Set(parsed.error.issues.map((issue) => issue.path.map(String).join('.')))];
    throw formatError(paths.map((path) => ({ path, key: 'importJson_InvalidParameter_format' })));
  }
  const document = parsed.data;
  if (document.type !== type)
    throw new AppError('importJson_InvalidParameter_type', {
      fields: [{ path: 'type', key: 'importJson_InvalidParameter_type' }],
      params: { type: document.type.slice(0, 40) },
    });
  if (!hasValidSignature(settings.key, body)) throw new AppError('importJson_json_expired');
  if (now.getTime() - Date.parse(document.exportedAt) > settings.maxAgeDays * DAY_MS)
    throw new AppError('importJson_json_expired', { params: { maxAgeDays: settings.maxAgeDays } });
  const expected = formsOf(type);
  const wrong = [
    ...expected.filter((form) => !Object.hasOwn(document.forms, form)),
    ...Object.keys(document.forms).filter((form) => !(expected as string[]).includes(form)),
  ];
  if (wrong.length)
    throw formatError(wrong.map((form) => ({ path: `forms.${form}`, key: 'importJson_InvalidParameter_format' })));
  return document.forms;
};

/**
 * The forms checked as their saves check them: rich text first, against the allow-list (importJson_InvalidParameter_*
 * by field, richText_codeBlock_too_long), then each form by its draft rules; every problem at its document path.
 */
const checkedForms = (type: TEditableType, forms: Record<string, Record<string, unknown>>) => {
  const richText = richTextImportProblems(forms, ['forms']);
  if (richText.length) throw invalid(richText);
  const errors: TFieldError[] = [];
  const parsed: Record<string, TItemDocument> = {};
  for (const form of formsOf(type)) {
    const result = validate(formObject(type, form), forms[form]);
    if (result.ok) parsed[form] = result.data as TItemDocument;
    else
      errors.push(
        ...result.errors.map((error) => ({ ...error, path: ['forms', form, error.path].filter(Boolean).join('.') })),
      );
  }
  if (errors.length) throw invalid(errors);
  return parsed;
};

/** The forms as one document, in tab order, every field of every form named (an absent one empties it). */
const mergedForms = (type: TEditableType, forms: Record<string, unknown>): TItemDocument => {
  const merged: TItemDocument = {};
  for (const form of formsOf(type)) {
    for (const field of Object.keys(formObject(type, form).shape)) merged[field] = undefined;
    Object.assign(merged, forms[form]);
  }
  return merged;
};

/**
 * The references of checked forms this server knows (§5: ids not found are dropped), each dropped one as a warning:
 * items of the type the list takes (the item itself not), stored files, tags of the list's kind, and people, named
 * as owner or author only where that hands nothing over or the importer may hand the item over (form-fields.ts).
 */
const resolveReferences = async (
  db: TDbOrTx,
  input: {
    type: TEditableType;
    forms: Record<string, TItemDocument>;
    actor: TActor;
    languages: readonly string[];
    holders: THolders;
    selfId?: number;
  },
) => {
  const found = referencesIn(input.forms);
  const ids = (kind: TReference['kind']) => found.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const rows = byItemId(await findItems(db, idsOf(ids('item'))));
  const files = new Set(await existingFileIds(db, ids('file') as string[]));
  const tagKinds = new Map((await existingTags(db, ids('tag') as number[])).map((tag) => [tag.id, tag.kind]));
  const users = new Set(await existingUserIds(db, ids('user') as string[]));
  const { actor, holders } = input;
  const mayHandOver = input.languages.every(
    (language) =>
      authoringRefusal(actor, 'edit', { type: input.type, language, ownerId: null, authorId: null }) === null,
  );
  const handsOver = (ref: TReference) =>
    ref.field === 'ownerId'
      ? ref.id !== actor.id && !holders.ownerIds.includes(ref.id as string)
      : !holders.authorIds.includes(ref.id as string);
  const refusal = (ref: TReference): TImportWarning['reason'] | null => {
    if (ref.kind === 'item') {
      const row = rows.get(ref.id as string);
      if (!row) return 'not_found';
      return row.id === input.selfId ? 'not_allowed' : null;
    }
    if (ref.kind === 'file') return files.has(ref.id as string) ? null : 'not_found';
    if (ref.kind === 'tag') {
      const kind = tagKinds.get(ref.id as number);
      const wanted = ref.field === 'topicIds' ? 'topic' : ref.field === 'industryIds' ? 'industry' : kind;
      return kind !== undefined && kind === wanted ? null : 'not_found';
    }
    if (!users.has(ref.id as string)) return 'not_found';
    return handsOver(ref) && !mayHandOver ? 'not_allowed' : null;
  };
  const warnings: TImportWarning[] = [];
  const forms = filterReferences(input.forms, (ref) => {
    const reason = refusal(ref);
    if (reason) warnings.push({ path: `forms.${ref.path}`, id: String(ref.id), kind: ref.kind, reason });
    return reason === null;
  }) as Record<string, TItemDocument>;
  return { forms, warnings };
};

/** Refuses (401, 403) those who may create items of the type in no language: the right an import of a new draft needs. */
export const refuseUnlessMayCreate = (actor: TActor | null, type: TEditableType) => {
  if (CONTENT_LANGUAGES.some((language) => authoringRefusal(actor, 'create', { type, language }) === null)) return;
  refuseUnless(actor, 'create', { type, language: 'en' });
};

type TImportInput = { type: TEditableType; body: unknown; actor: TActor };

/** The language a document's general form names, for the rights; 'en' when it names none (the forms' default). */
const languageOf = (forms: Record<string, TItemDocument>) => {
  const language = forms.general?.language;
  return typeof language === 'string' ? language : 'en';
};

/**
 * POST /api/learn/{type}/0/import: a new draft from a document, owned and authored by the importer unless the document
 * names an owner the importer may hand the item to. Nothing is written unless every check passes.
 */
export const importNewDraft = async (
  db: TDbOrTx,
  input: TImportInput,
  settings: TTransferSettings,
  now = new Date(),
) => {
  const { type, actor } = input;
  refuseUnlessMayCreate(actor, type);
  const forms = checkedForms(type, readTransferDocument(input.body, type, settings, now));
  const title = typeof forms.general?.title === 'string' ? forms.general.title.trim() : '';
  if (!title) throw invalid([{ path: 'forms.general.title', key: 'error_isRequired' }]);
  const language = languageOf(forms);
  refuseUnless(actor, 'create', { type, language });
  const holders: THolders = { ownerIds: [], authorIds: [actor.id] };
  const context = { type, actor, languages: [language], holders };
  const resolved = await resolveReferences(db, { ...context, forms });
  const fields = await formFields(db, { ...context, form: mergedForms(type, resolved.forms) });
  Object.assign(fields, await totalsOf(db, type, fields));
  const ownerId = typeof fields.ownerId === 'string' ? fields.ownerId : actor.id;
  const row = await saveNewItem(db, {
    type,
    slug: await freeSlug(db, type, title),
    language,
    ownerId,
    authorId: actor.id,
    draft: asJson({ language: 'en', ...fields, ownerId }),
  });
  return { row, warnings: resolved.warnings };
};

/**
 * POST /api/learn/{type}/{id}/import: the document's forms over an existing draft, as one save of every form (the
 * item locked, If-Match checked, the edit right on it and on a new language). Owner and author stay as they are
 * unless the document names ones the importer may name.
 */
export const importIntoDraft = async (
  db: TDbOrTx,
  input: TImportInput & { id: string; ifMatch: string | undefined },
  settings: TTransferSettings,
  now = new Date(),
) => {
  const { type, actor } = input;
  const row = await lockForWrite(db, input, 'edit');
  const forms = checkedForms(type, readTransferDocument(input.body, type, settings, now));
  const language = checkLanguageChange(actor, 'edit', row, { language: forms.general?.language });
  const holders = holdersOf(row);
  const context = { type, actor, languages: [row.language, language], holders, selfId: row.id };
  const resolved = await resolveReferences(db, { ...context, forms });
  const merged = mergedForms(type, resolved.forms);
  // A person left out keeps the one the draft has.
  for (const field of ['ownerId', 'authorId']) if (merged[field] === undefined) delete merged[field];
  const fields = await formFields(db, { ...context, form: merged });
  Object.assign(fields, await totalsOf(db, type, { ...row.draft, ...fields }));
  return { row: await writeDraft(db, row, fields), warnings: resolved.warnings };
};
