import { learnModeratorAll } from '@questline/domain/roles';
import type { TViewer } from '../learn/learn.policy';
import type { TCommentWithParent } from './comments.repository';

/** Learn moderators (§6 learnModeratorAll) hide and delete any comment and read the reports. */
export const isCommentModerator = (viewer: TViewer) => learnModeratorAll(viewer);

/** Hidden comments, and the replies under a hidden comment, exist for moderators only. */
export const maySeeComment = (viewer: TViewer, comment: TCommentWithParent) =>
  isCommentModerator(viewer) || (comment.hiddenAt === null && comment.parentHiddenAt === null);

/** Only the author rewrites a comment: a moderator hides or deletes it instead. */
export const mayEditComment = (viewer: TViewer, comment: { authorId: string }) => viewer?.id === comment.authorId;

export const mayDeleteComment = (viewer: TViewer, comment: { authorId: string }) =>
  mayEditComment(viewer, comment) || isCommentModerator(viewer);
