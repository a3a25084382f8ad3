import type { TCheckpoint } from '@questline/domain/rules/checkpoints';
import type { TItemState } from '@questline/domain/schemas/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export type TCheckpointStateInput = { type: 'mission' | 'pathway'; id: string; pathwayId?: string };

/** GET /api/learn/{type}/{itemId}/state (§7.7): the checkpoint status of a mission or pathway, read afresh. */
export const fetchCheckpointState = (input: TCheckpointStateInput) => {
  const query = input.pathwayId ? `?${new URLSearchParams({ pathwayId: input.pathwayId })}` : '';
  return apiGet<TItemState>(`/api/learn/${input.type}/${encodeURIComponent(input.id)}/state${query}`);
};

export const checkpointStateQueryOptions = (input: TCheckpointStateInput) =>
  queryOptions({
    queryKey: ['learn', input.type, input.id, 'state', input.pathwayId ?? null],
    queryFn: () => fetchCheckpointState(input),
    staleTime: 0,
  });

/**
 * The checkpoint as the server holds it now, while the checkpoint dialog is open; until it answers, the one the page
 * loaded with.
 */
export const useCheckpointState = (input: TCheckpointStateInput, loaded: TCheckpoint | null, enabled: boolean) => {
  const query = useQuery({ ...checkpointStateQueryOptions(input), enabled });
  return query.data?.checkpoint ?? loaded;
};
