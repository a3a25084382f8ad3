import { AppError } from '@questline/domain/errors';
import { groupCanBeDeleted } from '@questline/domain/rules/groups';
import {
  GROUP_POSTS_PAGE_SIZE,
  type TGroupDetail,
  type TGroupPost,
  type TGroupPostPage,
  type TGroupSummary,
  type TInvitationsSent,
  type TMyGroups,
} from '@questline/domain/schemas/groups';
import type { TPostReport } from '@questline/domain/schemas/moderation';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { claimPostingSlot, refuseUnverifiedPoster } from '../community/posting';
import {
  groupOrNotFound,
  refuseOwnPost,
  refuseUnlessAuthor,
  refuseUnlessMember,
  refuseUnlessModerator,
  refuseUnlessOwner,
  refuseUnlessPoster,
} from './groups.policy';
import { presentGroupSummary, presentGroupUser, presentPost } from './groups.presenter';
import {
  addMember,
  countMembers,
  deleteGroup,
  deleteInvitation,
  deletePost,
  findInvitation,
  findPost,
  groupNameTaken,
  groupsOfUser,
  groupUsersByIds,
  insertGroup,
  insertInvitations,
  insertPost,
  insertPostReport,
  invitationsForEmail,
  isMember,
  listFeaturedPosts,
  listMembers,
  listPosts,
  lockGroup,
  lockGroupName,
  memberEmails,
  pendingInvitations,
  postsWithGroups,
  removeMember,
  renameGroup as renameGroupRow,
  setPostFeatured,
  setPostHidden,
  type TGroupPostRow,
  type TGroupUserRow,
  updatePostText,
} from './groups.repository';

type TViewer = Pick<TMe, 'id' | 'email' | 'emailVerified'>;

/**
 * The reader is active: they are making this request. Their own status reads online even before their tab's first
 * heartbeat has arrived (a page's first read and its first beat leave together).
 */
const seenNow = (rows: readonly TGroupUserRow[], viewerId: string) =>
  rows.map((row) => (row.id === viewerId ? { ...row, secondsSinceSeen: 0 } : row));

// ── Groups ──

/** GET /api/groups: the viewer's groups and the invitations waiting for their account's address. */
export const myGroups = async (db: TDbOrTx, viewer: TViewer): Promise<TMyGroups> => {
  const [rows, invitations] = await Promise.all([groupsOfUser(db, viewer.id), invitationsForEmail(db, viewer.email)]);
  return {
    groups: rows.map((row) => presentGroupSummary(row.group, row.memberCount, viewer.id)),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      group: { id: invitation.groupId, name: invitation.groupName },
      invitedBy: invitation.invitedBy,
      createdAt: invitation.createdAt.toISOString(),
    })),
  };
};

/** Refuses a name another group holds in any case (`group_name_duplicate`); holds the name until the write commits. */
const claimGroupName = async (tx: TDbOrTx, name: string, exceptId?: number) => {
  await lockGroupName(tx, name);
  if (await groupNameTaken(tx, name, exceptId))
    throw new AppError('group_name_duplicate', { fields: [{ path: 'name', key: 'group_name_duplicate' }] });
};

/** POST /api/groups: a new group, owned by the viewer, who is its first member. */
export const createGroup = async (tx: TDbOrTx, viewer: TViewer, name: string): Promise<TGroupSummary> => {
  await claimGroupName(tx, name);
  const group = await insertGroup(tx, { name, ownerId: viewer.id });
  await addMember(tx, group.id, viewer.id);
  return presentGroupSummary(group, 1, viewer.id);
};

/** The group locked for this write, or 404 not_found. */
const lockedGroup = async (tx: TDbOrTx, groupId: number) => {
  const group = await lockGroup(tx, groupId);
  if (!group) throw new AppError('not_found');
  return group;
};

/** POST /api/groups/{id}: the owner renames the group (unique whatever the case). */
export const renameGroup = async (
  tx: TDbOrTx,
  viewer: TViewer,
  groupId: number,
  name: string,
): Promise<TGroupSummary> => {
  const group = await lockedGroup(tx, groupId);
  refuseUnlessOwner(group, viewer.id);
  await claimGroupName(tx, name, group.id);
  const renamed = await renameGroupRow(tx, group.id, name);
  return presentGroupSummary(renamed, await countMembers(tx, group.id), viewer.id);
};

/**
 * POST /api/groups/{id}/delete: the owner deletes the group once nobody else belongs to it (`group_can_not_delete`
 * while others do: groupCanBeDeleted). Its posts and invitations go with it; reposts of its posts elsewhere stay and
 * say their original was deleted.
 */
export const removeGroup = async (tx: TDbOrTx, viewer: TViewer, groupId: number) => {
  const group = await lockedGroup(tx, groupId);
  refuseUnlessOwner(group, viewer.id);
  if (!groupCanBeDeleted(await countMembers(tx, group.id))) throw new AppError('group_can_not_delete');
  await deleteGroup(tx, group.id);
  return { message: 'group_deleted' as const };
};

/** GET /api/groups/{id}: what its members see: members with their status, open invitations, featured posts. */
export const groupDetail = async (db: TDbOrTx, viewer: TViewer, groupId: number): Promise<TGroupDetail> => {
  const group = await groupOrNotFound(db, groupId);
  await refuseUnlessMember(db, group, viewer.id);
  const [members, invitations, featured] = await Promise.all([
    listMembers(db, group.id),
    pendingInvitations(db, group.id),
    listFeaturedPosts(db, group.id),
  ]);
  const presented = seenNow(members, viewer.id).map(presentGroupUser);
  const owner = presented.find((member) => member.id === group.ownerId);
  if (!owner) throw new AppError('internal_error');
  return {
    id: group.id,
    name: group.name,
    owner,
    members: [owner, ...presented.filter((member) => member !== owner)],
    isOwner: group.ownerId === viewer.id,
    pendingInvitations: invitations.map((invitation) => ({
      ...invitation,
      createdAt: invitation.createdAt.toISOString(),
    })),
    featuredPosts: await presentPosts(db, viewer.id, featured),
    createdAt: group.createdAt.toISOString(),
  };
};

// ── Membership ──

/**
 * POST /api/groups/{id}/invitations: a member invites addresses. Members' own addresses and addresses invited already
 * are skipped; the rest wait for whoever holds (or registers) that address. Nothing is e-mailed: the invitee finds
 * the invitation on /groups once signed in.
 */
export const inviteToGroup = async (
  tx: TDbOrTx,
  viewer: TViewer,
  groupId: number,
  emails: readonly string[],
): Promise<TInvitationsSent> => {
  const group = await groupOrNotFound(tx, groupId);
  await refuseUnlessMember(tx, group, viewer.id);
  const unique = [...new Set(emails)];
  const members = new Set(await memberEmails(tx, group.id, unique));
  const invited = await insertInvitations(
    tx,
    group.id,
    unique.filter((email) => !members.has(email)),
    viewer.id,
  );
  return {
    invited,
    skipped: unique.filter((email) => !invited.includes(email)),
    message: 'group_invitations_sent',
  };
};

/** The invitation of the group to the viewer's address, or 404 group_invitation_not_found. */
const invitationOrNotFound = async (tx: TDbOrTx, groupId: number, viewer: TViewer) => {
  const invitation = await findInvitation(tx, groupId, viewer.email);
  if (!invitation) throw new AppError('group_invitation_not_found');
  return invitation;
};

/** POST /api/groups/{id}/join: the viewer accepts the invitation to their address and becomes a member. */
export const joinGroup = async (tx: TDbOrTx, viewer: TViewer, groupId: number) => {
  const group = await lockedGroup(tx, groupId);
  const invitation = await invitationOrNotFound(tx, group.id, viewer);
  await addMember(tx, group.id, viewer.id);
  await deleteInvitation(tx, invitation.id);
  return {
    group: presentGroupSummary(group, await countMembers(tx, group.id), viewer.id),
    message: 'group_joined' as const,
  };
};

/** POST /api/groups/{id}/decline: the viewer turns the invitation to their address down. */
export const declineInvitation = async (tx: TDbOrTx, viewer: TViewer, groupId: number) => {
  const invitation = await invitationOrNotFound(tx, groupId, viewer);
  await deleteInvitation(tx, invitation.id);
  return { declined: true as const };
};

/** POST /api/groups/{id}/leave: a member leaves; the owner cannot (`group_GroupOwnerLeave`). Their posts stay. */
export const leaveGroup = async (tx: TDbOrTx, viewer: TViewer, groupId: number) => {
  const group = await lockedGroup(tx, groupId);
  await refuseUnlessMember(tx, group, viewer.id);
  if (group.ownerId === viewer.id) throw new AppError('group_GroupOwnerLeave');
  await removeMember(tx, group.id, viewer.id);
  return { message: 'group_left' as const };
};

// ── Posts ──

/** Rows as members read them: authors with their status, and what reposts share. */
const presentPosts = async (db: TDbOrTx, viewerId: string, rows: readonly TGroupPostRow[]): Promise<TGroupPost[]> => {
  const originals = await postsWithGroups(
    db,
    rows.flatMap((row) => (row.repostOfId === null ? [] : [row.repostOfId])),
  );
  const users = await groupUsersByIds(db, [
    ...rows.map((row) => row.authorId),
    ...originals.map((original) => original.post.authorId),
  ]);
  const context = {
    viewerId,
    users: new Map(seenNow(users, viewerId).map((user) => [user.id, user])),
    originals: new Map(originals.map((original) => [original.post.id, original])),
  };
  return rows.map((row) => presentPost(row, context));
};

const presentOne = async (db: TDbOrTx, viewerId: string, row: TGroupPostRow) =>
  (await presentPosts(db, viewerId, [row]))[0] as TGroupPost;

/** GET /api/groups/{id}/posts: a page of the group's posts, newest first (members only). */
export const groupPosts = async (
  db: TDbOrTx,
  viewer: TViewer,
  groupId: number,
  before: number | undefined,
): Promise<TGroupPostPage> => {
  const group = await groupOrNotFound(db, groupId);
  await refuseUnlessMember(db, group, viewer.id);
  const rows = await listPosts(db, group.id, { before, limit: GROUP_POSTS_PAGE_SIZE });
  return {
    posts: await presentPosts(db, viewer.id, rows.slice(0, GROUP_POSTS_PAGE_SIZE)),
    hasMore: rows.length > GROUP_POSTS_PAGE_SIZE,
  };
};

/** The post under the group's path, or 404 not_found. */
const postOrNotFound = async (db: TDbOrTx, groupId: number, postId: number) => {
  const post = await findPost(db, groupId, postId);
  if (!post) throw new AppError('not_found');
  return post;
};

/**
 * POST /api/groups/{id}/posts: a member posts. The posting slot is taken last, in the same transaction: blocked users
 * get `you_are_blocked`, a second post within 10 s `post_ThrottlingError` (§9).
 */
export const createPost = async (tx: TDbOrTx, viewer: TViewer, groupId: number, text: string) => {
  refuseUnverifiedPoster(viewer);
  const group = await groupOrNotFound(tx, groupId);
  await refuseUnlessPoster(tx, group, viewer.id);
  await claimPostingSlot(tx, viewer.id);
  return {
    post: await presentOne(tx, viewer.id, await insertPost(tx, { groupId: group.id, authorId: viewer.id, text })),
  };
};

/** POST /api/groups/{id}/posts/{postId}: the author, still a member, edits the text (no posting slot: §9 counts posts). */
export const editPost = async (tx: TDbOrTx, viewer: TViewer, groupId: number, postId: number, text: string) => {
  const group = await groupOrNotFound(tx, groupId);
  const post = await postOrNotFound(tx, group.id, postId);
  refuseUnlessAuthor(post, viewer.id);
  await refuseUnlessPoster(tx, group, viewer.id);
  return { post: await presentOne(tx, viewer.id, await updatePostText(tx, post.id, text)) };
};

/** POST /api/groups/{id}/posts/{postId}/delete: the author deletes the post; reposts of it then say so. */
export const removePost = async (tx: TDbOrTx, viewer: TViewer, groupId: number, postId: number) => {
  const group = await groupOrNotFound(tx, groupId);
  const post = await postOrNotFound(tx, group.id, postId);
  refuseUnlessAuthor(post, viewer.id);
  await deletePost(tx, post.id);
  return { message: 'post_deleted' as const };
};

/**
 * POST /api/groups/{id}/posts/{postId}/repost: a member shares a post into another group they belong to. A repost of
 * a repost shares its original. `repost_validation_failed` when the target is no other group of the viewer's (or the
 * original's own group), or the original is gone. Takes the posting slot like a post.
 */
export const repostPost = async (
  tx: TDbOrTx,
  viewer: TViewer,
  groupId: number,
  postId: number,
  input: { groupId: number; text: string },
) => {
  refuseUnverifiedPoster(viewer);
  const group = await groupOrNotFound(tx, groupId);
  const post = await postOrNotFound(tx, group.id, postId);
  await refuseUnlessPoster(tx, group, viewer.id);
  const originalId = post.kind === 'repost' ? post.repostOfId : post.id;
  const original = originalId === null ? undefined : (await postsWithGroups(tx, [originalId]))[0]?.post;
  const target = input.groupId;
  if (!original || target === group.id || target === original.groupId || !(await isMember(tx, target, viewer.id)))
    throw new AppError('repost_validation_failed', { fields: [{ path: 'groupId', key: 'repost_validation_failed' }] });
  await claimPostingSlot(tx, viewer.id);
  const repost = await insertPost(tx, {
    groupId: target,
    authorId: viewer.id,
    text: input.text,
    kind: 'repost',
    repostOfId: original.id,
  });
  return { post: await presentOne(tx, viewer.id, repost), message: 'repost_succeeded' as const };
};

/** POST /api/groups/{id}/posts/{postId}/featured: the group's owner features a post, or stops featuring it. */
export const featurePost = async (tx: TDbOrTx, viewer: TViewer, groupId: number, postId: number, featured: boolean) => {
  const group = await groupOrNotFound(tx, groupId);
  const post = await postOrNotFound(tx, group.id, postId);
  refuseUnlessOwner(group, viewer.id);
  const saved = await setPostFeatured(tx, post.id, featured);
  return {
    post: await presentOne(tx, viewer.id, saved),
    message: featured ? ('add_featured_post_success' as const) : ('remove_featured_post_success' as const),
  };
};

/**
 * POST /api/groups/{id}/posts/{postId}/report: a member reports another member's post, once (post_already_reported),
 * with a reason type and, for 'other', the reason in their words. The community moderators see it on
 * /moderation/reports.
 */
export const reportPost = async (
  tx: TDbOrTx,
  viewer: TViewer,
  groupId: number,
  postId: number,
  report: TPostReport,
) => {
  const group = await groupOrNotFound(tx, groupId);
  await refuseUnlessMember(tx, group, viewer.id);
  const post = await postOrNotFound(tx, group.id, postId);
  refuseOwnPost(post, viewer.id);
  const stored = await insertPostReport(tx, {
    postId: post.id,
    userId: viewer.id,
    type: report.type,
    content: report.type === 'other' ? (report.content ?? null) : null,
  });
  if (!stored) throw new AppError('post_already_reported');
  return { id: post.id, reported: true as const };
};

/**
 * POST /api/groups/{id}/posts/{postId}/hidden: a learn moderator hides a post from its group (members no longer read it,
 * reposts no longer share it), or shows it again.
 */
export const hidePost = async (tx: TDbOrTx, viewer: TMe, groupId: number, postId: number, hidden: boolean) => {
  refuseUnlessModerator(viewer);
  const post = await findPost(tx, groupId, postId, { withHidden: true });
  if (!post) throw new AppError('not_found');
  await setPostHidden(tx, post.id, hidden, viewer.id);
  return { id: post.id, hidden };
};
