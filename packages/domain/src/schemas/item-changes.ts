import { z } from 'zod';

/**
 * GET /api/learn/{type}/{id}/changes (DESIGN §9): a server-sent event stream telling an open editor that its item's
 * edit counter (the revision answered as ETag) moved past the one it loaded, whichever server process took the save.
 * Each event is named `revision`, carries the new revision as its id (so a reconnect names it in Last-Event-ID) and
 * this JSON as its data.
 */
export const ITEM_REVISION_EVENT = 'revision';

export const ZItemRevisionEvent = z.object({ revision: z.number().int().positive() });
export type TItemRevisionEvent = z.infer<typeof ZItemRevisionEvent>;

/** The revision the client holds (`?revision=`): events come only for later ones. */
export const ZItemChangesQuery = z.object({
  revision: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
