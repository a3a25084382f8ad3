import type { TLiveSessionRegistration } from '@questline/domain/schemas/live-session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';

/** POST /api/learn/liveSession/{id}/register (§4.6, §7.9): records the registration, answers where to register. */
export const registerLiveSession = (id: string) =>
  apiPost<TLiveSessionRegistration>(`/api/learn/liveSession/${encodeURIComponent(id)}/register`, {});

/** Cards read again after a registration, so they show the viewer as registered. */
export const useRegisterLiveSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerLiveSession,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['live'] }),
        // The widget on tutorial, project and course pages comes with their extends.
        queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] === 'learn' && query.queryKey[3] === 'extends',
        }),
      ]),
  });
};
