import type {
  TGroupInvite,
  TGroupPost,
  TGroupSummary,
  TInvitationsSent,
  TRepost,
} from '@questline/domain/schemas/groups';
import type { TPostReport } from '@questline/domain/schemas/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';

/**
 * The writes of groups and posts (all POST, one transaction each on the server). Each answers what changed; the
 * hooks refresh the group's queries, and the pages show the answer's `message` key as a toast (§8).
 */
const groupPath = (groupId: number) => `/api/groups/${groupId}`;
const postPath = (groupId: number, postId: number) => `${groupPath(groupId)}/posts/${postId}`;

export const createGroup = (name: string) => apiPost<{ group: TGroupSummary }>('/api/groups', { name });
export const renameGroup = (groupId: number, name: string) =>
  apiPost<{ group: TGroupSummary; message: 'changes_saved_successfully' }>(groupPath(groupId), { name });
export const deleteGroup = (groupId: number) =>
  apiPost<{ message: 'group_deleted' }>(`${groupPath(groupId)}/delete`, {});
export const inviteToGroup = (groupId: number, body: TGroupInvite) =>
  apiPost<TInvitationsSent>(`${groupPath(groupId)}/invitations`, body);
export const joinGroup = (groupId: number) =>
  apiPost<{ group: TGroupSummary; message: 'group_joined' }>(`${groupPath(groupId)}/join`, {});
export const declineInvitation = (groupId: number) => apiPost<{ declined: true }>(`${groupPath(groupId)}/decline`, {});
export const leaveGroup = (groupId: number) => apiPost<{ message: 'group_left' }>(`${groupPath(groupId)}/leave`, {});

export const createPost = (groupId: number, text: string) =>
  apiPost<{ post: TGroupPost }>(`${groupPath(groupId)}/posts`, { text });
export const editPost = (groupId: number, postId: number, text: string) =>
  apiPost<{ post: TGroupPost }>(postPath(groupId, postId), { text });
export const deletePost = (groupId: number, postId: number) =>
  apiPost<{ message: 'post_deleted' }>(`${postPath(groupId, postId)}/delete`, {});
export const repostPost = (groupId: number, postId: number, body: TRepost) =>
  apiPost<{ post: TGroupPost; message: 'repost_succeeded' }>(`${postPath(groupId, postId)}/repost`, body);
export const featurePost = (groupId: number, postId: number, featured: boolean) =>
  apiPost<{ post: TGroupPost; message: 'add_featured_post_success' | 'remove_featured_post_success' }>(
    `${postPath(groupId, postId)}/featured`,
    { featured },
  );

export const reportPost = (groupId: number, postId: number, report: TPostReport) =>
  apiPost<{ id: number; reported: true }>(`${postPath(groupId, postId)}/report`, report);

/** A write whose success refreshes every groups query (lists, the group, its posts). */
export const useGroupWrite = <TArgs, TResult>(write: (args: TArgs) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['groups'] }),
  });
};
