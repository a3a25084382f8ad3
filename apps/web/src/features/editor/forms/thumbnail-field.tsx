import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { uploadImage, uploadPercent } from '../../../api/upload';
import { UploadProgress } from '../../../ui/upload-progress';
import { buttonClass } from '../components/form-fields';
import { labelClass } from './parts/styles';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * The thumbnail: an image uploaded to /api/media/images with its progress, kept in the form by its id, shown as a
 * preview. Refusals read from the error catalogue.
 */
export const ThumbnailField = (props: { name: string; label: string; initialUrl: string | null }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const [preview, setPreview] = useState<{ id: string; url: string } | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uploading = percent !== null;
  const id = field.value as string | null | undefined;
  const url = id ? (preview?.id === id ? preview.url : props.initialUrl) : null;
  const message = uploadError ?? (fieldState.error?.message ? t(`errors.${fieldState.error.message}`) : undefined);
  const errorId = `${field.name}-thumbnail-error`;

  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    setUploadError(null);
    try {
      const image = await uploadImage(file, {
        onProgress: (progress) => setPercent(uploadPercent(progress)),
        signal: controller.signal,
      });
      setPreview(image);
      field.onChange(image.id);
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
        setPercent(null);
      }
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={`${labelClass} mb-2`}>{props.label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex aspect-video w-48 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          {url ? (
            <img src={url} alt={t('editor.general.thumbnailPreview')} className="h-full w-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-700">{t('editor.general.noThumbnail')}</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={upload}>
            <Button
              isPending={uploading}
              ref={field.ref}
              aria-describedby={message ? errorId : undefined}
              className={buttonClass}
            >
              {id ? t('editor.general.replaceThumbnail') : t('editor.general.uploadThumbnail')}
            </Button>
          </FileTrigger>
          <span className="text-xs text-slate-500">{t('editor.general.thumbnailHelp')}</span>
          {percent !== null && <UploadProgress percent={percent} />}
        </div>
      </div>
      {message && (
        <span id={errorId} className="text-sm text-red-700">
          {message}
        </span>
      )}
    </fieldset>
  );
};
