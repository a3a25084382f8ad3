import type { TSubmissionDetail, TWebglBuild } from '@questline/domain/schemas/submission';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../api/client';
import { uploadResumable } from '../../../api/resumable-upload';
import { type TUploadedImage, type TUploadOptions, uploadForm } from '../../../api/upload';
import { submissionQueryOptions } from './get-submission';

const patchDetail = (queryClient: QueryClient, id: string, patch: (detail: TSubmissionDetail) => TSubmissionDetail) =>
  queryClient.setQueryData(submissionQueryOptions(id).queryKey, (detail) => (detail ? patch(detail) : detail));

/** POST /api/learn/submission/{id}/like: toggles the viewer's like; the page shows the count the server answers. */
export const useToggleLike = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ liked: boolean; likeCount: number }>(`/api/learn/submission/${id}/like`, {}),
    onSuccess: ({ liked, likeCount }) =>
      patchDetail(queryClient, id, (detail) => ({
        ...detail,
        likeMap: { ...detail.likeMap, [id]: liked },
        submission: { ...detail.submission, likeCount },
      })),
  });
};

/** POST /api/learn/submission/{id}/play: the Play button loaded the build, counted on the server. */
export const countPlay = (id: string) => apiPost<{ playCount: number }>(`/api/learn/submission/${id}/play`, {});

/**
 * A WebGL build from a zip: uploaded through the resumable upload service (kind `webgl`, at most 1 GB), then unpacked
 * and checked by the server (POST /api/learn/submission/build). Refusals are ApiErrors with the server's key.
 */
export const uploadBuild = async (
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
) => {
  const zip = await uploadResumable(file, 'webgl', {
    ...options,
    toError: (key, status, params) => new ApiError(key, status, { params }),
  });
  return apiPost<TWebglBuild>('/api/learn/submission/build', { fileId: zip.id });
};

/** POST /api/learn/submission/thumbnail (multipart, field `file`): a learner's thumbnail image, at most 10 MB. */
export const uploadThumbnail = (file: File, options: TUploadOptions = {}) => {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<TUploadedImage>('/api/learn/submission/thumbnail', form, options);
};

export type TSubmitWork = {
  tutorialId: string;
  sectionId: string;
  title: string;
  description: string;
  thumbnailId: string | null;
  buildId: string | null;
  url: string | null;
  isPrivate: boolean;
  pathwayId?: string;
};

/** POST /api/learn/tutorial/{id}/submission: the learner's work on the step; answers the new submission. */
export const submitWork = ({ tutorialId, ...body }: TSubmitWork) =>
  apiPost<TSubmissionDetail>(`/api/learn/tutorial/${tutorialId}/submission`, body);
