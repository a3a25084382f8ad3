import { z } from 'zod';
import type { TDocumentedOperation } from '../../lib/openapi';
import { FILE_ID_HEADER, FILE_URL_HEADER, UPLOADS_PATH, VIDEO_ID_HEADER } from './resumable-uploads';
import { UPLOAD_KINDS } from './upload-sniff';

const TUS_VERSION = '1.0.0';
const ZTusResumable = z.literal(TUS_VERSION).describe('The tus protocol version');
const ZOffset = z.coerce.number().int().min(0);
const ZUploadParams = z.object({ uploadId: z.string().describe("The upload's id, the last segment of its Location") });
const ZBytes = z.string().meta({ format: 'binary' });
const ZNoStore = z.literal('no-store');
const DESCRIPTION =
  'The tus 1.0 protocol (creation and termination extensions): POST creates an upload, HEAD tells its offset, ' +
  'PATCH appends bytes, DELETE ends it. Content creators, editors, learn admins and admins only, except `webgl` (a ' +
  "submission's WebGL build zip), which any signed-in user may upload; an upload is its creator's alone (403).";

/**
 * The tus endpoints under /api/media/uploads (resumable-uploads.ts): one route hands every method to tus, so they are
 * described here, header by header. Refusals are `{error:{key}}` with the status of their key.
 */
export const resumableUploadOperations: TDocumentedOperation[] = [
  {
    method: 'options',
    path: UPLOADS_PATH,
    tag: 'media',
    summary: "Tells the server's tus version, extensions and largest upload",
    description: DESCRIPTION,
    signedIn: true,
    responses: {
      204: {
        description: 'The capabilities, in headers',
        headers: z.object({
          'Tus-Resumable': ZTusResumable,
          'Tus-Version': z.string().describe('The protocol versions served'),
          'Tus-Extension': z.string().describe('creation, creation-with-upload, termination, …'),
          'Tus-Max-Size': ZOffset.describe('The largest upload of any kind, in bytes'),
        }),
      },
    },
  },
  {
    method: 'post',
    path: UPLOADS_PATH,
    tag: 'media',
    summary: 'Creates a resumable upload',
    description:
      `${DESCRIPTION} Limits: video 1 GB, attachment 3 GB, package 50 GB, webgl 1 GB (413 with the kind's key); a ` +
      "learner's storage quota, counting their unfinished uploads (413 storage_quota_exceeded, params.limit); 503 " +
      'video_transcoding_unavailable for a video on a server without ffmpeg. An unfinished upload expires (a day, by ' +
      'default) after its creation.',
    signedIn: true,
    headers: z.object({
      'Tus-Resumable': ZTusResumable,
      'Upload-Length': ZOffset.describe('The size of the whole file, in bytes (a deferred length is refused)'),
      'Upload-Metadata': z
        .string()
        .describe(
          `Comma-separated \`key base64(value)\` pairs: \`kind\` (${UPLOAD_KINDS.join(' | ')}), \`filename\`, \`filetype\``,
        ),
    }),
    body: {
      contentType: 'application/offset+octet-stream',
      schema: ZBytes.describe('The first bytes of the file, if any (creation-with-upload)'),
      required: false,
    },
    responses: {
      201: {
        description: 'Created: where to send its bytes',
        headers: z.object({
          Location: z.string().describe('The upload: /api/media/uploads/{uploadId}'),
          'Tus-Resumable': ZTusResumable,
          'Upload-Expires': z.string().describe('When the unfinished upload is removed (an HTTP date)'),
          'Upload-Offset': ZOffset.optional().describe('The bytes received with the creation'),
        }),
      },
    },
  },
  {
    method: 'head',
    path: `${UPLOADS_PATH}/{uploadId}`,
    tag: 'media',
    summary: "Tells an upload's offset, to resume it",
    description: DESCRIPTION,
    signedIn: true,
    params: ZUploadParams,
    headers: z.object({ 'Tus-Resumable': ZTusResumable }),
    responses: {
      200: {
        description: 'The bytes received so far, in headers',
        headers: z.object({
          'Tus-Resumable': ZTusResumable,
          'Upload-Offset': ZOffset.describe('The bytes received so far'),
          'Upload-Length': ZOffset.describe('The size of the whole file'),
          'Upload-Metadata': z.string().optional().describe('The metadata given at creation'),
          'Cache-Control': ZNoStore,
        }),
      },
    },
  },
  {
    method: 'patch',
    path: `${UPLOADS_PATH}/{uploadId}`,
    tag: 'media',
    summary: 'Appends bytes to an upload; the last ones store the file',
    description:
      `${DESCRIPTION} A PATCH past the Upload-Length answers 413 upload_length_exceeded, an Upload-Offset that is ` +
      'not the upload’s 409. The PATCH that completes an upload sniffs and stores the file and answers its id and ' +
      'url, or 415 upload_InvalidParameter_forbidden_file_type / 400 upload_file_invalid / 413 ' +
      'storage_quota_exceeded, keeping nothing.',
    signedIn: true,
    params: ZUploadParams,
    headers: z.object({
      'Tus-Resumable': ZTusResumable,
      'Upload-Offset': ZOffset.describe('Where these bytes start: the offset HEAD told'),
    }),
    body: { contentType: 'application/offset+octet-stream', schema: ZBytes, required: true },
    responses: {
      204: {
        description: 'Appended; on the last PATCH, the stored file',
        headers: z.object({
          'Tus-Resumable': ZTusResumable,
          'Upload-Offset': ZOffset.describe('The bytes received so far'),
          'Upload-Expires': z.string().optional().describe('When the unfinished upload is removed (an HTTP date)'),
          [FILE_ID_HEADER]: z
            .string()
            .optional()
            .describe('Completed: the stored file, its content hash and extension'),
          [FILE_URL_HEADER]: z.string().optional().describe('Completed: where the file is served, /files/{id}'),
          [VIDEO_ID_HEADER]: z
            .string()
            .optional()
            .describe('Completed video: its transcode, GET /api/media/videos/{videoId} tells when it is ready'),
        }),
      },
    },
  },
  {
    method: 'delete',
    path: `${UPLOADS_PATH}/{uploadId}`,
    tag: 'media',
    summary: 'Ends an unfinished upload and removes its bytes',
    description: DESCRIPTION,
    signedIn: true,
    params: ZUploadParams,
    headers: z.object({ 'Tus-Resumable': ZTusResumable }),
    responses: { 204: { description: 'Removed', headers: z.object({ 'Tus-Resumable': ZTusResumable }) } },
  },
];
