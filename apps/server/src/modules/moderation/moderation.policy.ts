import { AppError } from '@questline/domain/errors';
import { learnModeratorAll } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';

/**
 * The reports of comments and group posts are the community moderators' (§6 learnModeratorAll: learn moderators,
 * learn editors and learn admins), who hide and show them and block their authors (the comments' and groups' own
 * routes, and community/postingBlocks).
 */
export const refuseUnlessModerator = (user: TMe) => {
  if (!learnModeratorAll(user)) throw new AppError('forbidden');
};
