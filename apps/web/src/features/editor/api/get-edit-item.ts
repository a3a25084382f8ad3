import type { TContentLanguage } from '@questline/domain/constants';
import type { TEditorType } from '@questline/domain/ids';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../api/client';

/**
 * An item as GET /api/learn/{type}/{id}?edit=true answers it: the draft document with the item's columns over it
 * (server content.presenter presentItem). The document's fields depend on the type (§3.4, §3.5).
 */
export type TEditItem = Record<string, unknown> & {
  id: string;
  type: TEditorType;
  slug: string;
  language: TContentLanguage;
  status: 'draft' | 'published';
  revision: number;
  ownerId: string;
  title?: string;
  updatedAt: string;
  publishedAt: string | null;
  /** The item a translation was made from and its latest revision (§4.2). */
  source: { id: string; latestRevision: number } | null;
};

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
