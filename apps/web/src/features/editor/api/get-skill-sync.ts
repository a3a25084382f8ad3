import type { TContentSync } from '@questline/domain/schemas/item';
import { apiGet } from '../../../api/client';

/** GET /api/learn/skill/{id}/sync (§7.2): the skill's draft and published content ids with the tutorials' cards. */
export const getSkillSync = (id: string): Promise<TContentSync> =>
  apiGet<TContentSync>(`/api/learn/skill/${encodeURIComponent(id)}/sync`);
