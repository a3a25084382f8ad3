import { AppError } from '@questline/domain/errors';
import { ZFeaturedList, ZFeaturedListParams, ZPathwaysLanding } from '@questline/domain/schemas/featured';
import { ZFeaturedListSave } from '@questline/domain/schemas/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { sendKept, type TReadCache } from '../content/read-cache';
import { refuseUnlessFeaturedEditor } from './featured.policy';
import { featuredList, pathwaysLanding, saveFeatured } from './featured.service';

const ZFeaturedListAnswer = z.object({ result: ZFeaturedList });
const ZPathwaysLandingAnswer = z.object({ result: ZPathwaysLanding });

/**
 * Featured lists as learners read them (§3.12) and as editors save them (§2.13), and the /pathways landing page's
 * data (§2.8). Reads are public and the same for everyone: kept until the catalogue changes, which a save of a list,
 * and a change of the submissions and authors they show, announce (featured.service, migration 0024).
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
        response: { 200: ZFeaturedListAnswer },
      },
    },
    (request, reply) =>
      sendKept(reply, deps.readCache, `featured:${request.params.name}`, ZFeaturedListAnswer, async () => ({
        value: { result: await featuredList(db, request.params.name) },
      })),
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
        response: { 200: ZFeaturedListAnswer },
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
        response: { 200: ZPathwaysLandingAnswer },
      },
    },
    async (_request, reply) => {
      // The landing page exists while PATHWAYS_LANDING_PAGE is on (§9).
      if (!(await app.featureFlags.isOn('PATHWAYS_LANDING_PAGE'))) throw new AppError('not_found');
      return sendKept(reply, deps.readCache, 'landing', ZPathwaysLandingAnswer, async () => ({
        value: { result: await pathwaysLanding(db) },
      }));
    },
  );
};
