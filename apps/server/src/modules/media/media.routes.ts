import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { AppError } from '@questline/domain/errors';
import { IMAGE_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES } from '@questline/domain/media-constants';
import { ZUploadedFile } from '@questline/domain/schemas/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { FILE_FIELD, readFileField } from '../../lib/file-field';
import type { TFileStore } from '../../lib/file-store';
import { refuseUnlessAuthor } from '../authoring/authoring.policy';
import { recordUpload } from '../files/files.repository';
import { uploadImage, uploadVideo } from './media.service';
import { registerResumableUploads } from './resumable-uploads';
import { processUploadedVideo } from './transcode/videos.service';

const ZUploadedFileResult = z.object({ result: ZUploadedFile });

const VIDEO_TOO_LARGE = 'upload_InvalidParameter_attachment_too_large_1_GB';

/** The file part's chunks; throws the 1 GB key when the parser cut the part at its size limit. */
async function* withinLimit(file: MultipartFile['file']) {
  yield* file;
  if (file.truncated) throw new AppError(VIDEO_TOO_LARGE);
}

/**
 * Streams the `file` part into the store; undefined when the form has none. Other parts are drained unread.
 */
const storeVideoField = async (
  request: FastifyRequest,
  deps: { db: TDb; fileStore: TFileStore },
  maxBytes: number,
): Promise<{ id: string; url: string } | undefined> => {
  let stored: { id: string; url: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD || stored) {
        part.file.resume();
        continue;
      }
      stored = await uploadVideo(deps, withinLimit(part.file));
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError(VIDEO_TOO_LARGE);
    throw error;
  }
  return stored;
};

/**
 * Thumbnail and badge image uploads, video uploads (a live session's previous recording) in one request, and
 * resumable (tus) uploads of videos, attachments and packages (resumable-uploads.ts). Multipart parsing is
 * registered in this plugin's scope only: every other route keeps the app's JSON body limit and refuses multipart
 * bodies.
 */
export const registerMediaRoutes = (
  app: FastifyInstance,
  deps: {
    db: TDb;
    fileStore: TFileStore;
    videoMaxBytes?: number;
    uploadsDir: string;
    uploadExpiryMs?: number;
    transcode: boolean;
    /** Whether ffmpeg runs here: without it videos are refused (video_transcoding_unavailable). */
    videoTranscoding: boolean;
    /** Images of more pixels are refused (IMAGE_MAX_PIXELS). */
    imageMaxPixels: number;
    /** What a learner may store (USER_STORAGE_QUOTA_BYTES, 0: no quota): resumable uploads and images count. */
    storageQuotaBytes: number;
  },
) => {
  const videoMaxBytes = deps.videoMaxBytes ?? VIDEO_UPLOAD_MAX_BYTES;
  registerResumableUploads(app, deps);
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // Extra file parts are drained unread; `parts` bounds how many a request may stream through.
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, fields: 10, fieldSize: 1024, parts: 11 },
    });

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/media/images',
      {
        schema: {
          tags: ['media'],
          summary: 'Uploads a thumbnail or badge image',
          description:
            'multipart/form-data with the image in the field `file`: PNG, JPEG, WebP or GIF (told by its bytes), ' +
            'at most 10 MB and IMAGE_MAX_PIXELS pixels (400 image_InvalidParameter_dimensions). Content ' +
            'creators, editors, learn admins and admins only.',
          consumes: ['multipart/form-data'],
          response: { 200: ZUploadedFileResult },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        refuseUnlessAuthor(user);
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const bytes = await readFileField(request);
        if (!bytes) throw new AppError('error_isRequired', { fields: [{ path: FILE_FIELD, key: 'error_isRequired' }] });
        return { result: await uploadImage(deps, bytes, user) };
      },
    );

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/media/videos',
      {
        schema: {
          tags: ['media'],
          summary: 'Uploads a video',
          description:
            'multipart/form-data with the video in the field `file`: MP4, QuickTime or WebM (told by its bytes), ' +
            'at most 1 GB, streamed to storage and served as uploaded at `/files/{id}` (with HTTP ranges). ' +
            'Content creators, editors, learn admins and admins only; 503 video_transcoding_unavailable on a ' +
            'server without ffmpeg.',
          consumes: ['multipart/form-data'],
          response: { 200: ZUploadedFileResult },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        refuseUnlessAuthor(user);
        if (!deps.videoTranscoding) throw new AppError('video_transcoding_unavailable');
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const stored = await storeVideoField(request, deps, videoMaxBytes).catch((error: unknown) => {
          // A refusal can come before the body has all arrived (a forbidden type is told from its first bytes):
          // close the connection rather than keep reading up to a gigabyte nobody will store.
          reply.header('connection', 'close');
          throw error;
        });
        if (!stored)
          throw new AppError('error_isRequired', { fields: [{ path: FILE_FIELD, key: 'error_isRequired' }] });
        // Authors only, whom no quota holds; recorded for the orphan sweep like every upload.
        await recordUpload(deps.db, user.id, stored.id);
        return {
          result: {
            ...stored,
            videoId: (await processUploadedVideo({ ...deps, log: app.log }, stored.id, { start: deps.transcode })).id,
          },
        };
      },
    );
  });
};
