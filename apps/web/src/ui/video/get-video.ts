import type { TVideo } from '@questline/domain/schemas/media';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';

/** How often a processing video asks whether it is ready (§2.16: the cover shows until then). */
export const VIDEO_POLL_MS = 5_000;

/**
 * GET /api/media/videos/{id}: the video as the page received it, asked again every 5 s while it is processing, until
 * it is ready or has failed. A video that is not processing is never fetched.
 */
export const useVideoState = (video: TVideo | null): TVideo | null => {
  const query = useQuery({
    queryKey: ['media', 'video', video?.id ?? ''],
    queryFn: () => apiGet<TVideo>(`/api/media/videos/${encodeURIComponent(video?.id ?? '')}`),
    initialData: video ?? undefined,
    enabled: video?.status === 'processing',
    staleTime: VIDEO_POLL_MS,
    refetchInterval: (current) => (current.state.data?.status === 'processing' ? VIDEO_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
  return video ? (query.data ?? video) : null;
};
