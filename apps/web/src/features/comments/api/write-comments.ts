import type { TCommentLikeResult, TCommentReport, TCommentWritten } from '@questline/domain/schemas/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../../api/client';
import { commentsQueryKey } from './get-comments';

/** The page's parent context, which comment events carry (§7.9 parent ids). */
export type TParentIds = { projectId?: string; courseId?: string; missionId?: string; pathwayId?: string };

export const postComment = (input: { channelId: string; content: string; parentId?: string; parentIds: TParentIds }) =>
  apiPost<TCommentWritten>('/api/community/comments', input);
export const editComment = (input: { id: string; content: string }) =>
  apiPut<TCommentWritten>(`/api/community/comments/${input.id}`, { content: input.content });
export const deleteComment = (id: string) => apiDelete<{ id: string; total: number }>(`/api/community/comments/${id}`);
export const hideComment = (input: { id: string; hidden: boolean }) =>
  apiPut<TCommentWritten>(`/api/community/comments/${input.id}/hidden`, { hidden: input.hidden });
export const likeComment = (input: { id: string; parentIds: TParentIds }) =>
  apiPost<TCommentLikeResult>(`/api/community/comments/${input.id}/like`, { parentIds: input.parentIds });
export const reportComment = (input: {
  id: string;
  report: Omit<TCommentReport, 'parentIds'>;
  parentIds: TParentIds;
}) =>
  apiPost<{ id: string; reported: true }>(`/api/community/comments/${input.id}/reports`, {
    ...input.report,
    parentIds: input.parentIds,
  });
/** PUT /api/community/postingBlocks/{userId} (learn moderators): blocks the user from posting, or lifts it. */
export const setPostingBlocked = (input: { userId: string; blocked: boolean }) =>
  apiPut<{ blocked: boolean }>(`/api/community/postingBlocks/${encodeURIComponent(input.userId)}`, {
    blocked: input.blocked,
  });

/**
 * A write to a step's comments; the list is read again once it succeeds, so counts, replies and order are the
 * server's. Failures stay on the mutation for the caller to show.
 */
export const useCommentWrite = <TInput, TResult>(channelId: string, write: (input: TInput) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(channelId) }),
  });
};
