import { AppError } from '@questline/domain/errors';
import { parseItemId } from '@questline/domain/ids';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TDbOrTx } from '../../db/client';
import { findItem, latestVersion, type TContentRow } from '../content/content.repository';
import { freeSlug, saveNewItem } from '../content/content.service';
import { refuseUnless } from './authoring.policy';
import { asDocument, invalid, type TActor, type TEditableType } from './editable-item';
import { draftFields } from './form-fields';

/**
 * The published original a new translation names in `translationOf` (§3.1 source, §4.2): an item of the same type,
 * not itself a translation, in another language than the translation's.
 */
const translationSource = async (db: TDbOrTx, type: TEditableType, body: TItemDocument) => {
  const named = body.translationOf;
  if (named === undefined || named === null) return null;
  const parsed = typeof named === 'string' ? parseItemId(named) : null;
  const source = parsed?.type === type ? await findItem(db, parsed.id) : undefined;
  if (source?.status !== 'published' || source.sourceId !== null)
    throw invalid([{ path: 'translationOf', key: 'invalid_request' }]);
  const { language } = body;
  if (typeof language !== 'string' || !language) throw invalid([{ path: 'language', key: 'error_isRequired' }]);
  if (language === source.language) throw invalid([{ path: 'language', key: 'invalid_request' }]);
  return source;
};

/**
 * What a translation starts from: the source's published document, its author's own fields left out, and the
 * source's badge item and version (a translated mission or pathway gets its own badge and starts at version 1).
 */
const translationBase = (source: TContentRow): TItemDocument => {
  const { authorId: _authorId, badgeId: _badgeId, versionRank: _versionRank, ...rest } = source.published ?? {};
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
  const source = await translationSource(db, input.type, body);
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
  const ownerId = typeof fields.ownerId === 'string' ? fields.ownerId : input.actor.id;
  return saveNewItem(db, {
    type: input.type,
    slug: await freeSlug(db, input.type, title),
    language: typeof fields.language === 'string' ? fields.language : 'en',
    ownerId,
    authorId: input.actor.id,
    draft: { language: 'en', ...(source ? translationBase(source) : {}), ...fields, ownerId },
    ...(source ? { sourceId: source.id, sourceRevision: await latestVersion(db, source.id) } : {}),
  });
};
