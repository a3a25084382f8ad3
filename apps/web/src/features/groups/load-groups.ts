import type { QueryClient } from '@tanstack/react-query';
import { loadPagesCatalogue } from '../../i18n/i18n';
import { groupQueryOptions } from './api/get-group';
import { groupPostsQueryOptions } from './api/get-group-posts';
import { myGroupsQueryOptions } from './api/get-my-groups';

// Both routes are gated (router.tsx): their loaders run for signed-in learners only.

/** The route loader of /groups: the texts, and the learner's groups prefetched. */
export const loadGroups = async (queryClient: QueryClient) => {
  void queryClient.prefetchQuery(myGroupsQueryOptions());
  await loadPagesCatalogue();
};

/** The route loader of /groups/{id}: the texts, and the group and its first posts prefetched (the page shows errors). */
export const loadGroup = async (queryClient: QueryClient, groupId: string) => {
  const id = Number(groupId);
  void queryClient.prefetchQuery(groupQueryOptions(id));
  void queryClient.prefetchInfiniteQuery(groupPostsQueryOptions(id));
  await loadPagesCatalogue();
};
