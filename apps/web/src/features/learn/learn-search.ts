import { DEFAULT_TAB } from '@questline/domain/constants';
import { readLearnSearch, type TLearnSearch } from '@questline/domain/rules/search-params';

/**
 * What the page's data depends on: the parent context, the engine version and a preview of the draft (§2.2
 * preview=true, which the server answers with the draft only to those who may edit the item), never the tab.
 */
export const learnContext = (search: TLearnSearch) => ({
  projectId: search.projectId,
  courseId: search.courseId,
  missionId: search.missionId,
  pathwayId: search.pathwayId,
  contentId: search.contentId,
  uv: search.uv,
  preview: search.preview ? 'true' : undefined,
});
export type TLearnContext = ReturnType<typeof learnContext>;

/** The overview tab, the one a learner page opens on (§2.2 default tab). */
export const OVERVIEW_TAB = DEFAULT_TAB;

/** A mission's content set id as the server gives them ('set' and a few letters or digits). */
const SET_ID = /^set[0-9a-z]{1,32}$/i;

/**
 * A mission page's query: the learner detail query, where `contentId` may also name one of the mission's content
 * sets (§2.2, §4.3), which readLearnSearch (item ids only) drops.
 */
export const readMissionSearch = (raw: Record<string, unknown>): TLearnSearch => {
  const search = readLearnSearch(raw);
  const setId = typeof raw.contentId === 'string' && SET_ID.test(raw.contentId) ? raw.contentId : undefined;
  return { ...search, contentId: search.contentId ?? setId };
};
