import type { TEdlabSeats } from '@questline/domain/schemas/edlab';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../../api/client';

const SEATS_KEY = ['edlab', 'seats'] as const;

/** GET /api/edlab/seats: the edlab member's assigned seats and how many they may assign. */
export const edlabSeatsQueryOptions = () =>
  queryOptions({ queryKey: SEATS_KEY, queryFn: () => apiGet<TEdlabSeats>('/api/edlab/seats') });

/** Assigns a seat (POST) or releases one (DELETE); either answers the whole list, which replaces the cached one. */
export const useSeatChanges = () => {
  const queryClient = useQueryClient();
  const onSuccess = (seats: TEdlabSeats) => queryClient.setQueryData(SEATS_KEY, seats);
  return {
    assign: useMutation({
      mutationFn: (email: string) => apiPost<TEdlabSeats>('/api/edlab/seats', { email }),
      onSuccess,
    }),
    release: useMutation({
      mutationFn: (email: string) => apiDelete<TEdlabSeats>(`/api/edlab/seats/${encodeURIComponent(email)}`),
      onSuccess,
    }),
  };
};
