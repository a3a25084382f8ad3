import { AppError } from '@questline/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import type { TSharedRedis } from '../../lib/redis';
import { VERSION } from '../../version';
import { unreadyDependencies } from './readiness';

/**
 * Probes for load balancers, orchestrators and the container's HEALTHCHECK: /api/health says the process lives (it
 * touches nothing else, so a slow database never gets a live process restarted), /api/ready whether it can serve
 * (its dependencies answer), so that traffic waits for it.
 */
export const registerHealthRoutes = (
  app: FastifyInstance,
  deps: { db: TDb; redis?: TSharedRedis; fileStore: TFileStore },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: 200 while the process runs, with the release it runs',
        response: { 200: z.object({ result: z.object({ status: z.literal('ok'), version: z.string() }) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: { status: 'ok' as const, version: VERSION } };
    },
  );

  api.get(
    '/api/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: 200 when the database (migrated), Redis and the file store answer',
        description:
          'Otherwise 503 service_unavailable whose `params.failed` names what does not answer: database, ' +
          'migrations (the database lacks one of this release), redis, fileStore (comma-separated). Each ' +
          'dependency is given 2 s.',
        response: { 200: z.object({ result: z.object({ status: z.literal('ready'), version: z.string() }) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const unready = await unreadyDependencies(deps);
      if (unready.length) {
        for (const { dependency, reason } of unready) request.log.warn({ dependency, reason }, 'not ready');
        throw new AppError('service_unavailable', {
          params: { failed: unready.map((outcome) => outcome.dependency).join(',') },
        });
      }
      return { result: { status: 'ready' as const, version: VERSION } };
    },
  );
};
