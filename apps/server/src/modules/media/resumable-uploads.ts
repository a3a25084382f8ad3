import type { IncomingMessage } from 'node:http';
import { AppError, type TErrorBody, type TErrorKey } from '@questline/domain/errors';
import { RESUMABLE_UPLOAD_EXPIRY_MS, UPLOAD_LIMITS, VIDEO_UPLOAD_MAX_BYTES } from '@questline/domain/media-constants';
import type { TMe } from '@questline/domain/schemas/session';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { statusOf } from '../../lib/http-errors';
import { refuseUnlessAuthor } from '../authoring/authoring.policy';
import { recordUpload } from '../files/files.repository';
import { isQuotaExempt, refuseOverQuota } from '../files/storage-quota';
import { storeUploadStream } from './media.service';
import { processUploadedVideo } from './transcode/videos.service';
import { LEARNER_UPLOAD_KINDS, sniffUpload, type TUploadKind, UPLOAD_KINDS, UPLOAD_SNIFF_BYTES } from './upload-sniff';

export const UPLOADS_PATH = '/api/media/uploads';

/** The stored file's id and url, sent on the response that finishes an upload (tus answers it 204, no body). */
export const FILE_ID_HEADER = 'Upload-File-Id';
export const FILE_URL_HEADER = 'Upload-File-Url';
export const VIDEO_ID_HEADER = 'Upload-Video-Id';

/** The signed-in author of each request handed to tus, and the metadata key that records an upload's owner. */
const OWNER_KEY = 'ownerId';

/** What tus answers for a refusal thrown from a hook: the status and the body of every other error. */
type TTusRefusal = { status_code: number; body: string };

const refusal = (key: TErrorKey, status = statusOf(key), params?: AppError['params']): TTusRefusal => ({
  status_code: status,
  body: JSON.stringify({ error: { key, ...(params ? { params } : {}) } } satisfies TErrorBody),
});

/** tus's own protocol errors (offset mismatch, unknown upload, …) in catalogue terms. */
const keyOfStatus = (status: number, error: unknown): TErrorKey => {
  if (status === 404 || status === 410) return 'not_found';
  // tus's own size checks: a creation's Upload-Length past `maxSize` is past the largest limit; any other 413 is a
  // body that runs past the Upload-Length its upload declared (a PATCH, or a creation carrying bytes).
  if (status === 413) return error === ERRORS.ERR_MAX_SIZE_EXCEEDED ? UPLOAD_LIMITS[2].key : 'upload_length_exceeded';
  if (status === 415) return 'unsupported_media_type';
  if (status >= 500) return 'internal_error';
  return 'invalid_request';
};

const isRefusal = (error: unknown): error is TTusRefusal =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as TTusRefusal).status_code === 'number' &&
  typeof (error as TTusRefusal).body === 'string';

/** The `kind` an upload's creation names in `Upload-Metadata` (`key base64value,…`, tus 1.0). */
const metadataKind = (header: string | string[] | undefined) => {
  const pair = String(header ?? '')
    .split(',')
    .map((entry) => entry.trim().split(' '))
    .find(([key]) => key === 'kind');
  return pair?.[1] ? Buffer.from(pair[1], 'base64').toString('utf8') : undefined;
};

/** The Node request behind tus's web Request (tus keeps it there on Node). */
const nodeRequest = (request: Request) =>
  (request as unknown as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

/**
 * Resumable uploads (the tus 1.0 protocol with the creation and termination extensions) under
 * `/api/media/uploads`, for files too large for one request: videos (1 GB), attachments (3 GB) and engine
 * packages (50 GB). Partial uploads live in `uploadsDir`; a finished one is sniffed, moved into the file store
 * under its content hash, and answered with the file's id and url in `Upload-File-Id` / `Upload-File-Url`.
 */
export const registerResumableUploads = (
  app: FastifyInstance,
  deps: {
    db: TDb;
    fileStore: TFileStore;
    uploadsDir: string;
    videoMaxBytes?: number;
    /** How long after its creation an unfinished upload expires (RESUMABLE_UPLOAD_EXPIRY_MS unless set). */
    uploadExpiryMs?: number;
    transcode: boolean;
    /** Whether ffmpeg runs here: without it videos are refused when their upload is created. */
    videoTranscoding: boolean;
    /** What a learner may store (config USER_STORAGE_QUOTA_BYTES; 0: no quota); staff are not held to it. */
    storageQuotaBytes: number;
  },
) => {
  const [oneGb, threeGb, fiftyGb] = UPLOAD_LIMITS;
  const limits: Record<TUploadKind, { bytes: number; key: TErrorKey }> = {
    video: { bytes: deps.videoMaxBytes ?? VIDEO_UPLOAD_MAX_BYTES, key: oneGb.key },
    attachment: { bytes: threeGb.bytes, key: threeGb.key },
    package: { bytes: fiftyGb.bytes, key: fiftyGb.key },
    webgl: { bytes: oneGb.bytes, key: oneGb.key },
  };
  const expiryMs = deps.uploadExpiryMs ?? RESUMABLE_UPLOAD_EXPIRY_MS;
  // tus counts the period from an upload's creation (its `Upload-Expires` header), not from its last PATCH.
  const datastore = new FileStore({ directory: deps.uploadsDir, expirationPeriodInMilliseconds: expiryMs });
  const authors = new WeakMap<IncomingMessage, TMe>();
  /** Requests whose error tus answered through `onResponseError`: their body is catalogue JSON. */
  const jsonErrors = new WeakSet<IncomingMessage>();

  /**
   * The bytes the user's unfinished uploads in this process declared (their partial files live in `uploadsDir`, so
   * another process with a DATA_DIR of its own counts its own): reserved against the quota from their creation.
   */
  const pendingBytesOf = async (userId: string) => {
    const ids = (await datastore.configstore.list?.()) ?? [];
    let pending = 0;
    for (const id of ids) {
      const upload = await datastore.configstore.get(id);
      if (upload?.metadata?.[OWNER_KEY] === userId) pending += upload.size ?? 0;
    }
    return pending;
  };

  /**
   * Sniffs the finished bytes and stores them as a file the user uploaded, if their quota still has room for it (their
   * builds may have taken some since its creation); the partial upload is removed either way.
   */
  const finish = async (upload: Upload, user: TMe) => {
    try {
      const kind = upload.metadata?.kind as TUploadKind;
      await refuseOverQuota(deps.db, deps.storageQuotaBytes, user, upload.offset);
      const file = await storeUploadStream(deps, {
        kind,
        source: datastore.read(upload.id),
        sniffBytes: UPLOAD_SNIFF_BYTES,
        sniff: (head) => sniffUpload(kind, head),
      });
      await recordUpload(deps.db, user.id, file.id);
      return file;
    } finally {
      await datastore.remove(upload.id).catch(() => undefined);
    }
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    // The largest limit bounds every upload; the kind's own limit is checked at creation.
    maxSize: fiftyGb.bytes,
    // Same-origin only: no Access-Control-Allow-Origin header.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(request, upload) {
      const kind = upload.metadata?.kind;
      if (!UPLOAD_KINDS.includes(kind as TUploadKind)) throw refusal('invalid_request');
      if (kind === 'video' && !deps.videoTranscoding) throw refusal('video_transcoding_unavailable');
      // A deferred length cannot be held to the kind's limit when it is created.
      if (upload.size === undefined) throw refusal('invalid_request');
      const limit = limits[kind as TUploadKind];
      if (upload.size > limit.bytes) throw refusal(limit.key);
      const raw = nodeRequest(request);
      const author = raw && authors.get(raw);
      if (!author) throw refusal('auth_required');
      // Before a byte is accepted: what the user stores, with their unfinished uploads, leaves room for this one.
      try {
        if (!isQuotaExempt(author))
          await refuseOverQuota(deps.db, deps.storageQuotaBytes, author, upload.size, await pendingBytesOf(author.id));
      } catch (error) {
        if (error instanceof AppError) throw refusal(error.key, statusOf(error.key), error.params);
        throw error;
      }
      return { metadata: { ...upload.metadata, [OWNER_KEY]: author.id } };
    },
    async onUploadFinish(request, upload) {
      try {
        const raw = nodeRequest(request);
        const author = raw && authors.get(raw);
        if (!author) throw new AppError('auth_required');
        const file = await finish(upload, author);
        // A video is transcoded for streaming (transcode/): its id tells the client where to ask when it is ready.
        const video =
          upload.metadata?.kind === 'video'
            ? await processUploadedVideo({ ...deps, log: app.log }, file.id, { start: deps.transcode })
            : null;
        return {
          headers: {
            [FILE_ID_HEADER]: file.id,
            [FILE_URL_HEADER]: file.url,
            ...(video ? { [VIDEO_ID_HEADER]: video.id } : {}),
          },
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw refusal(
          error.key,
          error.key === 'upload_InvalidParameter_forbidden_file_type' ? 415 : statusOf(error.key),
          error.params,
        );
      }
    },
    async onResponseError(request, error) {
      const raw = nodeRequest(request);
      if (raw) jsonErrors.add(raw);
      if (isRefusal(error) && error.body.startsWith('{')) return error;
      const status = isRefusal(error) ? error.status_code : 500;
      if (status >= 500) app.log.error({ err: error }, 'resumable upload failed');
      return refusal(keyOfStatus(status, error), status);
    },
  });

  // Abandoned partial uploads are removed with their bytes, hourly (or as often as they expire, if sooner): one
  // expires at most an hour after its period has run out. Each process cleans its own DATA_DIR/uploads.
  const cleanUp = () =>
    tus.cleanUpExpiredUploads().then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'expired resumable uploads removed');
      },
      (error: unknown) => app.log.warn({ err: error }, 'removing expired resumable uploads failed'),
    );
  let cleaning: Promise<void> = Promise.resolve();
  const cleaner = setInterval(
    () => {
      cleaning = cleaning.then(cleanUp);
    },
    Math.min(expiryMs, 60 * 60 * 1000),
  );
  cleaner.unref();
  app.addHook('onClose', async () => {
    clearInterval(cleaner);
    await cleaning;
  });

  /** Per user, the creation now running in this process: the next one waits for it. */
  const creations = new Map<string, Promise<unknown>>();
  const oneCreationAtATime = async <T>(userId: string, run: () => Promise<T>): Promise<T> => {
    const before = creations.get(userId) ?? Promise.resolve();
    const current = before.then(run, run);
    const settled = current.catch(() => undefined);
    creations.set(userId, settled);
    try {
      return await current;
    } finally {
      if (creations.get(userId) === settled) creations.delete(userId);
    }
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    // Before tus reads a byte: anonymous 401, anyone but an author 403 (learners may upload their WebGL builds).
    const user = await requireUser(request);
    const id = (request.params as { '*'?: string })['*'];
    const upload = id ? await datastore.getUpload(id).catch(() => undefined) : undefined;
    const kind = id ? upload?.metadata?.kind : metadataKind(request.headers['upload-metadata']);
    if (!LEARNER_UPLOAD_KINDS.includes(kind as TUploadKind)) refuseUnlessAuthor(user);
    // An upload is its creator's alone: nobody else may read its offset, append to it or end it.
    if (upload && upload.metadata?.[OWNER_KEY] !== user.id) throw new AppError('forbidden');
    authors.set(request.raw, user);
    reply.hijack();
    const handled = () => tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
    // A learner's creations run one at a time, so that each counts the unfinished uploads of the one before it.
    const creation = request.method === 'POST' && !id && !isQuotaExempt(user);
    const response = await (creation ? oneCreationAtATime(user.id, handled) : handled());
    if (jsonErrors.has(request.raw)) response.headers.set('content-type', 'application/json; charset=utf-8');
    await sendNodeResponse(reply.raw, response);
  };

  app.register(async (scope) => {
    // tus reads the request body itself, as a stream: leave it unparsed (the documented Fastify integration).
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    // tus answers every method itself: the OpenAPI document describes its endpoints (resumable-uploads.openapi.ts).
    const schema = { hide: true };
    // The methods of tus 1.0 (OPTIONS tells its version and extensions) and GET, which reads an upload back.
    const method = ['OPTIONS', 'HEAD', 'GET', 'POST', 'PATCH', 'DELETE'];
    scope.route({ method, url: UPLOADS_PATH, schema, handler: handle });
    scope.route({ method, url: `${UPLOADS_PATH}/*`, schema, handler: handle });
  });
};
