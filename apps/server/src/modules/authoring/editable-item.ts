import { AppError, type TErrorKey, type TFieldError } from '@questline/domain/errors';
import { parseItemId } from '@questline/domain/ids';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import { CREATOR_ITEM_TYPES } from '@questline/domain/schemas/creator';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { findItemForUpdate, type TContentRow } from '../content/content.repository';
import { saveItem } from '../content/content.service';
import { authoringTarget, editTargetOf, refuseUnless } from './authoring.policy';

/** The types whose editors are built (the creator dashboard lists the same); the others follow with their issues. */
export const EDITABLE_TYPES = CREATOR_ITEM_TYPES;
export type TEditableType = (typeof EDITABLE_TYPES)[number];

/** Who writes: the signed-in user, as the rights read them. */
export type TActor = Pick<TMe, 'id' | 'roles'>;

/** Field problems as one error: `key`, else the first problem's. */
export const invalid = (errors: TFieldError[], key?: TErrorKey) =>
  new AppError(key ?? errors[0]?.key ?? 'invalid_request', { fields: errors });

/** A request body read field by field; anything but an object reads as an empty one. */
export const asDocument = (body: unknown): TItemDocument => (isDocument(body) ? body : {});

/** 'ltu_42' of the route's type → 42; anything else is not found. */
export const numericId = (type: TEditableType, id: string) => {
  const parsed = parseItemId(id);
  if (!parsed || parsed.type !== type) throw new AppError('not_found');
  return parsed.id;
};

/** If-Match naming whichever revision is current (RFC 9110): a write that means to overwrite any, or a check. */
export const ANY_REVISION = '*';

/**
 * DESIGN §4: a save names the revision it was made from in If-Match. Naming none answers 428 (a client that does not
 * say which revision it read must not overwrite a newer one silently); another save since then answers 412. Both come
 * after the caller's 401, 403 and 404, and before the body is read.
 */
const checkRevision = (row: TContentRow, ifMatch: string | undefined) => {
  if (ifMatch === undefined) throw new AppError('precondition_required');
  const expected = ifMatch.replace(/^W\//, '').replaceAll('"', '').trim();
  if (expected !== ANY_REVISION && expected !== String(row.revision)) throw new AppError('resource_updated_elsewhere');
};

/** The item a write targets, locked, with the actor's right to perform `action` on it checked. */
export const lockForWrite = async (
  db: TDbOrTx,
  input: { type: TEditableType; id: string; actor: TActor; ifMatch: string | undefined },
  action: 'edit' | 'publish',
) => {
  const row = await findItemForUpdate(db, numericId(input.type, input.id));
  if (!row || row.type !== input.type) throw new AppError('not_found');
  refuseUnless(input.actor, action, await editTargetOf(db, row));
  checkRevision(row, input.ifMatch);
  return row;
};

/**
 * The language a save gives the item; moving it to another language needs the right to `action` on the item in
 * that language too.
 */
export const checkLanguageChange = (
  actor: TActor,
  action: 'edit' | 'publish',
  row: TContentRow,
  body: unknown,
): string => {
  const language = asDocument(body).language;
  if (typeof language !== 'string' || language === row.language) return row.language;
  refuseUnless(actor, action, { ...authoringTarget(row), language });
  return language;
};

/** The columns learners' reads and the rights use that follow the document's language and owner. */
export const columnsOf = (row: TContentRow, document: TItemDocument) => ({
  language: typeof document.language === 'string' ? document.language : row.language,
  ownerId: typeof document.ownerId === 'string' ? document.ownerId : row.ownerId,
});

/** The fields written over the item's draft, with its edit counter moved on. */
export const writeDraft = (db: TDbOrTx, row: TContentRow, fields: TItemDocument) => {
  const draft = { ...row.draft, ...fields };
  return saveItem(db, row.id, {
    draft,
    // Before the first publish the columns follow the draft; after it only a publish moves them (learners keep
    // reading the published item until then).
    ...(row.status === 'draft' ? columnsOf(row, draft) : {}),
    revision: row.revision + 1,
  });
};
