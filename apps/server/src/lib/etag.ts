import type { FastifyReply } from 'fastify';

/** Every item read and save answers its edit counter as the ETag (DESIGN §4); a save names it back in If-Match. */
export const withEtag = (reply: FastifyReply, row: { revision: number }) => reply.header('etag', `"${row.revision}"`);
