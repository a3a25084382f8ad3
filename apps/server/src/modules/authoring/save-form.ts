import type { TFormName } from '@questline/domain/schemas/forms';
import type { TDbOrTx } from '../../db/client';
import {
  asDocument,
  checkLanguageChange,
  lockForWrite,
  type TActor,
  type TEditableType,
  writeDraft,
} from './editable-item';
import { draftFields, holdersOf } from './form-fields';
import { totalsOf } from './totals';

/**
 * A form save (§4.1, §7.1–§7.2): format rules only, so a draft may stay incomplete. A project's, course's or skill's
 * content save recomputes its duration (and a container's points), so the draft shows the current values. The
 * result is the item.
 */
export const saveForm = async (
  db: TDbOrTx,
  input: {
    type: TEditableType;
    id: string;
    form: TFormName;
    body: unknown;
    actor: TActor;
    ifMatch: string | undefined;
  },
) => {
  const row = await lockForWrite(db, input, 'edit');
  const language = checkLanguageChange(input.actor, 'edit', row, input.body);
  const fields = await draftFields(db, {
    ...input,
    languages: [row.language, language],
    holders: holdersOf(row),
    previous: row.draft,
    selfId: row.id,
  });
  if (input.form === 'content') Object.assign(fields, await totalsOf(db, input.type, { ...row.draft, ...fields }));
  return writeDraft(db, row, fields);
};

/** POST /api/learn/tutorial/{id}/addStep/{type}: the steps form as sent, plus a new empty step of the type. */
export const addStep = async (
  db: TDbOrTx,
  input: { id: string; stepType: string; body: unknown; actor: TActor; ifMatch: string | undefined },
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
