import type { TLearnSearch } from '@questline/domain/rules/search-params';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { OVERVIEW_TAB } from '../learn-search';

/**
 * The detail page's query parameters. The route validated them with readLearnSearch before the page rendered, so the
 * loose read is already the parsed shape.
 */
export const useLearnSearch = () => useSearch({ strict: false }) as TLearnSearch;

/**
 * Changes the page's query while keeping everything else in it: selecting a tab keeps the parent ids (§2.2) and
 * adds a history entry, so back and forward move between tabs.
 */
export const useUpdateLearnSearch = () => {
  const navigate = useNavigate();
  return useCallback(
    (patch: Partial<TLearnSearch>, options: { replace?: boolean } = {}) =>
      navigate({
        to: '.',
        search: (previous: TLearnSearch) => ({ ...previous, ...patch }),
        replace: options.replace ?? false,
        resetScroll: false,
      }),
    [navigate],
  );
};

/** The selected tab, 'g' (the overview) by default, and how to select another. */
export const useLearnTab = () => {
  const search = useLearnSearch();
  const update = useUpdateLearnSearch();
  const selectTab = useCallback((tab: string) => update({ tab: tab === OVERVIEW_TAB ? undefined : tab }), [update]);
  return [search.tab ?? OVERVIEW_TAB, selectTab] as const;
};
