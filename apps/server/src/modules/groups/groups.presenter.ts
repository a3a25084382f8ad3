import { profileUrl } from '@questline/domain/rules/groups';
import { presenceStatus } from '@questline/domain/rules/presence';
import type { TGroupPost, TGroupSummary, TGroupUser } from '@questline/domain/schemas/groups';
import type { TGroupPostRow, TGroupRow, TGroupUserRow } from './groups.repository';

/** A user as groups show them (§3.12): name, avatar, profile link and online status. */
export const presentGroupUser = (user: TGroupUserRow): TGroupUser => ({
  id: user.id,
  displayName: user.name,
  avatar: user.image,
  profileUrl: profileUrl(user),
  status: presenceStatus(user.secondsSinceSeen),
});

/** Someone who left no row behind (an account removed while a read ran): shown without a name, offline. */
const missingUser = (id: string): TGroupUser => ({
  id,
  displayName: '',
  avatar: null,
  profileUrl: profileUrl({ id, customProfileUrl: null }),
  status: 'offline',
});

export const presentGroupSummary = (group: TGroupRow, memberCount: number, viewerId: string): TGroupSummary => ({
  id: group.id,
  name: group.name,
  ownerId: group.ownerId,
  memberCount,
  isOwner: group.ownerId === viewerId,
  createdAt: group.createdAt.toISOString(),
});

/** What presenting posts needs besides their rows: their authors, the originals reposts share, the viewer. */
export type TPostContext = {
  viewerId: string;
  users: ReadonlyMap<string, TGroupUserRow>;
  originals: ReadonlyMap<number, { post: TGroupPostRow; groupName: string }>;
};

const userOf = (context: TPostContext, id: string) => {
  const row = context.users.get(id);
  return row ? presentGroupUser(row) : missingUser(id);
};

/**
 * A post as a member reads it: edits and deletes are its author's alone (`canEdit`, `canDelete`; the server checks
 * again), a repost carries what it shares, or null once that post was deleted.
 */
export const presentPost = (post: TGroupPostRow, context: TPostContext): TGroupPost => {
  const original = post.repostOfId === null ? undefined : context.originals.get(post.repostOfId);
  const own = post.authorId === context.viewerId;
  return {
    id: post.id,
    groupId: post.groupId,
    kind: post.kind,
    author: userOf(context, post.authorId),
    text: post.text,
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    featured: post.featuredAt !== null,
    repostOf: original
      ? {
          id: original.post.id,
          group: { id: original.post.groupId, name: original.groupName },
          author: userOf(context, original.post.authorId),
          text: original.post.text,
          createdAt: original.post.createdAt.toISOString(),
        }
      : null,
    canEdit: own,
    canDelete: own,
  };
};
