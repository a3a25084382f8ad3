import { ZHeartbeat } from '@questline/domain/schemas/groups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { touchPresence } from './presence.repository';

/**
 * Online status (§3.12): the web beats while a signed-in user's tab is open and visible (PRESENCE_HEARTBEAT_SECONDS);
 * the beat's time is kept in PostgreSQL, so every server process derives the same online, idle or offline.
 */
export const registerPresenceRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/users/me/heartbeat',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's tab is open and visible: they read online until their beats stop",
        response: { 200: z.object({ result: ZHeartbeat }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      await touchPresence(deps.db, viewer.id);
      return { result: { status: 'online' as const } };
    },
  );
};
