import { AppError } from '@questline/domain/errors';
import { ZFeaturedList, ZFeaturedListParams, ZPathwaysLanding } from '@questline/domain/schemas/featured';
import { ZFeaturedListSave } from '@questline/domain/schemas/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import type { TReadCache } from '../content/read-cache';
import { refuseUnlessFeaturedEditor } from './featured.policy';
import { featuredList, landingMap, pathwaysLanding, saveFeatured } from './featured.service';

/**
 * Featured lists as learners read them (§3.12) and as editors save them (§2.13), and the /pathways landing page's
 * data (§2.8). Reads are public.
 */
export const registerFeaturedRoutes = (app: FastifyInstance, deps: { db: TDb; readCache: TReadCache }) => {
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

  api.post(
    '/api/learn/featuredList/:name',
    {
      // Signed in first (401), before the name and body are validated (400), then the role (403).
      onRequest: requireSignIn,
      schema: {
        tags: ['learn'],
        summary:
          'Save a featured list (§9 names) whole, in order: learn editors, learn admins and admins; ids of items ' +
          'learners may not see are dropped. Answers the list as GET does',
        params: ZFeaturedListParams,
        body: ZFeaturedListSave,
        response: { 200: z.object({ result: ZFeaturedList }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      refuseUnlessFeaturedEditor(user);
      const { name } = request.params;
      return {
        result: await db.transaction((tx) =>
          saveFeatured(tx, { name, itemIds: request.body.itemIds, updatedBy: user.id }),
        ),
      };
    },
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
    async () => {
      // The landing page exists while PATHWAYS_LANDING_PAGE is on (§9).
      if (!(await app.featureFlags.isOn('PATHWAYS_LANDING_PAGE'))) throw new AppError('not_found');
      return {
        result: await pathwaysLanding(db, () => deps.readCache.through('landing:map', () => landingMap(db))),
      };
    },
  );
};
