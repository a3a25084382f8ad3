import type { TErrorKey } from '@questline/domain/errors';
import { UPLOAD_LIMITS } from '@questline/domain/media-constants';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { uploadResumable } from '../../../../api/resumable-upload';
import { formatFileSize } from '../../../../ui/file-size';
import { UploadProgress } from '../../../../ui/upload-progress';
import { buttonClass, errorClass } from './styles';

/** What a finished upload hands the form: the stored file's id, the chosen file's name and its size in bytes. */
export type TAttachedFile = { id: string; name: string; size: number };

/**
 * The resumable upload kinds a form attaches (apps/server/src/modules/media/resumable-uploads.ts): documents and
 * materials as `attachment` (3 GB), store asset downloads as `package` (50 GB).
 */
const LIMIT = {
  attachment: UPLOAD_LIMITS[1],
  package: UPLOAD_LIMITS[2],
} as const;

/**
 * A file picker that uploads the chosen file with the tus resumable protocol and hands the stored file to the form.
 * While it uploads it shows a labelled progress bar and Cancel; a failure shows the catalogue's message at the field,
 * with Retry (which resumes from the bytes the server already has). `error` is the form's own message for the field.
 */
export const AttachmentUpload = (props: {
  kind: keyof typeof LIMIT;
  label: string;
  onUploaded: (file: TAttachedFile) => void;
  error?: string;
}) => {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [failure, setFailure] = useState<{ key: TErrorKey; params: Record<string, string | number> } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const failed = useRef<File | null>(null);
  const abort = useRef<AbortController | null>(null);
  const errorId = `${useId()}-error`;

  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File) => {
    setFailure(null);
    setAnnouncement('');
    failed.current = null;
    if (file.size > LIMIT[props.kind].bytes) {
      setFailure({ key: LIMIT[props.kind].key, params: {} });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ name: file.name, fraction: 0 });
    try {
      const stored = await uploadResumable(file, props.kind, {
        signal: controller.signal,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        toError: (key, status, params) => new ApiError(key, status, { params }),
      });
      props.onUploaded({ id: stored.id, name: file.name, size: file.size });
      setAnnouncement(t('editor.attachments.uploaded', { name: file.name }));
    } catch (error) {
      if (controller.signal.aborted) return;
      failed.current = file;
      setFailure(
        error instanceof ApiError
          ? { key: error.key, params: (error.detail.params ?? {}) as Record<string, string | number> }
          : { key: 'upload_file_invalid', params: {} },
      );
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
      }
    }
  };

  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
    setAnnouncement(t('editor.attachments.cancelled'));
  };

  const message = failure ? t(`errors.${failure.key}`, failure.params) : props.error;
  const percent = Math.round((progress?.fraction ?? 0) * 100);
  const retryFile = failed.current;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <FileTrigger
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void start(file);
          }}
        >
          <Button
            isDisabled={progress !== null}
            aria-describedby={message ? errorId : undefined}
            className={buttonClass}
          >
            {props.label}
          </Button>
        </FileTrigger>
        <span className="text-xs text-slate-600">
          {t(props.kind === 'package' ? 'editor.attachments.helpPackage' : 'editor.attachments.help')}
        </span>
      </div>
      {progress && (
        <div className="flex flex-wrap items-end gap-3">
          <UploadProgress
            percent={percent}
            label={t('editor.attachments.progress', { name: progress.name })}
            text={t('editor.attachments.uploading', { name: progress.name, percent })}
          />
          <Button onPress={cancel} className={buttonClass}>
            {t('editor.attachments.cancel')}
          </Button>
        </div>
      )}
      {message && (
        <div className="flex flex-wrap items-center gap-2">
          <span id={errorId} role="alert" className={errorClass}>
            {message}
          </span>
          {failure && retryFile && (
            <Button onPress={() => void start(retryFile)} className={buttonClass}>
              {t('editor.attachments.retry', { name: retryFile.name })}
            </Button>
          )}
        </div>
      )}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
};

/** The size of an attached file as the editor lists it, or nothing for entries saved before sizes were kept. */
export const AttachedSize = ({ size }: { size?: number }) => {
  const { i18n } = useTranslation();
  return typeof size === 'number' ? (
    <span className="text-xs text-slate-600">{formatFileSize(size, i18n.language)}</span>
  ) : null;
};
