import { itemId } from '@questline/domain/ids';
import { commentChannelId } from '@questline/domain/rules/comments';
import type { TCommentItem } from '@questline/domain/schemas/comments';
import type { TViewer } from '../learn/learn.policy';
import { mayDeleteComment, mayEditComment } from './comments.policy';
import type { TCommentRow } from './comments.repository';

/** What the viewer's own relation to a comment adds to it. */
export type TViewerMarks = { liked: Set<number>; reported: Set<number>; replyCounts: Map<number, number> };

/** One comment or reply as answers give it (§3.12 items[]). */
export const presentComment = (row: TCommentRow, viewer: TViewer, marks: TViewerMarks): TCommentItem => ({
  id: String(row.id),
  content: row.content,
  channelId: commentChannelId(itemId('tutorial', row.itemId), row.sectionId),
  sectionId: row.sectionId,
  parentId: row.parentId === null ? null : String(row.parentId),
  authorId: row.authorId,
  createdTime: row.createdAt.toISOString(),
  editedTime: row.editedAt ? row.editedAt.toISOString() : null,
  likeCount: row.likeCount,
  liked: marks.liked.has(row.id),
  replyCount: marks.replyCounts.get(row.id) ?? 0,
  hidden: row.hiddenAt !== null,
  canEdit: mayEditComment(viewer, row),
  canDelete: mayDeleteComment(viewer, row),
  reported: marks.reported.has(row.id),
});

/** The §3.12 userMap entries of the comments' authors. */
export const presentUsers = (rows: readonly { id: string; name: string; avatar: string | null }[]) =>
  Object.fromEntries(rows.map((user) => [user.id, { id: user.id, name: user.name, avatar: user.avatar }]));
