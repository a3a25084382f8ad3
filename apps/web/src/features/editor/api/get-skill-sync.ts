import { apiGet } from '../../../api/client';
import type { TDisplayMap } from './get-item-maps';

/** GET /api/learn/skill/{id}/sync (§7.2): the skill's draft and published content ids with the tutorials' display data. */
export type TSkillSync = { draftContentIds: string[]; contentIds: string[]; tutorialMap: TDisplayMap };

export const getSkillSync = (id: string): Promise<TSkillSync> =>
  apiGet<TSkillSync>(`/api/learn/skill/${encodeURIComponent(id)}/sync`);
