import { AppError } from '@questline/domain/errors';
import type { TVideo, TVideoPrivacy } from '@questline/domain/schemas/media';
import type { TDb } from '../../../db/client';
import { findVideo, updatePrivacyOfSource } from '../transcode/videos.repository';
import { presentVideo } from '../transcode/videos.service';

/**
 * Marks a video private or public (§2.16, §3.12 videoContent.isPrivate). Privacy belongs to the uploaded video, so
 * every transcode of its source takes it; the video answers as GET /api/media/videos/{id} does.
 */
export const setVideoPrivacy = async (db: TDb, videoId: string, input: TVideoPrivacy): Promise<TVideo> =>
  db.transaction(async (tx) => {
    const video = await findVideo(tx, videoId);
    if (!video) throw new AppError('not_found');
    await updatePrivacyOfSource(tx, video.sourceFileId, input.isPrivate);
    return presentVideo(tx, { ...video, isPrivate: input.isPrivate });
  });
