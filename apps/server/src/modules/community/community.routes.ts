import { ZPostingBlock, ZPostingBlockParams } from '@questline/domain/schemas/community';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessModerator } from '../moderation/moderation.policy';
import { setPostingBlock } from './community.service';

/** Community moderation (§1, §6): learn moderators block a user from posting, or lift the block. */
export const registerCommunityRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.put(
    '/api/community/postingBlocks/:userId',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['community'],
        summary:
          'Block a user from posting comments, posts and reposts (they get you_are_blocked), or lift the block: ' +
          'learn moderators, learn admins and learn editors',
        params: ZPostingBlockParams,
        body: ZPostingBlock,
        response: { 200: z.object({ result: ZPostingBlock }) },
      },
    },
    async (request) => {
      const moderator = await requireUser(request);
      refuseUnlessModerator(moderator);
      const { blocked } = request.body;
      await db.transaction((tx) =>
        setPostingBlock(tx, { userId: request.params.userId, blocked, moderatorId: moderator.id }),
      );
      return { result: { blocked } };
    },
  );
};
