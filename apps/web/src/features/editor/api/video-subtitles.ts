import type { TContentLanguage } from '@questline/domain/constants';
import { ERROR_KEYS, type TErrorBody, type TErrorKey } from '@questline/domain/errors';
import type { TVideo } from '@questline/domain/schemas/media';
import { queryOptions } from '@tanstack/react-query';
import { EditorApiError, editorRequest } from './editor-request';

/** How often the field asks again while the uploaded video is processing. */
export const VIDEO_STATE_POLL_MS = 5_000;

/**
 * GET /api/media/files/{fileId}/video: the transcode of the video file a form holds, with its subtitles; asked again
 * every 5 s while it is processing.
 */
export const videoOfFileQuery = (fileId: string) =>
  queryOptions({
    queryKey: ['editor', 'video-of-file', fileId],
    queryFn: async () =>
      (await editorRequest<TVideo>('GET', `/api/media/files/${encodeURIComponent(fileId)}/video`)).result,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? VIDEO_STATE_POLL_MS : false),
    retry: false,
  });

const subtitlePath = (videoId: string, language: TContentLanguage) =>
  `/api/media/videos/${encodeURIComponent(videoId)}/subtitles/${language}`;

const isErrorKey = (key: unknown): key is TErrorKey => (ERROR_KEYS as readonly unknown[]).includes(key);

/** The answer of a subtitle call: the video with its subtitleMap, or an EditorApiError with the server's key. */
const videoOf = (status: number, body: string): TVideo => {
  let json: { result?: TVideo } & Partial<TErrorBody> = {};
  try {
    json = JSON.parse(body);
  } catch {
    // An answer that is not JSON (a proxy's page) is an internal error below.
  }
  if (status >= 200 && status < 300 && json.result) return json.result;
  const key = json.error?.key;
  if (!isErrorKey(key)) throw new EditorApiError('internal_error', status);
  throw new EditorApiError(key, status, json.error?.fields ?? [], json.error?.params ?? {});
};

/**
 * PUT the WebVTT file as the video's subtitles in `language` (replacing any there), its bytes as the body. XHR
 * rather than fetch: it reports upload progress (`onProgress`, 0 to 1). `signal` aborts.
 */
export const uploadSubtitle = (
  input: { videoId: string; language: TContentLanguage; file: Blob },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) =>
  new Promise<TVideo>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', subtitlePath(input.videoId, input.language));
    request.setRequestHeader('content-type', 'text/vtt');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(videoOf(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new EditorApiError('internal_error', 0));
    request.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(input.file);
  });

/** DELETE the video's subtitles in `language`; answers the video without them. */
export const removeSubtitle = async (input: { videoId: string; language: TContentLanguage }) => {
  let response: Response;
  try {
    response = await fetch(subtitlePath(input.videoId, input.language), {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new EditorApiError('internal_error', 0);
  }
  return videoOf(response.status, await response.text());
};
