import { ZServerTourParams, ZTourState } from '@questline/domain/schemas/tours';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessTourHolder } from './tours.policy';
import { hasClosedTour, recordClosedTour } from './tours.repository';

/**
 * Tours the server remembers per user (§4.7 premium tour): whether the signed-in user closed one, and closing it.
 * Signed in first (401), then the tour's name (400), then whether the tour is theirs (403: premium users only).
 */
export const registerTourRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const signedIn = {
    onRequest: requireSignIn,
  };

  api.get(
    '/api/tours/:tour',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'Whether the signed-in premium user has closed the premium tour (it shows until they do)',
        params: ZServerTourParams,
        response: { 200: z.object({ result: ZTourState }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { tour } = request.params;
      refuseUnlessTourHolder(user, tour);
      return { result: { tour, closed: await hasClosedTour(db, user.id, tour) } };
    },
  );

  api.post(
    '/api/tours/:tour/close',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'Closing the premium tour (its tips or its dialog) marks it closed for the signed-in user (§4.7)',
        params: ZServerTourParams,
        response: { 200: z.object({ result: ZTourState }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { tour } = request.params;
      refuseUnlessTourHolder(user, tour);
      await recordClosedTour(db, user.id, tour);
      return { result: { tour, closed: true } };
    },
  );
};
