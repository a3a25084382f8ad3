import type { TEditorType } from '@questline/domain/ids';
import { editorWrite } from './editor-writes';
import { type TEditItem, type TEditState, withRevisionEtag } from './get-edit-item';

/**
 * POST /api/learn/{type}/{id}/publish (§4.2, §7.3): every form of the type together, plus `revision` when a
 * translation is published. Answers the item and where to go (the detail URL with publish=true).
 */
export const publishItem = async (input: {
  type: TEditorType;
  id: string;
  body: Record<string, unknown>;
  etag: string;
}): Promise<TEditState & { url: string }> => {
  const { result, etag } = await editorWrite<{ item: TEditItem; url: string }>(
    'POST',
    `/api/learn/${input.type}/${encodeURIComponent(input.id)}/publish`,
    { body: input.body, ifMatch: input.etag },
  );
  return { ...withRevisionEtag(result.item, etag), url: result.url };
};
