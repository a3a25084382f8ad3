import type { TContentLanguage } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { readSubtitleFile } from '@questline/domain/rules/webvtt';
import type { TDb } from '../../../db/client';
import type { TFileStore } from '../../../lib/file-store';
import { storeFile } from '../../files/files.service';
import { findVideo } from '../transcode/videos.repository';
import { presentVideo } from '../transcode/videos.service';
import { deleteSubtitle, upsertSubtitle } from './subtitles.repository';

/** The content type subtitle files are stored and served with. */
export const SUBTITLE_CONTENT_TYPE = 'text/vtt';

/**
 * Adds or replaces a video's subtitles in a language (§2.16): the upload must be WebVTT (header, parseable cues, at
 * most 1 MB and SUBTITLE_MAX_CUES cues, UTF-8); it is stored as uploaded, under its content hash, and the video
 * answers with its new subtitleMap. A video may take subtitles while it is still processing.
 */
export const putSubtitle = async (
  deps: { db: TDb; fileStore: TFileStore },
  input: { videoId: string; language: TContentLanguage; bytes: Uint8Array; uploadedBy: string },
) => {
  const read = await readSubtitleFile(input.bytes);
  if (!read.ok) throw new AppError(read.key, { params: read.params });
  const video = await findVideo(deps.db, input.videoId);
  if (!video) throw new AppError('not_found');
  return deps.db.transaction(async (tx) => {
    const file = await storeFile(
      { db: tx, fileStore: deps.fileStore },
      { kind: 'subtitle', contentType: SUBTITLE_CONTENT_TYPE, bytes: input.bytes },
    );
    await upsertSubtitle(tx, {
      videoId: video.id,
      language: input.language,
      fileId: file.id,
      uploadedBy: input.uploadedBy,
    });
    return presentVideo(tx, video);
  });
};

/** Removes a video's subtitles in a language; the stored file stays (files are shared by hash and never change). */
export const removeSubtitle = async (db: TDb, input: { videoId: string; language: TContentLanguage }) => {
  const video = await findVideo(db, input.videoId);
  if (!video || !(await deleteSubtitle(db, video.id, input.language))) throw new AppError('not_found');
  return presentVideo(db, video);
};
