/** The types with a create flow and editor so far (§2.12). */
import type { TEditorType } from '@questline/domain/ids';

/** The create flow's path (§2.1): with skipPopup it runs in place instead of in a popup window. */
export const createPath = (type: TEditorType, skipPopup: boolean) =>
  `/${type}/0/new${skipPopup ? '?skipPopup=true' : ''}`;

export const editPath = (type: string, id: string, tab?: string) =>
  `/${type}/${encodeURIComponent(id)}/edit${tab ? `?tab=${tab}` : ''}`;

/**
 * Opens the create flow in a popup window (§2.1); when the browser blocks it, the flow runs in place, marked with
 * skipPopup. `navigateInPlace` receives that path.
 */
export const openCreateFlow = (type: TEditorType, navigateInPlace: (path: string) => void) => {
  const popup = window.open(createPath(type, false), `questline-create-${type}`, 'popup,width=1100,height=860');
  if (!popup) navigateInPlace(createPath(type, true));
};
