import fastifyMultipart from '@fastify/multipart';
import { AppError } from '@questline/domain/errors';
import { IMAGE_UPLOAD_MAX_BYTES } from '@questline/domain/media-constants';
import { ZSubmissionsListQuery } from '@questline/domain/schemas/learner';
import {
  ZSubmissionCreate,
  ZSubmissionDetail,
  ZSubmissionLike,
  ZSubmissionParams,
  ZSubmissionPlay,
  ZSubmissionsList,
  ZWebglBuild,
  ZWebglBuildCreate,
} from '@questline/domain/schemas/submission';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { FILE_FIELD, readFileField } from '../../lib/file-field';
import type { TFileStore } from '../../lib/file-store';
import { uploadImage } from '../media/media.service';
import { countPlay, createSubmission, submissionDetail, submissionsList, toggleLike } from './submissions.service';
import { type TWebglBuildLimits, unpackWebglBuild } from './webgl-build';

/**
 * Learner submissions (§2.1 /submission/{id}, §2.9 the submission step, §3.12, §7.8 submissionsList); the play origin
 * that serves their WebGL builds is play-origin.routes.ts. Paths the spec leaves unnamed follow its `/api/learn/...`
 * style.
 */
export const registerSubmissionRoutes = (
  app: FastifyInstance,
  deps: {
    db: TDb;
    fileStore: TFileStore;
    playBaseUrl: string;
    /** Tests lower the unpacked-size and entry limits (WEBGL_BUILD_LIMITS otherwise). */
    webglBuildLimits?: TWebglBuildLimits;
    /** Thumbnails of more pixels are refused (IMAGE_MAX_PIXELS). */
    imageMaxPixels: number;
    /** What a learner may store, uploads and builds together (USER_STORAGE_QUOTA_BYTES, 0: no quota). */
    storageQuotaBytes: number;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, playBaseUrl } = deps;

  api.post(
    '/api/learn/submission/build',
    {
      schema: {
        tags: ['submissions'],
        summary: 'Unpacks an uploaded WebGL zip into a playable build',
        description:
          'The zip is a resumable upload of kind `webgl` (POST /api/media/uploads, at most 1 GB). It must hold an ' +
          'index.html at its root or in its one top folder (400 `submission_InvalidParameter_webgl_index_missing`); ' +
          'entries with `..`, absolute paths, backslashes or symlinks are refused (400 ' +
          '`submission_InvalidParameter_webgl_unsafe_path`, params.path), as are zips unpacking past 2 GB or 5000 ' +
          'entries (413 `submission_InvalidParameter_webgl_too_large` / `_too_many_files`), past 100 times their ' +
          'compressed size, per entry or in all, once past 1 MB (413 `submission_InvalidParameter_webgl_compression_ratio`), ' +
          'past the learner’s storage quota (413 `storage_quota_exceeded`, params.limit) and unreadable ones (400 ' +
          '`submission_InvalidParameter_webgl_invalid_zip`); sizes are counted while unpacking, and a refused build ' +
          'leaves none of its files. Signed-in users; the build is theirs to submit, and is removed a day after it ' +
          'was made if no submission holds it.',
        body: ZWebglBuildCreate,
        response: { 200: z.object({ result: ZWebglBuild }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        result: await unpackWebglBuild(
          { db, fileStore: deps.fileStore, playBaseUrl, storageQuotaBytes: deps.storageQuotaBytes },
          { fileId: request.body.fileId, owner: user, limits: deps.webglBuildLimits },
        ),
      };
    },
  );

  app.register(async (scope) => {
    // Multipart in this scope only, as in media.routes.ts: one image of at most 10 MB.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, fields: 10, fieldSize: 1024, parts: 11 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/learn/submission/thumbnail',
      {
        schema: {
          tags: ['submissions'],
          summary: "Uploads a submission's thumbnail",
          description:
            'multipart/form-data with the image in the field `file`: PNG, JPEG, WebP or GIF (told by its bytes), at ' +
            'most 10 MB, stored like POST /api/media/images. Any signed-in user (that route is for authors), within ' +
            'their storage quota (413 `storage_quota_exceeded`, params.limit).',
          consumes: ['multipart/form-data'],
          response: {
            200: z.object({
              result: z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() }),
            }),
          },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const bytes = await readFileField(request);
        if (!bytes) throw new AppError('error_isRequired', { fields: [{ path: FILE_FIELD, key: 'error_isRequired' }] });
        const { fileStore, imageMaxPixels, storageQuotaBytes } = deps;
        return { result: await uploadImage({ db, fileStore, imageMaxPixels, storageQuotaBytes }, bytes, user) };
      },
    );
  });

  api.post(
    '/api/learn/tutorial/:id/submission',
    {
      schema: {
        tags: ['submissions'],
        summary: "Submits the learner's work on a tutorial's submission step",
        description:
          'A webgl step needs `buildId` (a build of the learner), an image step `thumbnailId`, a link or video step ' +
          '`url`. A section that is not a submission step of the published tutorial answers 400 ' +
          '`submission_ResourceNotFound_step`.',
        params: z.object({ id: z.string().min(1).max(200) }),
        body: ZSubmissionCreate,
        response: { 200: z.object({ result: ZSubmissionDetail }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        result: await db.transaction((tx) =>
          createSubmission({ db: tx, playBaseUrl }, user, { tutorial: request.params.id, body: request.body }),
        ),
      };
    },
  );

  api.get(
    '/api/learn/submission/:id',
    {
      schema: {
        tags: ['submissions'],
        summary: 'A submission with its author, tutorial and counts; counts a view unless the author reads it',
        description: 'A private submission answers others 403 `submission_detail_AuthorizationError`.',
        params: ZSubmissionParams,
        response: { 200: z.object({ result: ZSubmissionDetail }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { result: await submissionDetail({ db, playBaseUrl }, await request.currentUser(), request.params.id) };
    },
  );

  api.post(
    '/api/learn/submission/:id/like',
    {
      schema: {
        tags: ['submissions'],
        summary: "Toggles the signed-in user's like of a submission",
        params: ZSubmissionParams,
        response: { 200: z.object({ result: ZSubmissionLike }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { result: await db.transaction((tx) => toggleLike(tx, user, request.params.id)) };
    },
  );

  api.post(
    '/api/learn/submission/:id/play',
    {
      // Anonymous visitors play public builds too, and their plays count (a counter, no tracking row of theirs).
      config: { anonymousWrite: true },
      schema: {
        tags: ['submissions'],
        summary:
          "Counts a play of a submission's WebGL build (its Play button); the author's own plays are not counted",
        params: ZSubmissionParams,
        response: { 200: z.object({ result: ZSubmissionPlay }) },
      },
    },
    async (request) => ({ result: await countPlay(db, await request.currentUser(), request.params.id) }),
  );

  api.get(
    '/api/learn/record/submissionsList',
    {
      schema: {
        tags: ['learn'],
        summary:
          "A user's submissions newest first, a page after the `before` submission id: the viewer's own all, another user's public ones",
        querystring: ZSubmissionsListQuery,
        response: { 200: z.object({ result: ZSubmissionsList }) },
      },
    },
    async (request) => ({
      result: await submissionsList({ db, playBaseUrl }, await request.currentUser(), request.query),
    }),
  );
};
