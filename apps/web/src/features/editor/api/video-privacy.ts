import type { TVideo, TVideoPrivacy } from '@questline/domain/schemas/media';
import { editorWrite } from './editor-writes';

/**
 * PUT /api/media/videos/{id}/privacy: marks the video private (signed-in viewers only, §2.16) or public; answers the
 * video. Refusals are ApiErrors with the server's key.
 */
export const setVideoPrivacy = async (input: { videoId: string } & TVideoPrivacy) =>
  (
    await editorWrite<TVideo>('PUT', `/api/media/videos/${encodeURIComponent(input.videoId)}/privacy`, {
      body: { isPrivate: input.isPrivate } satisfies TVideoPrivacy,
    })
  ).result;
