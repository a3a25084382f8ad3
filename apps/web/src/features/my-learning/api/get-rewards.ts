import type { TSkillListResult } from '@questline/domain/schemas/profile';
import type { TExperience, TRewardBadges } from '@questline/domain/schemas/progress';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/learn/reward/badges (§7.8): one page of the user's badges. */
export const fetchRewardBadges = (userId: string, page: number) =>
  apiGet<TRewardBadges>(`/api/learn/reward/badges?${new URLSearchParams({ page: String(page), userID: userId })}`);

export const useRewardBadges = (userId: string) =>
  useQuery({
    queryKey: ['myLearning', 'badges', userId, 0],
    queryFn: () => fetchRewardBadges(userId, 0),
    staleTime: 30_000,
  });

/** GET /api/learn/record/experience: XP and level per category. */
export const useExperience = (userId: string) =>
  useQuery({
    queryKey: ['myLearning', 'experience', userId],
    queryFn: () => apiGet<TExperience>(`/api/learn/record/experience?${new URLSearchParams({ userID: userId })}`),
    staleTime: 30_000,
  });

/** GET /api/learn/record/skillList (§7.8): one page of competencies and their skills. */
export const fetchSkillList = (userId: string, page: number) =>
  apiGet<TSkillListResult>(
    `/api/learn/record/skillList?${new URLSearchParams({ page: String(page), userID: userId })}`,
  );

/** The first page of the skill list: the profile's summary. */
export const useSkillList = (userId: string) =>
  useQuery({
    queryKey: ['myLearning', 'skills', userId, 0],
    queryFn: () => fetchSkillList(userId, 0),
    staleTime: 30_000,
  });
