import { ZHome } from '@questline/domain/schemas/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { encodedOnce, sendEncoded } from '../../lib/encoded-once';
import type { TSearchCache } from '../search/search-cache';
import { homeCatalogue } from './content.service';

/**
 * The home page's catalogue: the same for everyone, so it is kept in the catalogue cache (dropped on every catalogue
 * change any process commits) and written as JSON once per kept answer.
 */
export const registerContentRoutes = (app: FastifyInstance, deps: { db: TDb; cache: TSearchCache }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/learn/home',
      { schema: { tags: ['learn'], response: { 200: z.object({ result: ZHome }) } } },
      async (_request, reply) => {
        const home = await deps.cache.through('home', () => homeCatalogue(deps.db));
        return sendEncoded(reply, `{"result":${encodedOnce(ZHome, home)}}`);
      },
    );
};
