import type { TProjectContributors } from '@questline/domain/schemas/project-contributors';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';

/** The query key of a project's contributors (its learner page and its editor read the same list). */
export const projectContributorsKey = (projectId: string) => ['project-contributors', projectId] as const;

/** GET /api/learn/project/{id}/contributors: the contributors, and whether the viewer may add and remove them. */
export const projectContributorsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectContributorsKey(projectId),
    queryFn: () => apiGet<TProjectContributors>(`/api/learn/project/${encodeURIComponent(projectId)}/contributors`),
  });
