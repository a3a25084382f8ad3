import type { TLearnSearch } from '@questline/domain/rules/search-params';

/** What the page's data depends on: the parent context and the engine version, never the tab. */
export const learnContext = (search: TLearnSearch) => ({
  projectId: search.projectId,
  courseId: search.courseId,
  missionId: search.missionId,
  pathwayId: search.pathwayId,
  uv: search.uv,
});
export type TLearnContext = ReturnType<typeof learnContext>;

export const OVERVIEW_TAB = 'g';
