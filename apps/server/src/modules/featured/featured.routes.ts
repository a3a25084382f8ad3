import { ZFeaturedList, ZFeaturedListParams, ZPathwaysLanding } from '@questline/domain/schemas/featured';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { featuredList, pathwaysLanding } from './featured.service';

/** Featured lists as learners read them (§3.12), and the /pathways landing page's data (§2.8). Public reads. */
export const registerFeaturedRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/learn/featuredList/:name',
    {
      schema: {
        tags: ['learn'],
        summary: 'A featured list (§9 names): the ids of its items learners may see, in order, and their cards',
        params: ZFeaturedListParams,
        response: { 200: z.object({ result: ZFeaturedList }) },
      },
    },
    async (request) => ({ result: await featuredList(db, request.params.name) }),
  );

  api.get(
    '/api/learn/pathways/landing',
    {
      schema: {
        tags: ['learn'],
        summary:
          'The /pathways page: featured pathways (page_landing_pathway_featured), every listed pathway, and featured learner submissions (page_landing_pathway_submissions)',
        response: { 200: z.object({ result: ZPathwaysLanding }) },
      },
    },
    async () => ({ result: await pathwaysLanding(db) }),
  );
};
