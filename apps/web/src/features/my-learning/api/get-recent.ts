import type { TRecentRecord } from '@questline/domain/schemas/profile';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/learn/record/recent: the item of the viewer's most recent record (§2.3 recent bar), for signed-in users. */
export const useRecentRecord = (enabled: boolean) =>
  useQuery({
    queryKey: ['myLearning', 'recent'],
    queryFn: () => apiGet<TRecentRecord>('/api/learn/record/recent'),
    staleTime: 60_000,
    enabled,
  });
