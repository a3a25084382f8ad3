/** Groups, posts and reposts (§1, §6, §8 social keys) and online status (§3.12): payloads and answers. */
import { z } from 'zod';
import { PRESENCE_STATUSES } from '../constants';

/** Longest group name, post text, and most addresses in one invitation. */
export const GROUP_NAME_MAX = 80;
export const POST_TEXT_MAX = 5000;
export const GROUP_INVITATION_MAX = 20;
/** Posts per page of a group's stream. */
export const GROUP_POSTS_PAGE_SIZE = 20;

const ZId = z.coerce.number({ error: 'not_found' }).int({ error: 'not_found' }).positive({ error: 'not_found' });

export const ZGroupParams = z.object({ groupId: ZId });
export const ZGroupPostParams = z.object({ groupId: ZId, postId: ZId });

const ZGroupName = z
  .string({ error: 'error_isRequired' })
  .trim()
  .min(1, { error: 'error_isRequired' })
  .max(GROUP_NAME_MAX, { error: 'group_name_too_long' });

/** POST /api/groups and POST /api/groups/{id} (rename). */
export const ZGroupWrite = z.object({ name: ZGroupName });
export type TGroupWrite = z.infer<typeof ZGroupWrite>;

/**
 * POST /api/groups/{id}/invitations: the addresses chosen (`should_select_user` when none is, `not_valid_email` for
 * each malformed one, by its index).
 */
export const ZGroupInvite = z.object({
  emails: z
    .array(
      z
        .string({ error: 'not_valid_email' })
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: 'not_valid_email' }).max(254, { error: 'not_valid_email' })),
      { error: 'should_select_user' },
    )
    .min(1, { error: 'should_select_user' })
    .max(GROUP_INVITATION_MAX, { error: 'group_invitations_too_many' })
    // A missing list reads as an empty one: nobody chosen (prefault runs the checks on it, default would not).
    .prefault([]),
});
export type TGroupInvite = z.input<typeof ZGroupInvite>;

const postText = z.string({ error: 'post_can_not_be_empty' }).trim().max(POST_TEXT_MAX, { error: 'post_too_long' });

/** POST /api/groups/{id}/posts and POST /api/groups/{id}/posts/{postId} (edit): plain text, not empty. */
export const ZPostWrite = z.object({ text: postText.min(1, { error: 'post_can_not_be_empty' }) });
export type TPostWrite = z.infer<typeof ZPostWrite>;

/** POST /api/groups/{id}/posts/{postId}/repost: the group to repost into, and an optional word with it. */
export const ZRepost = z.object({
  groupId: z.coerce.number({ error: 'repost_validation_failed' }).int().positive({ error: 'repost_validation_failed' }),
  text: postText.default(''),
});
export type TRepost = z.input<typeof ZRepost>;

/** POST /api/groups/{id}/posts/{postId}/featured: the group owner features a post, or stops featuring it. */
export const ZPostFeature = z.object({ featured: z.boolean({ error: 'error_isRequired' }) });

/** GET /api/groups/{id}/posts: the page before a post id (newest first). */
export const ZGroupPostsQuery = z.object({ before: z.coerce.number().int().positive().optional() });

export const ZPresenceStatus = z.enum(PRESENCE_STATUSES);

/** A user as groups show them (§3.12): name, avatar, profile link and online status. */
export const ZGroupUser = z.object({
  id: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  profileUrl: z.string(),
  status: ZPresenceStatus,
});
export type TGroupUser = z.infer<typeof ZGroupUser>;

export const ZGroupRef = z.object({ id: z.number(), name: z.string() });

/** A group of the signed-in user's list. */
export const ZGroupSummary = ZGroupRef.extend({
  ownerId: z.string(),
  memberCount: z.number(),
  isOwner: z.boolean(),
  createdAt: z.string(),
});
export type TGroupSummary = z.infer<typeof ZGroupSummary>;

/** An invitation waiting for the signed-in user (to their account's e-mail address). */
export const ZMyInvitation = z.object({
  id: z.number(),
  group: ZGroupRef,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/groups: the signed-in user's groups and the invitations waiting for them. */
export const ZMyGroups = z.object({ groups: z.array(ZGroupSummary), invitations: z.array(ZMyInvitation) });
export type TMyGroups = z.infer<typeof ZMyGroups>;

/** The post a repost shares; null fields when the original was deleted since. */
export const ZRepostOf = z.object({
  id: z.number(),
  group: ZGroupRef,
  author: ZGroupUser,
  text: z.string(),
  createdAt: z.string(),
});

export const ZGroupPost = z.object({
  id: z.number(),
  groupId: z.number(),
  kind: z.enum(['post', 'repost']),
  author: ZGroupUser,
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  featured: z.boolean(),
  /** For a repost: what it shares, or null when that post was deleted. */
  repostOf: ZRepostOf.nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TGroupPost = z.infer<typeof ZGroupPost>;

/** GET /api/groups/{id}: the group as its members see it. */
export const ZGroupDetail = ZGroupRef.extend({
  owner: ZGroupUser,
  members: z.array(ZGroupUser),
  isOwner: z.boolean(),
  /** Addresses invited and not yet answered. */
  pendingInvitations: z.array(z.object({ id: z.number(), email: z.string(), createdAt: z.string() })),
  featuredPosts: z.array(ZGroupPost),
  createdAt: z.string(),
});
export type TGroupDetail = z.infer<typeof ZGroupDetail>;

export const ZGroupPostPage = z.object({ posts: z.array(ZGroupPost), hasMore: z.boolean() });
export type TGroupPostPage = z.infer<typeof ZGroupPostPage>;

/** Answers that the web shows as a toast (§8 success keys). */
export const ZGroupSaved = z.object({ group: ZGroupSummary, message: z.literal('changes_saved_successfully') });
export const ZGroupMessage = <T extends string>(key: T) => z.object({ message: z.literal(key) });
export const ZInvitationsSent = z.object({
  /** Addresses newly invited. */
  invited: z.array(z.string()),
  /** Addresses left out: already members, or already invited. */
  skipped: z.array(z.string()),
  message: z.literal('group_invitations_sent'),
});
export type TInvitationsSent = z.infer<typeof ZInvitationsSent>;
export const ZPostSaved = z.object({ post: ZGroupPost });
export const ZRepostSaved = z.object({ post: ZGroupPost, message: z.literal('repost_succeeded') });
export const ZPostFeatured = z.object({
  post: ZGroupPost,
  message: z.enum(['add_featured_post_success', 'remove_featured_post_success']),
});

/** POST /api/users/me/heartbeat: the status the beat gives. */
export const ZHeartbeat = z.object({ status: ZPresenceStatus });
