import { ZVideo, ZVideoParams, ZVideoPrivacy } from '@questline/domain/schemas/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../../auth/current-user';
import type { TDb } from '../../../db/client';
import { refuseUnlessAuthor } from '../../authoring/authoring.policy';
import { setVideoPrivacy } from './video-privacy.service';

/**
 * Whether a video plays for signed-in users only (§2.16 private videos), set by the authors who upload videos and
 * their subtitles (content creators, editors, learn admins, admins).
 */
export const registerVideoPrivacyRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/media/videos/:id/privacy',
    {
      // Signed in first (401), before the body is validated (400), then the role (403).
      onRequest: requireSignIn,
      schema: {
        tags: ['media'],
        summary: 'Marks a video private (signed-in viewers only) or public',
        description:
          'A private video plays for signed-in users only: anonymous requests for its HLS files, its uploaded ' +
          'source and its subtitle files answer 401 auth_required. Answers the video. Content creators, editors, ' +
          'learn admins and admins only.',
        params: ZVideoParams,
        body: ZVideoPrivacy,
        response: { 200: z.object({ result: ZVideo }) },
      },
    },
    async (request) => {
      refuseUnlessAuthor(await requireUser(request));
      return { result: await setVideoPrivacy(deps.db, request.params.id, request.body) };
    },
  );
};
