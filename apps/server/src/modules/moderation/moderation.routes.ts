import { ZModerationReports, ZModerationReportsQuery } from '@questline/domain/schemas/moderation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessModerator } from './moderation.policy';
import { listReports } from './moderation.service';

/**
 * Community moderation (§1, §6): the reported comments, group posts and reviews behind /moderation/reports. Hiding,
 * showing and blocking are the comments', groups', ratings' and posting blocks' own routes.
 */
export const registerModerationRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/moderation/reports',
    {
      // Signed in first (401), then the query (400), then the role (403).
      onRequest: requireSignIn,
      schema: {
        tags: ['community'],
        summary:
          'Reported comments, group posts and reviews with their reports, newest report first (status open, hidden or all), ' +
          'and the reports of each of the last 8 weeks: learn moderators',
        querystring: ZModerationReportsQuery,
        response: { 200: z.object({ result: ZModerationReports }) },
      },
    },
    async (request) => {
      refuseUnlessModerator(await requireUser(request));
      return { result: await listReports(db, request.query) };
    },
  );
};
