import { ZSetupRequest, ZSetupResult } from '@questline/domain/schemas/account';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '../../auth/auth';
import type { TDb } from '../../db/client';
import { completeSetup } from './setup.service';

/**
 * The first-run setup (`/setup?token=…`, printed at start while no super admin exists): creates the first super admin
 * and signs them in. Anonymous by nature, and rate-limited like sign-in. The body first (400: a name, a valid address,
 * a password by sign-up's rules, the token), then the token (403 `setup_not_available`: unknown, expired, used, or a
 * super admin exists already).
 */
export const registerSetupRoutes = (app: FastifyInstance, deps: { db: TDb; auth: TAuth; authPerMinute: number }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/setup',
    {
      config: { anonymousWrite: true, rateLimit: { max: deps.authPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Creates the first super admin with the one-time setup token and signs them in',
        body: ZSetupRequest,
        response: { 200: z.object({ result: ZSetupResult }) },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await completeSetup(deps, request.body, fromNodeHeaders(request.headers));
      if (cookies.length) reply.header('set-cookie', cookies);
      return { result: user };
    },
  );
};
