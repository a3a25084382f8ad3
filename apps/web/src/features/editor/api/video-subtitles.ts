import type { TContentLanguage } from '@questline/domain/constants';
import type { TVideo } from '@questline/domain/schemas/media';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiDelete, apiGet } from '../../../api/client';
import { readUploadAnswer } from '../../../api/upload';

/** How often the field asks again while the uploaded video is processing. */
export const VIDEO_STATE_POLL_MS = 5_000;

/**
 * GET /api/media/files/{fileId}/video: the transcode of the video file a form holds, with its subtitles; asked again
 * every 5 s while it is processing.
 */
export const videoOfFileQuery = (fileId: string) =>
  queryOptions({
    queryKey: ['editor', 'video-of-file', fileId],
    queryFn: () => apiGet<TVideo>(`/api/media/files/${encodeURIComponent(fileId)}/video`),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? VIDEO_STATE_POLL_MS : false),
    retry: false,
  });

const subtitlePath = (videoId: string, language: TContentLanguage) =>
  `/api/media/videos/${encodeURIComponent(videoId)}/subtitles/${language}`;

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
        resolve(readUploadAnswer<TVideo>(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError('internal_error', 0));
    request.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(input.file);
  });

/** DELETE the video's subtitles in `language`; answers the video without them. */
export const removeSubtitle = (input: { videoId: string; language: TContentLanguage }) =>
  apiDelete<TVideo>(subtitlePath(input.videoId, input.language));
