import type { TEditorType } from '@questline/domain/ids';
import type { TFormName } from '../lib/editor-tabs';
import { editorWrite } from './editor-writes';
import { type TEditItem, type TEditState, withRevisionEtag } from './get-edit-item';

/** POST /api/learn/{type}/{id}/{form} with If-Match (§7.1–§7.2, DESIGN §4): the result is the updated item. */
export const saveForm = async (input: {
  type: TEditorType;
  id: string;
  form: TFormName;
  body: unknown;
  etag: string;
}): Promise<TEditState> => {
  const { result, etag } = await editorWrite<TEditItem>(
    'POST',
    `/api/learn/${input.type}/${encodeURIComponent(input.id)}/${input.form}`,
    { body: input.body, ifMatch: input.etag },
  );
  return withRevisionEtag(result, etag);
};
