import { ZHome } from '@questline/domain/schemas/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { homeCatalogue } from './content.service';

export const registerContentRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/learn/home',
    {
      schema: {
        tags: ['learn'],
        summary: 'The newest published items of each type, with its total, for the home page',
        response: { 200: z.object({ result: ZHome }) },
      },
    },
    async () => ({ result: await homeCatalogue(deps.db) }),
  );
};
