import { ApiError } from '../../../api/client';
import { uploadResumable } from '../../../api/resumable-upload';

export type TUploadedVideo = { id: string; url: string };

/**
 * Uploads a video with the tus resumable protocol (api/resumable-upload.ts) as kind `video`: MP4, QuickTime or WebM,
 * told by the server from the bytes, at most 1 GB. Failures are ApiErrors with the server's key.
 */
export const uploadVideo = (
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<TUploadedVideo> =>
  uploadResumable(file, 'video', {
    ...options,
    toError: (key, status, params) => new ApiError(key, status, { params }),
  });
