import { randomUUID } from 'node:crypto';
import { AppError } from '@questline/domain/errors';
import { HLS_CONTENT_TYPE, type TVideo } from '@questline/domain/schemas/media';
import type { TDbOrTx } from '../../../db/client';
import { findFile } from '../../files/files.repository';
import { startTranscode } from './queue';
import type { TTranscodeDeps } from './transcoder';
import { findVideo, findVideoOfSource, insertVideo, type TVideoRow } from './videos.repository';

/** Where the HLS files of a video are served: `/files/videos/{id}/master.m3u8`, renditions beside it. */
export const videoPublicPath = (videoId: string) => `/files/videos/${videoId}`;

/**
 * Registers a stored video file (`files.id`, as an upload answered it) for processing and queues its transcode.
 * Answers the video's id (the existing one for a source already processed or processing): GET /api/media/videos/{id}
 * tells when it is ready.
 */
export const processUploadedVideo = async (deps: TTranscodeDeps, sourceFileId: string) => {
  // The same bytes uploaded again (files are named by their hash) are the same video, processed once.
  const existing = await findVideoOfSource(deps.db, sourceFileId);
  if (existing) return { id: existing.id };
  const id = randomUUID();
  await insertVideo(deps.db, { id, sourceFileId, status: 'processing' });
  startTranscode(deps, id);
  return { id };
};

/** GET /api/media/videos/{id}: the state a player and the editors need (§2.16 processing cover until ready). */
export const presentVideo = async (db: TDbOrTx, row: TVideoRow): Promise<TVideo> => {
  const ready = row.status === 'ready' && row.masterPlaylistKey;
  const [poster, thumbnail] = ready
    ? await Promise.all([
        row.posterFileId ? findFile(db, row.posterFileId) : undefined,
        row.thumbnailFileId ? findFile(db, row.thumbnailFileId) : undefined,
      ])
    : [];
  return {
    id: row.id,
    status: row.status,
    duration: row.durationSeconds,
    width: row.width,
    height: row.height,
    playlist: ready ? { url: `${videoPublicPath(row.id)}/master.m3u8`, contentType: HLS_CONTENT_TYPE } : null,
    thumbnail:
      thumbnail?.width && thumbnail.height
        ? { url: `/files/${thumbnail.id}`, width: thumbnail.width, height: thumbnail.height }
        : null,
    poster: poster ? `/files/${poster.id}` : null,
  };
};

export const videoById = async (db: TDbOrTx, id: string) => {
  const row = await findVideo(db, id);
  if (!row) throw new AppError('not_found');
  return presentVideo(db, row);
};
