import { useTranslation } from 'react-i18next';

/**
 * An upload's progress bar and its percentage; the texts are the authoring catalogue's, which every screen with an
 * upload loads. `label` and `text` name what is uploading where the generic 'Upload progress' would be unclear.
 */
export const UploadProgress = ({ percent, label, text }: { percent: number; label?: string; text?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <progress
        max={100}
        value={percent}
        aria-label={label ?? t('editor.video.progress')}
        className="h-2 w-48 accent-brand-700"
      />
      <span className="text-xs text-slate-700">{text ?? t('editor.video.uploading', { percent })}</span>
    </div>
  );
};
