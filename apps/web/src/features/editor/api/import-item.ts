import type { TEditorType } from '@questline/domain/ids';
import { CONTENT_TRANSFER_MAX_BYTES, type TImportWarning } from '@questline/domain/schemas/content-transfer';
import { ApiError } from '../../../api/client';
import { editorWrite } from './editor-writes';
import { type TEditItem, type TEditState, withRevisionEtag } from './get-edit-item';

/**
 * An exported item's file as the document it holds: past the import's size limit it is `payload_too_large`, and a
 * file that is not JSON is `importJson_InvalidParameter_format`, the server's own key for it, without a request.
 */
export const readTransferFile = async (file: Blob): Promise<unknown> => {
  if (file.size > CONTENT_TRANSFER_MAX_BYTES) throw new ApiError('payload_too_large', 413);
  try {
    return JSON.parse(await file.text());
  } catch {
    throw new ApiError('importJson_InvalidParameter_format', 400);
  }
};

export type TImported = { state: TEditState; warnings: TImportWarning[] };

/**
 * POST /api/learn/{type}/{0|id}/import (issue 25): with id 0 a new draft, else the document's forms over the draft
 * (If-Match as a save). The answer is the item with the references left out, one warning each.
 */
export const importItem = async (input: {
  type: TEditorType;
  id: string;
  document: unknown;
  etag?: string;
}): Promise<TImported> => {
  const { result, etag } = await editorWrite<{ item: TEditItem; warnings: TImportWarning[] }>(
    'POST',
    `/api/learn/${input.type}/${encodeURIComponent(input.id)}/import`,
    { body: input.document, ifMatch: input.etag },
  );
  return { state: withRevisionEtag(result.item, etag), warnings: result.warnings };
};
