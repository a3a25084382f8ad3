import type { TErrorBody, TErrorKey } from '@questline/domain/errors';
import type { TUploadedFile } from '@questline/domain/schemas/media';
import { ApiError } from './client';

export type TUploadProgress = { loaded: number; total: number };
export type TUploadOptions = { onProgress?: (progress: TUploadProgress) => void; signal?: AbortSignal };

/**
 * The key of an answer without a catalogue body (a proxy's page, a cut connection): the key the server's own error
 * handler gives that status, so a proxy's 413 reads like the server's.
 */
const STATUS_KEYS: Partial<Record<number, TErrorKey>> = {
  401: 'auth_required',
  403: 'forbidden',
  413: 'payload_too_large',
};

/** The `{result}` of an answer, or an ApiError with the key of its `{error:{key}}` body (as client.ts reads them). */
export const readUploadAnswer = <T>(status: number, text: string): T => {
  let json: { result: T } | TErrorBody | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: told by its status below.
  }
  if (status >= 200 && status < 300 && json && 'result' in json) return json.result;
  if (json && 'error' in json) {
    const { key, ...detail } = json.error;
    throw new ApiError(key, status, detail);
  }
  throw new ApiError(STATUS_KEYS[status] ?? 'internal_error', status);
};

/**
 * POST multipart `form` to `path` and answer its `{result}`. XMLHttpRequest rather than fetch: only it reports how
 * much of the body has been sent (`onProgress`). No timeout, unlike client.ts: a large file on a slow link may take
 * long, and the progress shows it moving. `signal` aborts with an AbortError; a failed connection is
 * ApiError `internal_error` with status 0, as in client.ts.
 */
export const uploadForm = <T>(path: string, form: FormData, options: TUploadOptions = {}) =>
  new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = options;
    const aborted = () => new DOMException('upload aborted', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = (done: () => void) => {
      signal?.removeEventListener('abort', abort);
      done();
    };
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () =>
      settle(() => {
        try {
          resolve(readUploadAnswer<T>(request.status, request.responseText));
        } catch (error) {
          reject(error);
        }
      });
    request.onerror = () => settle(() => reject(new ApiError('internal_error', 0)));
    request.onabort = () => settle(() => reject(aborted()));
    signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });

/** An uploaded image: its file id, where it is served, and the size the server read from its header. */
export type TUploadedImage = TUploadedFile;

/** POST /api/media/images (multipart, field `file`): PNG, JPEG, WebP or GIF, at most 10 MB; the server sniffs the bytes. */
export const uploadImage = (file: File, options: TUploadOptions = {}) => {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<TUploadedImage>('/api/media/images', form, options);
};

/** The share of an upload sent, as a whole percentage. */
export const uploadPercent = ({ loaded, total }: TUploadProgress) => Math.round((loaded / total) * 100);
