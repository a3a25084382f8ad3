import { AppError } from '@questline/domain/errors';
import { HLS_CONTENT_TYPE, ZVideo, ZVideoParams, ZVideoSourceParams } from '@questline/domain/schemas/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../auth/current-user';
import type { TDb } from '../../../db/client';
import type { TFileStore } from '../../../lib/file-store';
import { resumeVideoProcessing } from './queue';
import { videoStoragePrefix } from './transcoder';
import { findVideo } from './videos.repository';
import { videoById, videoOfSource } from './videos.service';

/** The files an HLS tree holds: the master playlist, and per rendition its playlist, init segment and segments. */
const HLS_FILE = /^(?:master\.m3u8|\d{2,4}p\/(?:index\.m3u8|init(?:_\d+)?\.mp4|seg_\d{3,6}\.m4s))$/;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: HLS_CONTENT_TYPE,
  mp4: 'video/mp4',
  m4s: 'video/mp4',
};

/**
 * Processed videos: their state (GET /api/media/videos/{id}, or by uploaded file) and their HLS files at
 * /files/videos/{id}/…, served once the video is ready (their subtitles, privacy and viewing events are routes of
 * their own, registered by app.ts). Segments never change (a video's files are written once, under its own id) and are
 * cached for a year; playlists for a few minutes. Reads are public, like /files, except a private video's files, which
 * answer anonymous requests 401 auth_required and are cached by browsers only. Starting the app queues the videos
 * left `processing` without a transcode job (lib/jobs).
 */
export const registerVideoRoutes = (
  app: FastifyInstance,
  deps: { db: TDb; fileStore: TFileStore; videoTranscoding: boolean },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Server start queues the videos left processing without a job (without ffmpeg they wait for a start that has
  // it); the job worker (app.ts) runs them.
  app.addHook('onReady', async () => {
    if (deps.videoTranscoding) await resumeVideoProcessing(deps.db);
  });

  api.get(
    '/api/media/videos/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'A processed video: its state and, once ready, its HLS playlist, poster and thumbnail',
        params: ZVideoParams,
        response: { 200: z.object({ result: ZVideo }) },
      },
    },
    async (request) => ({ result: await videoById(deps.db, request.params.id) }),
  );

  api.get(
    '/api/media/files/:fileId/video',
    {
      schema: {
        tags: ['media'],
        summary: 'The video made from an uploaded file: its state, playlist, poster, thumbnail and subtitles',
        description:
          'Editors hold a video by its uploaded file id (`overviewVideoId`, `previousVideoId`); this answers the ' +
          'newest transcode of that file that has not failed, or 404 not_found.',
        params: ZVideoSourceParams,
        response: { 200: z.object({ result: ZVideo }) },
      },
    },
    async (request) => ({ result: await videoOfSource(deps.db, request.params.fileId) }),
  );

  api.get(
    '/files/videos/:id/*',
    {
      schema: { hide: true, params: ZVideoParams.extend({ '*': z.string().regex(HLS_FILE, { error: 'not_found' }) }) },
    },
    async (request, reply) => {
      const { id, '*': file } = request.params;
      const video = await findVideo(deps.db, id);
      if (video?.status !== 'ready') throw new AppError('not_found');
      // The row is read anyway, so only a private video's requests look the session up.
      if (video.isPrivate) await requireUser(request);
      const stream = await deps.fileStore.read(`${videoStoragePrefix(id)}/${file}`);
      if (!stream) throw new AppError('not_found');
      const extension = file.slice(file.lastIndexOf('.') + 1);
      const audience = video.isPrivate ? 'private' : 'public';
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header(
          'cache-control',
          extension === 'm3u8' ? `${audience}, max-age=300` : `${audience}, max-age=31536000, immutable`,
        )
        .send(stream);
    },
  );
};
