import { type TExternalApp, ZExternalApps } from '@questline/domain/schemas/apps';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** §2.3: the external apps of the header's app switcher, as the operator configured them (EXTERNAL_APPS). */
export const registerAppsRoutes = (app: FastifyInstance, deps: { externalApps: readonly TExternalApp[] }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/apps',
    {
      schema: {
        tags: ['apps'],
        summary: "The external apps of the header's app switcher (EXTERNAL_APPS)",
        response: { 200: z.object({ result: ZExternalApps }) },
      },
    },
    async (_request, reply) => {
      // The list changes only when the server restarts with another configuration.
      reply.header('cache-control', 'public, max-age=300');
      return { result: { apps: deps.externalApps.map(({ id, url, status }) => ({ id, url, status })) } };
    },
  );
};
