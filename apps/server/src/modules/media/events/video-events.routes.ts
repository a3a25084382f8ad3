import { ZVideoEvents } from '@questline/domain/schemas/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../auth/current-user';
import type { TDb } from '../../../db/client';
import { recordVideoEvents } from './video-events.service';

/**
 * POST /api/tracking/video (§7.9, a path the spec leaves unnamed): signed-in viewers' video events, batched by the
 * player. Anonymous viewers are not tracked (401): the events describe a learner's viewing, and an append-only table
 * open to unauthenticated writes would be anyone's to fill.
 */
export const registerVideoEventRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/tracking/video',
    {
      schema: {
        tags: ['media'],
        summary: 'Records video events: start, stop and engagement (full_screen, playback_speed, language, caption)',
        description:
          'A batch of 1 to 50 events, oldest first, each `{type, data}` with the §3.12 video event data. Stored ' +
          'with the session’s premium state. Signed-in viewers only.',
        body: ZVideoEvents,
        response: { 200: z.object({ result: z.object({ stored: z.number() }) }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return {
        result: await deps.db.transaction((tx) =>
          recordVideoEvents(tx, viewer, request.body.events, app.learningEvents),
        ),
      };
    },
  );
};
