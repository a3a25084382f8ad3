import { ERROR_KEYS, type TErrorKey } from '@questline/domain/errors';

/** The server's resumable (tus) upload endpoint; see apps/server/src/modules/media/resumable-uploads.ts. */
export const UPLOADS_ENDPOINT = '/api/media/uploads';
/**
 * Bytes per PATCH: small enough for one request to finish well within the server's request timeout on a slow
 * link, large enough to stay far under the API's per-address rate limit on a fast one.
 */
export const UPLOAD_CHUNK_BYTES = 16 * 1024 * 1024;

const isErrorKey = (key: unknown): key is TErrorKey => (ERROR_KEYS as readonly unknown[]).includes(key);

type TParams = Record<string, string | number>;

/** The catalogue key and params of a refusal's JSON body (`{error:{key,params}}`), or the fallback key. */
const refusalOf = (body: string | undefined, fallback: TErrorKey): { key: TErrorKey; params: TParams } => {
  try {
    const error = (JSON.parse(body ?? '') as { error?: { key?: unknown; params?: TParams } }).error;
    return isErrorKey(error?.key) ? { key: error.key, params: error.params ?? {} } : { key: fallback, params: {} };
  } catch {
    return { key: fallback, params: {} };
  }
};

export type TUploadedFile = { id: string; url: string };

/**
 * Uploads a file with the tus resumable protocol to /api/media/uploads as `kind` (video, attachment, package, webgl;
 * the server tells the type from the bytes and holds each kind to its size limit). Sent in chunks, retried after a
 * dropped connection from the last byte the server has, and resumed from there when the same file is chosen again
 * after a reload (tus keeps the upload's address in localStorage until it succeeds). tus-js-client loads on the first
 * upload only. `onProgress` receives the share sent, 0 to 1; `signal` aborts. A refusal is `toError(key, status, params)`.
 */
export const uploadResumable = async (
  file: File,
  kind: string,
  options: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    toError: (key: TErrorKey, status: number, params: TParams) => Error;
  },
): Promise<TUploadedFile> => {
  const { Upload } = await import('tus-js-client/lib.esm/browser/index.js');
  if (options.signal?.aborted) throw new DOMException('upload aborted', 'AbortError');
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: UPLOADS_ENDPOINT,
      metadata: { kind, filename: file.name, filetype: file.type },
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      removeFingerprintOnSuccess: true,
      // tus's own rule (online, and a dropped connection, 409, 423 or 5xx), and the API's rate limit, which passes.
      onShouldRetry: (error) => {
        if (navigator.onLine === false) return false;
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status === 429 || status >= 500;
      },
      onProgress: (sent, total) => {
        if (total > 0) options.onProgress?.(sent / total);
      },
      onSuccess: ({ lastResponse }) => {
        const id = lastResponse.getHeader('Upload-File-Id');
        if (!id) {
          reject(options.toError('upload_file_invalid', lastResponse.getStatus(), {}));
          return;
        }
        resolve({ id, url: lastResponse.getHeader('Upload-File-Url') ?? `/files/${id}` });
      },
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const status = response?.getStatus() ?? 0;
        const refusal = refusalOf(response?.getBody(), 'internal_error');
        reject(options.toError(refusal.key, status, refusal.params));
      },
    });
    options.signal?.addEventListener(
      'abort',
      () => {
        void upload.abort();
        reject(new DOMException('upload aborted', 'AbortError'));
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      const last = previous[0];
      if (last) upload.resumeFromPreviousUpload(last);
      upload.start();
    });
  });
};
