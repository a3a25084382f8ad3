import { z } from 'zod';

/** The HLS content type of a master playlist (§3.12 videoContent.playlist.contentType). */
export const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';

export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type TVideoStatus = (typeof VIDEO_STATUSES)[number];

/**
 * GET /api/media/videos/{id}: an uploaded video's processing state and, once ready, what a player needs (§2.16,
 * §3.12 videoContent): the HLS master playlist, the poster and the thumbnail. While processing (or after a failure)
 * the playlist, poster and thumbnail are null, and players show the 'video is processing' cover.
 */
export const ZVideo = z.object({
  id: z.string(),
  status: z.enum(VIDEO_STATUSES),
  /** Whole seconds, once probed. */
  duration: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  playlist: z.object({ url: z.string(), contentType: z.literal(HLS_CONTENT_TYPE) }).nullable(),
  thumbnail: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  poster: z.string().nullable(),
});
export type TVideo = z.infer<typeof ZVideo>;

export const ZVideoParams = z.object({ id: z.uuid({ error: 'not_found' }) });
