import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../constants';
import { VIDEO_ENGAGEMENT_TYPES } from '../media-constants';

/** The HLS content type of a master playlist (§3.12 videoContent.playlist.contentType). */
export const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';

export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type TVideoStatus = (typeof VIDEO_STATUSES)[number];

/** A WebVTT subtitle track of a video (§3.12 videoContent.subtitleMap entries): where it is served, its language. */
export const ZSubtitle = z.object({ url: z.string(), language: z.enum(CONTENT_LANGUAGES) });
export type TSubtitle = z.infer<typeof ZSubtitle>;

/** §3.12 videoContent.subtitleMap: a video's subtitle tracks keyed by content language. */
export const ZSubtitleMap = z.partialRecord(z.enum(CONTENT_LANGUAGES), ZSubtitle);
export type TSubtitleMap = z.infer<typeof ZSubtitleMap>;

/**
 * GET /api/media/videos/{id}: an uploaded video's processing state and, once ready, what a player needs (§2.16,
 * §3.12 videoContent): the HLS master playlist, the poster and the thumbnail. While processing (or after a failure)
 * the playlist, poster and thumbnail are null, and players show the 'video is processing' cover. Subtitles may be
 * added while it processes.
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
  subtitleMap: ZSubtitleMap,
  /**
   * §3.12 videoContent.isPrivate: the video plays for signed-in users only; anonymous viewers see the private cover
   * (§2.16), and its HLS, source and subtitle files answer them 401 auth_required.
   */
  isPrivate: z.boolean(),
});
export type TVideo = z.infer<typeof ZVideo>;

export const ZVideoParams = z.object({ id: z.uuid({ error: 'not_found' }) });

/** PUT /api/media/videos/{id}/privacy: whether the video plays for signed-in users only. */
export const ZVideoPrivacy = z.object({ isPrivate: z.boolean() });
export type TVideoPrivacy = z.infer<typeof ZVideoPrivacy>;

/** PUT and DELETE /api/media/videos/{id}/subtitles/{language}: the video and the track's content language. */
export const ZSubtitleParams = ZVideoParams.extend({ language: z.enum(CONTENT_LANGUAGES, { error: 'not_found' }) });

/** GET /api/media/files/{fileId}/video: the video made from an uploaded file (`{hash}.{extension}`). */
export const ZVideoSourceParams = z.object({
  fileId: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, { error: 'not_found' }),
});

/** What a video preview names (§2.9, §3.12 videoContent): the uploaded file, its title, and its transcode. */
export const ZVideoContent = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  video: ZVideo.nullable(),
});
export type TVideoContent = z.infer<typeof ZVideoContent>;

/** §7.9 video events: playback starts and stops (debounced, §9) and engagements. */
export const VIDEO_EVENT_TYPES = ['start', 'stop', 'engagement'] as const;
export type TVideoEventType = (typeof VIDEO_EVENT_TYPES)[number];

/**
 * §3.12 video event data. `id` is the video's, `videoLength` and `stopLength` are seconds (the whole length and where
 * playback stopped), `caption` whether captions show and `captionLanguage` theirs, `language` the transcript's.
 * Whether the viewer is premium is never the client's word: the server adds it from the session.
 */
export const ZVideoEventData = z.object({
  id: z.string().min(1).max(64),
  videoUrl: z.string().max(2048),
  playerId: z.string().min(1).max(64),
  videoLength: z.number().min(0).max(1e7),
  caption: z.boolean(),
  captionLanguage: z.enum(CONTENT_LANGUAGES).nullable(),
  stopLength: z.number().min(0).max(1e7).nullable(),
  engagementType: z.enum(VIDEO_ENGAGEMENT_TYPES).nullable(),
  language: z.enum(CONTENT_LANGUAGES).nullable(),
  fullScreen: z.boolean(),
  playbackSpeed: z.number().min(0.0625).max(16),
});
export type TVideoEventData = z.infer<typeof ZVideoEventData>;

/** Engagements name their type; starts and stops do not, and a stop says where it stopped. */
export const ZVideoEvent = z
  .object({ type: z.enum(VIDEO_EVENT_TYPES), data: ZVideoEventData })
  .refine((event) => (event.type === 'engagement') === (event.data.engagementType !== null), {
    path: ['data', 'engagementType'],
    error: 'error_isRequired',
  })
  .refine((event) => event.type !== 'stop' || event.data.stopLength !== null, {
    path: ['data', 'stopLength'],
    error: 'error_isRequired',
  });
export type TVideoEvent = z.infer<typeof ZVideoEvent>;

/** How many events one request may carry: players batch them (rate-limit friendly). */
export const VIDEO_EVENTS_MAX_BATCH = 50;

/** POST /api/tracking/video: a batch of a viewer's video events, oldest first. */
export const ZVideoEvents = z.object({ events: z.array(ZVideoEvent).min(1).max(VIDEO_EVENTS_MAX_BATCH) });
export type TVideoEvents = z.infer<typeof ZVideoEvents>;

/** POST /api/media/images and /api/media/videos: the stored file; an image's size, a video's transcode. */
export const ZUploadedFile = z.object({
  id: z.string().meta({ description: 'The stored file: its content hash and extension.' }),
  url: z.string().meta({ description: 'Where the file is served: `/files/{id}`.' }),
  width: z.number().int().optional().meta({ description: 'Images: the width in pixels, read from its header.' }),
  height: z.number().int().optional().meta({ description: 'Images: the height in pixels, read from its header.' }),
  videoId: z.string().optional().meta({
    description: 'Videos: the transcode of the upload, GET /api/media/videos/{videoId} tells when it is ready.',
  }),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
