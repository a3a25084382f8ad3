import { createContext, useContext } from 'react';

/**
 * The save of the tab a form sits in: resolves true when the form was saved (or had nothing to save). Forms use it
 * where a change must be saved at once (removing the educator plan, §4.3; changing the language, §4.1). Absent in
 * the create flow, where there is no item to save yet.
 */
export const TabSaveContext = createContext<(() => Promise<boolean>) | null>(null);

export const useTabSave = () => useContext(TabSaveContext);
