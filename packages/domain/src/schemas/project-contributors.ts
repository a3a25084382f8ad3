import { z } from 'zod';

/** The longest e-mail address (RFC 5321) and so the longest way of naming a user. */
const USER_NAME_MAX = 254;

/**
 * POST /api/learn/project/{id}/contributors: the person to add, by e-mail address, profile URL name or user id, as
 * typed; trimmed, and required.
 */
export const ZProjectContributorAdd = z.object({
  user: z
    .string({ error: 'should_select_user' })
    .trim()
    .min(1, { error: 'should_select_user' })
    .max(USER_NAME_MAX, { error: 'should_select_user' }),
});
export type TProjectContributorAdd = z.infer<typeof ZProjectContributorAdd>;

/** DELETE /api/learn/project/{id}/contributors/{userId}. */
export const ZProjectContributorParams = z.object({ id: z.string().max(40), userId: z.string().max(100) });

/** A contributor as the site names people: display name, avatar and profile link. */
export const ZProjectContributor = z.object({
  id: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  profileUrl: z.string(),
});
export type TProjectContributor = z.infer<typeof ZProjectContributor>;

/** A project's contributors, first added first, and whether the viewer may add and remove them. */
export const ZProjectContributors = z.object({
  contributors: z.array(ZProjectContributor),
  canManage: z.boolean(),
});
export type TProjectContributors = z.infer<typeof ZProjectContributors>;
