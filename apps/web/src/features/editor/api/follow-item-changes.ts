import type { TEditorType } from '@questline/domain/ids';
import { ITEM_REVISION_EVENT, ZItemRevisionEvent } from '@questline/domain/schemas/item-changes';

/** The item's revision in an ETag (`"7"`, or a weak `W/"7"`); 0 when there is none. */
export const revisionOfEtag = (etag: string | null | undefined) => {
  const revision = Number((etag ?? '').replace(/^W\//, '').replaceAll('"', ''));
  return Number.isSafeInteger(revision) && revision > 0 ? revision : 0;
};

/**
 * GET /api/learn/{type}/{id}/changes (DESIGN §9): the item's revisions past `revision`, as server-sent events, from
 * whichever server process took the save. `onRevision` hears each one; EventSource reconnects by itself (naming the
 * last revision it heard), so the stream is only ever closed by the returned function.
 */
export const followItemChanges = (
  input: { type: TEditorType; id: string; revision: number },
  onRevision: (revision: number) => void,
) => {
  const source = new EventSource(
    `/api/learn/${input.type}/${encodeURIComponent(input.id)}/changes?revision=${input.revision}`,
  );
  source.addEventListener(ITEM_REVISION_EVENT, (event) => {
    let data: unknown = null;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    const parsed = ZItemRevisionEvent.safeParse(data);
    if (parsed.success) onRevision(parsed.data.revision);
  });
  return () => source.close();
};
