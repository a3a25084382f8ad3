import { VIDEO_UPLOAD_MAX_BYTES } from '@questline/domain/media-constants';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { useSiteSettings } from '../../../../api/site-settings';
import { UploadProgress } from '../../../../ui/upload-progress';
import { uploadVideo } from '../../api/upload-video';
import { buttonClass } from '../../components/form-fields';
import { descriptionClass, errorClass, labelClass } from './styles';
import { SubtitlesField } from './subtitles-field';
import { VideoPrivacySwitch } from './video-privacy-switch';

const ACCEPTED = ['video/mp4', 'video/webm', 'video/quicktime'];

/**
 * A video uploaded to /api/media/videos, kept in the form by its file id (string | null), previewed from
 * /files/{id} with Remove, with its 'Private video' switch (VideoPrivacySwitch), its processing state and subtitles
 * (SubtitlesField). Shows the upload's progress; refusals read from the error catalogue. On a server without ffmpeg
 * (site settings' videoTranscoding false) it says so and offers no upload.
 */
export const VideoUploadField = (props: { name: string; label: string; description?: string }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const baseId = useId();
  const id = (field.value as string | null | undefined) || null;
  const uploading = progress !== null;
  // A server without ffmpeg takes no video (video_transcoding_unavailable): said before anyone picks a file.
  const transcodingOff = useSiteSettings()?.videoTranscoding === false;
  const message = uploadError ?? (fieldState.error?.message ? t(`errors.${fieldState.error.message}`) : undefined);
  const errorId = `${baseId}-error`;
  const descriptionId = `${baseId}-description`;

  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setUploadError(null);
    setUploaded(false);
    if (file.size > VIDEO_UPLOAD_MAX_BYTES) {
      setUploadError(t('errors.upload_InvalidParameter_attachment_too_large_1_GB'));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const video = await uploadVideo(file, { onProgress: setProgress, signal: controller.signal });
      field.onChange(video.id);
      setUploaded(true);
    } catch (error) {
      if (controller.signal.aborted) return;
      setUploadError(
        t(
          `errors.${error instanceof ApiError ? error.key : 'upload_file_invalid'}`,
          error instanceof ApiError ? (error.detail.params ?? {}) : {},
        ),
      );
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
      }
    }
  };

  const remove = () => {
    setUploadError(null);
    setUploaded(false);
    field.onChange(null);
  };

  const percent = Math.round((progress ?? 0) * 100);
  const describedBy = [descriptionId, message ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={`${labelClass} mb-2`}>{props.label}</legend>
      <div id={descriptionId} className={`${descriptionClass} flex flex-col gap-1`}>
        {props.description && <span>{props.description}</span>}
        {transcodingOff ? (
          <span className="font-medium text-amber-800">{t('errors.video_transcoding_unavailable')}</span>
        ) : (
          <span>{t('editor.video.help')}</span>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex aspect-video w-64 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          {id ? (
            // biome-ignore lint/a11y/useMediaCaption: a creator's own preview of the file just uploaded; it has no captions yet.
            <video
              key={id}
              controls
              preload="metadata"
              src={`/files/${id}`}
              aria-label={t('editor.video.preview')}
              className="h-full w-full bg-black object-contain"
            />
          ) : (
            <span className="px-2 text-center text-xs text-slate-700">{t('editor.video.none')}</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={upload}>
            <Button
              isPending={uploading}
              isDisabled={transcodingOff}
              ref={field.ref}
              aria-describedby={describedBy}
              className={buttonClass}
            >
              {id ? t('editor.video.replace') : t('editor.video.upload')}
            </Button>
          </FileTrigger>
          {id && !uploading && (
            <Button onPress={remove} className={buttonClass}>
              {t('editor.video.remove')}
            </Button>
          )}
          {uploading && <UploadProgress percent={percent} />}
        </div>
      </div>
      {id && !uploading && (
        <>
          <VideoPrivacySwitch fileId={id} />
          <SubtitlesField fileId={id} />
        </>
      )}
      <span role="status" className="sr-only">
        {uploaded ? t('editor.video.uploaded') : ''}
      </span>
      {message && (
        <span id={errorId} role="alert" className={errorClass}>
          {message}
        </span>
      )}
    </fieldset>
  );
};
