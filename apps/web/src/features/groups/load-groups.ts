import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../api/session';
import { loadPagesCatalogue } from '../../i18n/i18n';
import { groupQueryOptions } from './api/get-group';
import { groupPostsQueryOptions } from './api/get-group-posts';
import { myGroupsQueryOptions } from './api/get-my-groups';

/** Who is reading, with the page texts; a signed-in reader's data starts loading with them. */
const loadReader = async (queryClient: QueryClient) => {
  const [me] = await Promise.all([
    queryClient.ensureQueryData(meQueryOptions()).catch(() => null),
    loadPagesCatalogue(),
  ]);
  return me;
};

/** The route loader of /groups: the texts, and the signed-in learner's groups prefetched. */
export const loadGroups = async (queryClient: QueryClient) => {
  if (await loadReader(queryClient)) void queryClient.prefetchQuery(myGroupsQueryOptions());
};

/** The route loader of /groups/{id}: the texts, and the group and its first posts prefetched (the page shows errors). */
export const loadGroup = async (queryClient: QueryClient, groupId: string) => {
  if (!(await loadReader(queryClient))) return;
  const id = Number(groupId);
  void queryClient.prefetchQuery(groupQueryOptions(id));
  void queryClient.prefetchInfiniteQuery(groupPostsQueryOptions(id));
};
