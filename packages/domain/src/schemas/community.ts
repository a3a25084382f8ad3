/** Community (§1, §6): what learn moderators send to keep posting civil. */
import { z } from 'zod';
import { ZUserId } from './fields';

export const ZPostingBlockParams = z.object({ userId: ZUserId });
/** PUT /api/community/postingBlocks/{userId}: block the user from posting comments, posts and reposts, or lift it. */
export const ZPostingBlock = z.object({ blocked: z.boolean() });
export type TPostingBlock = z.infer<typeof ZPostingBlock>;
