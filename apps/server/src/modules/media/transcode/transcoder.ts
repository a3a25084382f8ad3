import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { TDbOrTx } from '../../../db/client';
import type { TVideoRendition } from '../../../db/schema';
import type { TFileStore } from '../../../lib/file-store';
import { findFile, insertFile } from '../../files/files.repository';
import { FfmpegError, probe, run } from './ffmpeg';
import { hlsArguments, pickRenditions, stillArguments, thumbnailSize } from './ladder';
import { findVideo, updateVideo } from './videos.repository';

export type TTranscodeDeps = {
  db: TDbOrTx;
  fileStore: TFileStore;
  /** Where the transcode may log; the job worker logs an attempt that throws (the database, the store failing). */
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/** Where a video's HLS files live in the file store. */
export const videoStoragePrefix = (videoId: string) => `videos/${videoId}`;

/** The poster is taken this far into the video (a first frame is often black). */
const POSTER_AT = 0.1;

const ERROR_CHARS = 2000;

/** Every file under `dir`, as paths relative to it. */
const listFiles = async (dir: string): Promise<string[]> =>
  (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** Each variant's BANDWIDTH from the master playlist ffmpeg wrote, by the playlist path that follows it. */
export const readMasterBandwidths = (master: string): Map<string, number> => {
  const bandwidths = new Map<string, number>();
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1]);
    const uri = lines.slice(index + 1).find((next) => next && !next.startsWith('#'));
    if (uri && bandwidth) bandwidths.set(uri, bandwidth);
  });
  return bandwidths;
};

/** A media playlist's length: the sum of its EXTINF durations (containers such as recorded WebM state none). */
export const playlistSeconds = (playlist: string) =>
  [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].reduce((total, match) => total + Number(match[1]), 0);

/** Stores a JPEG still as a `files` row (content-hash id) whose bytes live under the video's prefix. */
const storeStill = async (
  deps: TTranscodeDeps,
  input: { file: string; key: string; width: number; height: number },
) => {
  const bytes = await fs.readFile(input.file);
  const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.jpg`;
  await deps.fileStore.put(input.key, bytes);
  await insertFile(deps.db, {
    id,
    kind: 'image',
    contentType: 'image/jpeg',
    size: bytes.byteLength,
    storageKey: input.key,
    width: input.width,
    height: input.height,
  });
  return id;
};

/**
 * Processes one `processing` video: copies its source out of the file store, probes it, encodes the HLS ladder,
 * the poster and the thumbnail, stores them under `videos/{id}/` (the master playlist last), and marks the row
 * ready, or failed with the error (ffmpeg's stderr tail); answers which. A cancelled job (`signal`: the server is
 * closing) leaves the row `processing`, its job handed back to the queue. Rows in another state are left alone.
 */
export const transcodeVideo = async (
  deps: TTranscodeDeps,
  videoId: string,
  signal?: AbortSignal,
): Promise<'ready' | 'failed' | undefined> => {
  const video = await findVideo(deps.db, videoId);
  if (video?.status !== 'processing') return undefined;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-transcode-'));
  try {
    const sourceFile = await findFile(deps.db, video.sourceFileId);
    const stream = sourceFile && (await deps.fileStore.read(sourceFile.storageKey));
    if (!sourceFile || !stream) throw new Error(`source file ${video.sourceFileId} is missing`);
    const source = path.join(work, 'source');
    await pipeline(stream, createWriteStream(source), { signal });

    const probed = await probe(source, signal);
    const renditions = pickRenditions(probed);
    const hlsDir = path.join(work, 'hls');
    await fs.mkdir(hlsDir);
    await run('ffmpeg', hlsArguments({ source, outDir: hlsDir, hasAudio: probed.hasAudio, renditions }), { signal });

    const largest = renditions[0] as (typeof renditions)[number];
    const duration =
      probed.duration ??
      (playlistSeconds(await fs.readFile(path.join(hlsDir, largest.name, 'index.m3u8'), 'utf8')) || null);
    const poster = { file: path.join(work, 'poster.jpg'), width: largest.width, height: largest.height };
    const thumbnail = { file: path.join(work, 'thumbnail.jpg'), ...thumbnailSize(largest) };
    await run('ffmpeg', stillArguments({ source, atSeconds: (duration ?? 0) * POSTER_AT, poster, thumbnail }), {
      signal,
    });

    const prefix = videoStoragePrefix(videoId);
    const files = await listFiles(hlsDir);
    if (!files.includes('master.m3u8')) throw new FfmpegError('ffmpeg wrote no master playlist', '');
    // The master playlist goes last: whoever sees it finds every file it names.
    for (const file of [...files.filter((name) => name !== 'master.m3u8'), 'master.m3u8']) {
      signal?.throwIfAborted();
      await deps.fileStore.putStream(`${prefix}/${file}`, createReadStream(path.join(hlsDir, file)));
    }
    const bandwidths = readMasterBandwidths(await fs.readFile(path.join(hlsDir, 'master.m3u8'), 'utf8'));
    const stored: TVideoRendition[] = renditions.map((rendition) => {
      const playlist = `${rendition.name}/index.m3u8`;
      return {
        width: rendition.width,
        height: rendition.height,
        bandwidth: bandwidths.get(playlist) ?? (rendition.videoKbps + rendition.audioKbps) * 1000,
        playlistKey: `${prefix}/${playlist}`,
      };
    });
    const posterFileId = await storeStill(deps, { ...poster, key: `${prefix}/poster.jpg` });
    const thumbnailFileId = await storeStill(deps, { ...thumbnail, key: `${prefix}/thumbnail.jpg` });
    await updateVideo(deps.db, videoId, {
      status: 'ready',
      durationSeconds: duration === null ? null : Math.round(duration),
      width: probed.width,
      height: probed.height,
      renditions: stored,
      masterPlaylistKey: `${prefix}/master.m3u8`,
      posterFileId,
      thumbnailFileId,
      error: null,
    });
    return 'ready';
  } catch (error) {
    if (signal?.aborted) return undefined;
    const message = error instanceof Error ? error.message : String(error);
    await updateVideo(deps.db, videoId, { status: 'failed', error: message.slice(-ERROR_CHARS) });
    return 'failed';
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
};
