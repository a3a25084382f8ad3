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

/**
 * `/u/{userId or customProfileUrl}?tab=completed` (§2.1): the selected tab lives in the URL. The link of a change of
 * e-mail address lands on `?tab=settings&emailChange=1`, with better-auth's `error` code when it was not valid.
 */
export type TMyLearningSearch = { tab?: TMyLearningTab; emailChange?: 1; error?: string };
export const readMyLearningSearch = (raw: Record<string, unknown>): TMyLearningSearch => ({
  tab: oneOfParam(raw.tab, MY_LEARNING_TABS),
  ...(raw.emailChange === 1 || raw.emailChange === '1' ? { emailChange: 1 as const } : {}),
  ...(typeof raw.error === 'string' && /^[A-Z_]{1,64}$/.test(raw.error) ? { error: raw.error } : {}),
});

/**
 * The tabs a viewer may open: all of them for the owner; for others the profile, their public submissions, and their
 * completed items when the user shows them (§3.12 isShow). The first is the default.
 */
export const visibleTabs = (profile: { isOwner: boolean; isShow: boolean }): readonly TMyLearningTab[] => {
  if (profile.isOwner) return MY_LEARNING_TABS;
  return profile.isShow ? ['profile', 'submissions', 'completed'] : ['profile', 'submissions'];
};
