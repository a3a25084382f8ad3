import { AppError } from '@questline/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { parseByteRange } from './byte-range';
import { findServedFile } from './files.repository';

/**
 * Stored files by id. Ids are content hashes, so responses are cached for a year. A single HTTP range is answered
 * 206 with its bytes, so that players can seek videos; an unsatisfiable one 416. The source and subtitles of a private
 * video (§2.16) answer anonymous requests 401 auth_required and are cached by browsers only.
 */
export const registerFileRoutes = (app: FastifyInstance, deps: { db: TDb; fileStore: TFileStore }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,4}$/, { error: 'not_found' }) }),
      },
    },
    async (request, reply) => {
      const file = await findServedFile(deps.db, request.params.id);
      if (!file) throw new AppError('not_found');
      // Only a private video's files look the session up: every other file stays one query.
      if (file.isPrivate) await requireUser(request);
      const range = parseByteRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('accept-ranges', 'bytes').header('content-range', `bytes */${file.size}`).send();
      }
      const stream = await deps.fileStore.read(file.storageKey, range);
      if (!stream) throw new AppError('not_found');
      reply
        .header('content-type', file.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', `${file.isPrivate ? 'private' : 'public'}, max-age=31536000, immutable`)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (!range) return reply.header('content-length', file.size).send(stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(stream);
    },
  );
};
