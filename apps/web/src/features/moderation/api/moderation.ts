import type { TModerationItem, TModerationReports, TModerationStatus } from '@questline/domain/schemas/moderation';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../api/client';

/** GET /api/moderation/reports?page=&status=: a page of reported comments and posts, and the weekly counts. */
export const moderationReportsQueryOptions = (status: TModerationStatus, page: number) =>
  queryOptions({
    queryKey: ['moderation', 'reports', status, page],
    queryFn: () =>
      apiGet<TModerationReports>(`/api/moderation/reports?${new URLSearchParams({ status, page: String(page) })}`),
    placeholderData: keepPreviousData,
  });

/**
 * Hides a reported comment (PUT /api/community/comments/{id}/hidden), review (PUT /api/learn/ratings/{id}/hidden) or
 * post (POST …/posts/{id}/hidden), or shows it.
 */
const setHidden = (item: TModerationItem, hidden: boolean) =>
  item.kind === 'comment'
    ? apiPut(`/api/community/comments/${item.id}/hidden`, { hidden })
    : item.kind === 'review'
      ? apiPut(`/api/learn/ratings/${item.id}/hidden`, { hidden })
      : apiPost(`/api/groups/${item.groupId}/posts/${item.id}/hidden`, { hidden });

/** PUT /api/community/postingBlocks/{userId}: blocks the author from posting comments, posts and reposts, or lifts it. */
const setBlocked = (userId: string, blocked: boolean) =>
  apiPut(`/api/community/postingBlocks/${encodeURIComponent(userId)}`, { blocked });

/** A moderator's action on a reported item; every listed page is read again after it. */
export const useModerationAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { item: TModerationItem; hide?: boolean; block?: boolean }) =>
      action.block === undefined
        ? setHidden(action.item, action.hide ?? true)
        : setBlocked(action.item.author.id, action.block),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['moderation', 'reports'] }),
  });
};
