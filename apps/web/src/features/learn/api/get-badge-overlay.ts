import type { TBadgeOverlay } from '@questline/domain/schemas/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export type TBadgeOverlayInput = { type: 'mission' | 'pathway'; id: string; userId?: string; pathwayId?: string };

const queryOf = (input: TBadgeOverlayInput) => {
  const params = new URLSearchParams();
  if (input.userId) params.set('userId', input.userId);
  if (input.pathwayId) params.set('pathwayId', input.pathwayId);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** GET /api/learn/{type}/{id}/badgeOverlay (§7.7): the badge, whether the learner earned it, and what earns it. */
export const fetchBadgeOverlay = (input: TBadgeOverlayInput) =>
  apiGet<TBadgeOverlay>(`/api/learn/${input.type}/${encodeURIComponent(input.id)}/badgeOverlay${queryOf(input)}`);

export const badgeOverlayQueryOptions = (input: TBadgeOverlayInput) =>
  queryOptions({
    queryKey: ['learn', input.type, input.id, 'badgeOverlay', input.userId ?? null, input.pathwayId ?? null],
    queryFn: () => fetchBadgeOverlay(input),
    staleTime: 10_000,
  });

/** Read only while the badge overlay is open. */
export const useBadgeOverlay = (input: TBadgeOverlayInput, enabled: boolean) =>
  useQuery({ ...badgeOverlayQueryOptions(input), enabled });
