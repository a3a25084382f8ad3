import type { TErrorBody } from '@questline/domain/errors';
import { EditorApiError } from './editor-request';

export type TUploadedVideo = { id: string; url: string };

/**
 * POST /api/media/videos (multipart, field `file`): MP4, QuickTime or WebM, told by the server from the bytes.
 * Sent with XMLHttpRequest, the one browser API that reports upload progress: `onProgress` receives the share sent,
 * 0 to 1. No timeout (a large video takes what it takes); `signal` aborts. Failures are EditorApiErrors.
 */
export const uploadVideo = (
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<TUploadedVideo> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media/videos');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let json: { result: TUploadedVideo } | TErrorBody | null = null;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = null;
      }
      if (request.status >= 200 && request.status < 300 && json && 'result' in json) {
        resolve(json.result);
        return;
      }
      const error = json && 'error' in json ? json.error : null;
      reject(new EditorApiError(error?.key ?? 'internal_error', request.status, error?.fields ?? []));
    });
    request.addEventListener('error', () => reject(new EditorApiError('internal_error', 0)));
    request.addEventListener('abort', () => reject(new DOMException('upload aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
