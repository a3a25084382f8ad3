import { oneOfParam } from '@questline/domain/rules/search-params';

/** The My Learning tabs (§2.11), in their order; spelled out so the route loads no schemas. */
export const MY_LEARNING_TABS = [
  'activity',
  'inProgress',
  'submissions',
  'completed',
  'saved',
  'profile',
  'settings',
] as const;
export type TMyLearningTab = (typeof MY_LEARNING_TABS)[number];

/** The tabs of the record and saved lists. */
export type TListTab = Extract<TMyLearningTab, 'activity' | 'inProgress' | 'completed' | 'saved'>;

/** `/u/{userId or customProfileUrl}?tab=completed` (§2.1): the selected tab lives in the URL. */
export type TMyLearningSearch = { tab?: TMyLearningTab };
export const readMyLearningSearch = (raw: Record<string, unknown>): TMyLearningSearch => ({
  tab: oneOfParam(raw.tab, MY_LEARNING_TABS),
});

/**
 * The tabs a viewer may open: all of them for the owner; for others the profile, their public submissions, and their
 * completed items when the user shows them (§3.12 isShow). The first is the default.
 */
export const visibleTabs = (profile: { isOwner: boolean; isShow: boolean }): readonly TMyLearningTab[] => {
  if (profile.isOwner) return MY_LEARNING_TABS;
  return profile.isShow ? ['profile', 'submissions', 'completed'] : ['profile', 'submissions'];
};
