import { AppError } from '@questline/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { findFile } from './files.repository';

/** Stored files by id. Ids are content hashes, so responses are cached for a year. */
export const registerFileRoutes = (app: FastifyInstance, deps: { db: TDb; fileStore: TFileStore }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().regex(/^[a-f0-9]{32}\.[a-z]{2,4}$/, { error: 'not_found' }) }),
      },
    },
    async (request, reply) => {
      const file = await findFile(deps.db, request.params.id);
      const stream = file ? await deps.fileStore.read(file.storageKey) : null;
      if (!file || !stream) throw new AppError('not_found');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(stream);
    },
  );
};
