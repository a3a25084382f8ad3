import { ZHome } from '@questline/domain/schemas/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { homeCatalogue } from './content.service';
import { sendKept, type TReadCache } from './read-cache';

const ZHomeAnswer = z.object({ result: ZHome });

/** The home page's catalogue: the same for everyone, kept until the catalogue changes. */
export const registerContentRoutes = (app: FastifyInstance, deps: { db: TDb; readCache: TReadCache }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/learn/home',
    {
      schema: {
        tags: ['learn'],
        summary: 'The newest published items of each type, with its total, for the home page',
        response: { 200: ZHomeAnswer },
      },
    },
    (_request, reply) =>
      sendKept(reply, deps.readCache, 'home', ZHomeAnswer, async () => ({
        value: { result: await homeCatalogue(deps.db) },
      })),
  );
};
