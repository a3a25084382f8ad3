import { createContext, useContext } from 'react';
import type { TEditState } from '../api/get-edit-item';

/**
 * The save of the tab a form sits in: resolves true when the form was saved (or had nothing to save). Forms use it
 * where a change must be saved at once (removing the educator plan, §4.3; changing the language, §4.1). Absent in
 * the create flow, where there is no item to save yet.
 */
export const TabSaveContext = createContext<(() => Promise<boolean>) | null>(null);

export const useTabSave = () => useContext(TabSaveContext);

/**
 * The tab's part in calls other than its save that answer the whole item (a mission's addSet, §7.2): the ETag to send
 * as If-Match, `adopt` to take the answer as what the tab was loaded from (as a save does), `conflict` for a 412.
 */
export type TTabCalls = {
  etag: () => string;
  adopt: (next: TEditState) => void;
  conflict: () => void;
};
export const TabCallsContext = createContext<TTabCalls | null>(null);
export const useTabCalls = () => useContext(TabCallsContext);
