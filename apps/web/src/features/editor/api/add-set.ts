import type { TSet } from '@questline/domain/rules/editor';
import { editorWrite } from './editor-writes';
import { type TEditItem, type TEditState, withRevisionEtag } from './get-edit-item';

/**
 * POST /api/learn/mission/{id}/addSet (§7.2) with If-Match: the sets as the form holds them plus the new one, which
 * the server names and appends (the first set becomes the default). Refuses internal-only content in a public mission
 * with mission_internalOnly_cannot_add {title, type} (§5). Answers the updated item.
 */
export const addSet = async (input: {
  id: string;
  etag: string;
  customContents: readonly TSet[];
  defaultSet: string | null;
  setTitle: string;
  setDescription: string;
  setContentIds: readonly string[];
}): Promise<TEditState> => {
  const { id, etag, ...body } = input;
  const { result, etag: next } = await editorWrite<TEditItem>(
    'POST',
    `/api/learn/mission/${encodeURIComponent(id)}/addSet`,
    { body: { ...body, deprecated: false }, ifMatch: etag },
  );
  return withRevisionEtag(result, next);
};
