import type { TCommentList } from '@questline/domain/schemas/comments';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** The query key of a step's comments; a direct link's `messageId` asks for a first page that reaches it. */
export const commentsQueryKey = (channelId: string) => ['comments', channelId] as const;

/** GET /api/community/comments: a page of a step's comments, newest first, before `beforeId`. */
export const fetchComments = (input: { channelId: string; beforeId?: string; messageId?: string }) => {
  const query = new URLSearchParams({ channelId: input.channelId });
  if (input.beforeId) query.set('beforeId', input.beforeId);
  if (input.messageId) query.set('messageId', input.messageId);
  return apiGet<TCommentList>(`/api/community/comments?${query}`);
};

export const commentsQueryOptions = (channelId: string, messageId?: string) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(channelId),
    queryFn: ({ pageParam }) =>
      fetchComments({ channelId, beforeId: pageParam, messageId: pageParam ? undefined : messageId }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.commentData.commentIds.at(-1) : undefined),
  });

export type TCommentPages = InfiniteData<TCommentList, string | undefined>;

/** A step's comments, page by page ("load more" asks for the next). */
export const useComments = (channelId: string, messageId?: string) =>
  useInfiniteQuery(commentsQueryOptions(channelId, messageId));
