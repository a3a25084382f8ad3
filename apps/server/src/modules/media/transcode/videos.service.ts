import { randomUUID } from 'node:crypto';
import { CONTENT_LANGUAGES, type TContentLanguage } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { HLS_CONTENT_TYPE, type TSubtitleMap, type TVideo } from '@questline/domain/schemas/media';
import type { TDbOrTx } from '../../../db/client';
import { wakeJobWorkers } from '../../../lib/jobs/worker';
import { findFiles, type TFileRow } from '../../files/files.repository';
import { findSubtitlesOfVideos, type TSubtitleRow } from '../subtitles/subtitles.repository';
import { enqueueTranscode } from './queue';
import type { TTranscodeDeps } from './transcoder';
import {
  findVideo,
  findVideoOfSource,
  findVideosOfSources,
  insertVideo,
  isSourcePrivate,
  type TVideoRow,
} from './videos.repository';

/** Where the HLS files of a video are served: `/files/videos/{id}/master.m3u8`, renditions beside it. */
export const videoPublicPath = (videoId: string) => `/files/videos/${videoId}`;

/**
 * Registers a stored video file (`files.id`, as an upload answered it) for processing and queues its transcode.
 * Answers the video's id (the existing one for a source already processed or processing): GET /api/media/videos/{id}
 * tells when it is ready.
 */
export const processUploadedVideo = async (
  deps: TTranscodeDeps,
  sourceFileId: string,
  options: { start?: boolean } = {},
) => {
  // The same bytes uploaded again (files are named by their hash) are the same video, processed once.
  const existing = await findVideoOfSource(deps.db, sourceFileId);
  if (existing) return { id: existing.id };
  const id = randomUUID();
  // A source whose earlier transcode failed keeps the privacy its author chose for it.
  const isPrivate = await isSourcePrivate(deps.db, sourceFileId);
  // The row and its transcode job are one transaction. Not started, the row waits in `processing` for the next
  // server start to queue it.
  await deps.db.transaction(async (tx) => {
    await insertVideo(tx, { id, sourceFileId, status: 'processing', isPrivate });
    if (options.start !== false) await enqueueTranscode(tx, id);
  });
  if (options.start !== false) wakeJobWorkers();
  return { id };
};

/** What a ready video's row names besides itself: its poster and thumbnail files. */
const fileIdsOf = (row: TVideoRow) =>
  row.status === 'ready' && row.masterPlaylistKey
    ? [row.posterFileId, row.thumbnailFileId].filter((id): id is string => Boolean(id))
    : [];

const isContentLanguage = (language: string): language is TContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(language);

/** §3.12 subtitleMap of each video among `rows`, keyed by video id: its tracks keyed by language. */
const subtitleMapsOf = (rows: readonly TSubtitleRow[]) => {
  const maps = new Map<string, TSubtitleMap>();
  for (const row of rows) {
    if (!isContentLanguage(row.language)) continue;
    const map = maps.get(row.videoId) ?? {};
    map[row.language] = { url: `/files/${row.fileId}`, language: row.language };
    maps.set(row.videoId, map);
  }
  return maps;
};

/** A video as players read it, given its poster and thumbnail rows (looked up by id in `files`) and its subtitles. */
const videoOf = (row: TVideoRow, files: ReadonlyMap<string, TFileRow>, subtitleMap: TSubtitleMap = {}): TVideo => {
  const ready = row.status === 'ready' && row.masterPlaylistKey;
  const poster = ready && row.posterFileId ? files.get(row.posterFileId) : undefined;
  const thumbnail = ready && row.thumbnailFileId ? files.get(row.thumbnailFileId) : undefined;
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
    subtitleMap,
    isPrivate: row.isPrivate,
  };
};

/** GET /api/media/videos/{id}: the state a player and the editors need (§2.16 processing cover until ready). */
export const presentVideo = async (db: TDbOrTx, row: TVideoRow): Promise<TVideo> => {
  const [files, subtitles] = await Promise.all([findFiles(db, fileIdsOf(row)), findSubtitlesOfVideos(db, [row.id])]);
  return videoOf(row, new Map(files.map((file) => [file.id, file])), subtitleMapsOf(subtitles).get(row.id));
};

/**
 * The videos made from stored source files, as GET /api/media/videos/{id} presents them, keyed by source file id
 * (none for a source never processed, or whose processing failed): three queries for a whole page, whatever its size
 * (the videos, then their posters and thumbnails together with their subtitles).
 */
export const videosOfSources = async (db: TDbOrTx, sourceFileIds: readonly string[]) => {
  const rows = await findVideosOfSources(db, sourceFileIds);
  if (!rows.size) return new Map<string, TVideo>();
  const [files, subtitles] = await Promise.all([
    findFiles(db, [...rows.values()].flatMap(fileIdsOf)),
    findSubtitlesOfVideos(
      db,
      [...rows.values()].map((row) => row.id),
    ),
  ]);
  const byId = new Map(files.map((file) => [file.id, file]));
  const maps = subtitleMapsOf(subtitles);
  return new Map([...rows].map(([sourceFileId, row]) => [sourceFileId, videoOf(row, byId, maps.get(row.id))]));
};

/** GET /api/media/files/{fileId}/video: the video made from an uploaded file, as the editors follow it. */
export const videoOfSource = async (db: TDbOrTx, sourceFileId: string) => {
  const row = await findVideoOfSource(db, sourceFileId);
  if (!row) throw new AppError('not_found');
  return presentVideo(db, row);
};

export const videoById = async (db: TDbOrTx, id: string) => {
  const row = await findVideo(db, id);
  if (!row) throw new AppError('not_found');
  return presentVideo(db, row);
};
