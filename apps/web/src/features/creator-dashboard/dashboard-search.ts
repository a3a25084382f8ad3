import { EDITOR_TYPES, type TEditorType } from '@questline/domain/ids';
import { intParam, oneOfParam } from '@questline/domain/rules/search-params';

/** `/creator/dashboard?page=&type=`: paging and the type filter live in the URL. */
export type TDashboardSearch = { page?: number; type?: TEditorType };
export const readDashboardSearch = (raw: Record<string, unknown>): TDashboardSearch => ({
  page: intParam(raw.page, 1),
  type: oneOfParam(raw.type, EDITOR_TYPES),
});
