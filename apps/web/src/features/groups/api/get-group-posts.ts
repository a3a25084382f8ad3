import type { TGroupPostPage } from '@questline/domain/schemas/groups';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/groups/{id}/posts: a page of posts, newest first, before a post id. */
export const fetchGroupPosts = (groupId: number, before?: number) =>
  apiGet<TGroupPostPage>(`/api/groups/${groupId}/posts${before ? `?before=${before}` : ''}`);

export const groupPostsQueryOptions = (groupId: number) =>
  infiniteQueryOptions({
    queryKey: ['groups', groupId, 'posts'],
    queryFn: ({ pageParam }) => fetchGroupPosts(groupId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.posts.at(-1)?.id : undefined),
    staleTime: 0,
    retry: false,
  });

export const useGroupPosts = (groupId: number, enabled: boolean) =>
  useInfiniteQuery({ ...groupPostsQueryOptions(groupId), enabled });
