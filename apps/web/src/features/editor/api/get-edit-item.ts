import type { TEditorType } from '@questline/domain/ids';
import type {
  TLiveSessionEditorItem,
  TMissionEditorItem,
  TPathwayEditorItem,
  TPresentedItem,
} from '@questline/domain/schemas/item';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../api/client';

/**
 * An item as GET /api/learn/{type}/{id}?edit=true answers it: the draft document with the item's columns over it, and
 * for missions, pathways and live sessions what their editors read besides (§3.2, §3.3, §3.7).
 */
export type TEditItem = TPresentedItem | TMissionEditorItem | TPathwayEditorItem | TLiveSessionEditorItem;

/** The item with the ETag to send back as If-Match on the next save (DESIGN §4). */
export type TEditState = { item: TEditItem; etag: string };

export const withRevisionEtag = (item: TEditItem, etag: string | null): TEditState => ({
  item,
  etag: etag ?? `"${item.revision}"`,
});

export const fetchEditItem = async (type: TEditorType, id: string): Promise<TEditState> => {
  const { result, etag } = await apiCall<TEditItem>('GET', `/api/learn/${type}/${encodeURIComponent(id)}?edit=true`);
  return withRevisionEtag(result, etag);
};

export const editItemQueryKey = (type: TEditorType, id: string) => ['editor', type, id] as const;

/** The editor owns this copy: it changes only by a save's result or an explicit reload, never a background refetch. */
export const editItemQueryOptions = (type: TEditorType, id: string) =>
  queryOptions({
    queryKey: editItemQueryKey(type, id),
    queryFn: () => fetchEditItem(type, id),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
