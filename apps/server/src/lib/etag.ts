import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Every item read and save answers its edit counter as the ETag (DESIGN §4); a save names it back in If-Match. */
export const withEtag = (reply: FastifyReply, row: { revision: number }) => reply.header('etag', `"${row.revision}"`);

const IF_MATCH =
  'The ETag of the revision the write was made from (`*`: whichever is current). Another revision answers 412 ' +
  '`resource_updated_elsewhere`; none answers 428 `precondition_required`, after the 401, 403 and 404 of the item.';

/**
 * The If-Match of a save of an existing item. The service refuses a save without it (editable-item.ts), after the
 * caller's rights, so the route's validation lets it through: the OpenAPI document lists it as required all the same
 * (lib/openapi.ts).
 */
export const ZIfMatchRequired = z.object({ 'if-match': z.string().optional().describe(IF_MATCH) });

/** The If-Match of a route that also creates an item (id 0): a new item has no revision to name. */
export const ZIfMatchUnlessNew = z.object({
  'if-match': z.string().optional().describe(`Required unless the id is 0 (a new item). ${IF_MATCH}`),
});

/** The If-Match of a check that writes nothing (a mission's validate): optional, a stale one still answers 412. */
export const ZIfMatchOptional = z.object({
  'if-match': z
    .string()
    .optional()
    .describe('The ETag of the revision the check was made from; another revision answers 412.'),
});
