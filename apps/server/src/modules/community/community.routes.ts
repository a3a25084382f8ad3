import { AppError } from '@questline/domain/errors';
import { learnModeratorAll } from '@questline/domain/roles';
import { ZPostingBlock, ZPostingBlockParams } from '@questline/domain/schemas/community';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';
import { setPostingBlocked } from './posting';

/** Community moderation (§1, §6): learn moderators block a user from posting, or lift the block. */
export const registerCommunityRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.put(
    '/api/community/postingBlocks/:userId',
    {
      onRequest: async (request) => {
        await requireUser(request);
      },
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
      if (!learnModeratorAll(moderator)) throw new AppError('forbidden');
      const { userId } = request.params;
      const { blocked } = request.body;
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!user) throw new AppError('not_found');
        await setPostingBlocked(tx, userId, blocked, moderator.id);
      });
      return { result: { blocked } };
    },
  );
};
