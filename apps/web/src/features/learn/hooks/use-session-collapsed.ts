import { useCallback, useSyncExternalStore } from 'react';

/** The parts of a learner detail page a learner may collapse (§2.3: the sticker and the overview). */
export type TCollapsible = 'overview' | 'summary';

const storageKey = (part: TCollapsible) => `questline.learn.collapsed.${part}`;
const listeners = new Set<() => void>();
/** Where the choice lives when the browser refuses session storage (private modes, storage disabled). */
const fallback = new Map<TCollapsible, boolean>();

const read = (part: TCollapsible): boolean => {
  try {
    return window.sessionStorage.getItem(storageKey(part)) === '1';
  } catch {
    return fallback.get(part) ?? false;
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether a part of the detail pages is collapsed, remembered for the browser session (sessionStorage, decision record
 * 0074), shared by every component that shows the part. The server's markup and the first render in the browser show
 * the part expanded (the server snapshot), so hydration matches; the remembered choice applies right after.
 */
export const useSessionCollapsed = (part: TCollapsible) => {
  const collapsed = useSyncExternalStore(
    subscribe,
    () => read(part),
    () => false,
  );
  const setCollapsed = useCallback(
    (value: boolean) => {
      try {
        if (value) window.sessionStorage.setItem(storageKey(part), '1');
        else window.sessionStorage.removeItem(storageKey(part));
      } catch {
        fallback.set(part, value);
      }
      for (const listener of listeners) listener();
    },
    [part],
  );
  return [collapsed, setCollapsed] as const;
};
