import { AppError } from '@questline/domain/errors';
import { createSet, internalOnlyAddRefusal, type TSet } from '@questline/domain/rules/editor';
import { ZMissionAddSet } from '@questline/domain/schemas/editor-content';
import { validate } from '@questline/domain/validation';
import type { TDbOrTx } from '../../db/client';
import { findItems } from '../content/content.repository';
import { keptOrNewId } from './derived-fields';
import { asDocument, invalid, lockForWrite, type TActor } from './editable-item';
import { missionIsInternal } from './editor-read';
import { SET_CONTENT_TYPES } from './form-fields';
import { byItemId, idsOf, isInternalOnly, listOf } from './item-refs';
import { saveForm } from './save-form';

/**
 * POST /api/learn/mission/{id}/addSet (§4.3, §5, §7.2): the sets as sent (the draft's when the body has none) plus a
 * new one with a server-made id (`set` + 8 hex). The new set needs a title and content; in a mission that is not
 * internal-only an internal-only tutorial or quiz is refused (mission_internalOnly_cannot_add {title, type}). The
 * first set becomes the default.
 */
export const addSet = async (
  db: TDbOrTx,
  input: { id: string; body: unknown; actor: TActor; ifMatch: string | undefined },
) => {
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
    const item = rows.get(id);
    if (!item) continue;
    const refusal = internalOnlyAddRefusal(
      { internalOnly },
      {
        title: item.card?.title ?? String(item.draft.title ?? ''),
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

  const { draft } = row;
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
