import {
  ZLiveSessionRegistration,
  ZLiveSessionSearchQuery,
  ZLiveSessionSearchResult,
} from '@questline/domain/schemas/live-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { registerForLiveSession, searchLiveSessions } from './live-session.service';

/** The live calendar's search and the registration of a learner (§2.10, §4.6, §7.5, §7.9). */
export const registerLiveSessionRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/learn/liveSessionSearch',
    {
      schema: {
        tags: ['learn'],
        summary:
          'Live sessions of one period (includeTab opening or previous): opening soonest first, previous latest first; ' +
          "tod ('start_end', minutes on the learner's clock) narrows by start time, shifted by the learner's utcOffset",
        querystring: ZLiveSessionSearchQuery,
        response: { 200: z.object({ result: ZLiveSessionSearchResult }) },
      },
    },
    async (request) => ({ result: await searchLiveSessions(deps.db, request.query, await request.currentUser()) }),
  );

  api.post(
    '/api/learn/liveSession/:idOrSlug/register',
    {
      schema: {
        tags: ['learn'],
        summary:
          "Register the signed-in learner for an opening live session: stores the registration event and answers the session's register URL",
        params: z.object({ idOrSlug: z.string().max(200) }),
        response: { 200: z.object({ result: ZLiveSessionRegistration }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return {
        result: await deps.db.transaction((tx) =>
          registerForLiveSession(tx, { idOrSlug: request.params.idOrSlug, viewer, events: app.learningEvents }),
        ),
      };
    },
  );
};
