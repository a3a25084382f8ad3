import type { TEditorType } from '@questline/domain/ids';
import { editorWrite } from './editor-writes';
import type { TEditItem } from './get-edit-item';

/** POST /api/learn/{type}/0/general (DESIGN §4): a new draft from its general form, answered with its id. */
export const createItem = async (type: TEditorType, body: unknown): Promise<TEditItem> =>
  (await editorWrite<TEditItem>('POST', `/api/learn/${type}/0/general`, { body })).result;
