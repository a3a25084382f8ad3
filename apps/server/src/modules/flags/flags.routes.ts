import {
  type TPremiumStore,
  ZFeatureFlagName,
  ZFeatureFlagState,
  ZFeatureFlagWrite,
  ZSiteSettings,
} from '@questline/domain/schemas/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessAdmin } from './flags.policy';
import { flagStates, setFeatureFlag, type TFeatureFlagReader } from './flags.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The §9 feature flags in force (modules/flags): every module asks here. */
    featureFlags: TFeatureFlagReader;
  }
}

/**
 * The §9 feature flags: read by every page through GET /api/site/settings (with the store flow's settings), listed and
 * toggled by admins.
 */
export const registerFlagRoutes = (
  app: FastifyInstance,
  deps: { db: TDb; flags: TFeatureFlagReader; premiumStore: TPremiumStore; videoTranscoding: boolean },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, flags } = deps;

  api.get(
    '/api/site/settings',
    {
      schema: {
        tags: ['site'],
        summary:
          'The feature flags in force (§9), the store flow settings (payment link base, trial days) and whether videos are transcoded',
        response: { 200: z.object({ result: ZSiteSettings }) },
      },
    },
    async () => ({
      result: {
        featureFlags: await flags.all(),
        premiumStore: deps.premiumStore,
        videoTranscoding: deps.videoTranscoding,
      },
    }),
  );

  api.get(
    '/api/admin/featureFlags',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['admin'],
        summary: 'Every feature flag with its value, default and last change (admins)',
        response: { 200: z.object({ result: z.array(ZFeatureFlagState) }) },
      },
    },
    async (request) => {
      refuseUnlessAdmin(await requireUser(request));
      return { result: await flagStates(db) };
    },
  );

  api.put(
    '/api/admin/featureFlags/:name',
    {
      // Signed in first (401), then the name and body (400 / 404), then the role (403).
      onRequest: requireSignIn,
      schema: {
        tags: ['admin'],
        summary: 'Turn a feature flag on or off (admins); answers every flag as GET does',
        params: z.object({ name: ZFeatureFlagName }),
        body: ZFeatureFlagWrite,
        response: { 200: z.object({ result: z.array(ZFeatureFlagState) }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      refuseUnlessAdmin(user);
      return {
        result: await setFeatureFlag(db, flags, {
          name: request.params.name,
          enabled: request.body.enabled,
          actorId: user.id,
        }),
      };
    },
  );
};
